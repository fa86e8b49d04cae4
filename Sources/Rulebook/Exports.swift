// App teams write models with `import Rulebook` alone: the problems they throw
// (`ModelError`, a `Diagnostic`) and their locations come with it.
@_exported import RulebookDiagnostics
