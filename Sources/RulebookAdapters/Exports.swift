// The adapters' API uses the models' types (`PageRequest`, `PagerError`, `PageTicket`,
// `WriteTicket`...), so `import RulebookAdapters` brings them along.
@_exported import RulebookModels
