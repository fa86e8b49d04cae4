import Foundation
import Rulebook

/// `rulebook lsp`: a Language Server Protocol server for spec files, over standard input
/// and output.
///
/// A reading thread frames the input and hands every message to the `MessageQueue` at once,
/// which answers `$/cancelRequest` and `shutdown` itself, so neither waits for work. The
/// main thread does the work (async models' tables wait for the main actor there, as in the
/// command line): requests in order, each stopping between tables once it is cancelled, and,
/// once no message waits, the diagnostics of the documents an edit changed, stopping as soon
/// as a message arrives (the tables run so far are kept, so a newer edit takes over from
/// them). The server never writes a file: its fixes are edits for the editor to apply.
package final class LanguageServer {
    let registry: ModelRegistry
    private let queue: MessageQueue
    var workspace: Workspace
    /// The open documents, by URI.
    var documents: [String: TextDocument] = [:]
    /// The spec root (absolute), from the workspace folder; `nil` until initialized.
    private(set) var root: String?
    private var isInitialized = false
    /// Whether the client registers file watchers the server asks for.
    private var watchesFiles = false
    /// Open documents whose diagnostics must be published again.
    private var stale: Set<String> = []

    init(registry: ModelRegistry, output: FileHandle) {
        self.registry = registry
        self.queue = MessageQueue(writer: MessageWriter(output))
        self.workspace = Workspace(registry: registry)
    }

    /// Serves standard input and output until `exit` or the end of input; returns the exit
    /// status (0 after a `shutdown` request, 1 otherwise, as the protocol says).
    package static func serve(registry: ModelRegistry) -> Int32 {
        let server = LanguageServer(registry: registry, output: .standardOutput)
        server.queue.startReading(.standardInput)
        return server.run()
    }

    private func run() -> Int32 {
        while true {
            switch queue.next(idle: publishStale) {
            case .endOfInput:
                return queue.isShutDown ? 0 : 1
            case .unreadable(let error):
                queue.send(RPCOutgoing.error(error))
            case .message(.notification("exit", _)):
                return queue.isShutDown ? 0 : 1
            case .message(.notification(let method, let params)):
                if isInitialized { notify(method, params) }
            case .message(.request(let id, let method, let params)):
                answer(id: id, method: method, params: params)
            case .message(.response):
                continue
            }
        }
    }

    /// Works on a request unless it was answered already, stopping between tables once it
    /// is (the client cancelled it, or `shutdown` or `exit` came).
    private func answer(id: JSONValue, method: String, params: JSONValue) {
        guard !queue.isAnswered(id) else { return }
        let queue = self.queue
        workspace.isStopped = { queue.isAnswered(id) }
        defer { workspace.isStopped = { false } }
        do {
            let result = try respond(to: method, params: params)
            queue.answer(id, with: RPCOutgoing.result(result, id: id))
        } catch {
            queue.answer(id, with: RPCOutgoing.error(error.answering(id)))
        }
    }

    private func respond(to method: String, params: JSONValue) throws(RPCError) -> JSONValue {
        if method == "initialize" {
            guard !isInitialized else {
                throw RPCError(.invalidRequest, "the server is already initialized")
            }
            return initialize(params)
        }
        guard isInitialized else {
            throw RPCError(.serverNotInitialized, "send initialize first")
        }
        switch method {
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/definition": return try definition(params)
        default: throw RPCError(.methodNotFound, "unknown method \(method)")
        }
    }

    func initialize(_ params: JSONValue) -> JSONValue {
        let folder =
            params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
        if let folder, let path = Self.filePath(of: folder) {
            root = path
        } else if let path = params["rootPath"]?.string, path.hasPrefix("/") {
            root = path
        }
        // Spec paths are relative to the root, the working directory; without a folder to
        // enter, they stay absolute.
        if let folder = root, !FileManager.default.changeCurrentDirectoryPath(folder) {
            root = nil
        }
        if let tag = params["initializationOptions"]?["lang"]?.string {
            if let language = SpecLanguage(tag: tag) {
                workspace.language = language
            } else {
                queue.send(
                    RPCOutgoing.notification(
                        "window/showMessage",
                        [
                            "type": 2,
                            "message": .string(
                                "rulebook: unknown language \"\(tag)\" in the lang option "
                                    + "(known: \(SpecLanguage.known.map(\.tag).joined(separator: ", "))); "
                                    + "specs that declare none are read in English"),
                        ]))
            }
        }
        isInitialized = true
        watchesFiles =
            params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?[
                "dynamicRegistration"] == true
        return [
            "capabilities": [
                "textDocumentSync": [
                    "openClose": true, "change": 2, "save": ["includeText": false],
                ],
                "completionProvider": ["triggerCharacters": ["|", " ", "(", "#", "="]],
                "hoverProvider": true,
                "codeActionProvider": [
                    "codeActionKinds": .array(Self.codeActionKinds.map { .string($0) })
                ],
                "documentFormattingProvider": true,
                "documentSymbolProvider": true,
                "definitionProvider": true,
            ],
            "serverInfo": ["name": "rulebook", "version": .string(RulebookVersion.current)],
        ]
    }

    /// Asks the client to report changes to spec files on disk, so that a rule file changed
    /// outside the editor is read again (the client may report them unasked too).
    private func watchFiles() {
        guard watchesFiles else { return }
        let watchers: JSONValue = [["globPattern": "**/*.md"], ["globPattern": "**/*.markdown"]]
        queue.send(
            RPCOutgoing.request(
                "client/registerCapability",
                [
                    "registrations": [
                        [
                            "id": "rulebook-spec-files",
                            "method": "workspace/didChangeWatchedFiles",
                            "registerOptions": ["watchers": watchers],
                        ]
                    ]
                ], id: "rulebook-watch"))
    }

    /// Reads again the specs changed on disk that are not open (an open document's text
    /// wins over its file), and marks the documents that link into them.
    private func filesChanged(_ params: JSONValue) {
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, documents[uri] == nil,
                let path = specPath(of: uri)
            else { continue }
            markStale(workspace.setText(nil, of: path))
        }
    }

    private func notify(_ method: String, _ params: JSONValue) {
        switch method {
        case "initialized": return watchFiles()
        case "workspace/didChangeWatchedFiles": return filesChanged(params)
        default: break
        }
        let document = params["textDocument"]
        guard let uri = document?["uri"]?.string else { return }
        switch method {
        case "textDocument/didOpen":
            guard let text = document?["text"]?.string else { return }
            let opened = TextDocument(uri: uri, version: document?["version"]?.int ?? 0, text: text)
            documents[uri] = opened
            changed(uri)
        case "textDocument/didChange":
            guard var changing = documents[uri] else { return }
            let version = document?["version"]?.int ?? changing.version
            let changes = params["contentChanges"]?.array ?? []
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                changing.apply(text, in: Self.range(change["range"]), version: version)
            }
            documents[uri] = changing
            // One change within one line: the workspace may read that line's table alone.
            if changes.count == 1, let range = Self.range(changes[0]["range"]),
                range.0.line == range.1.line,
                changes[0]["text"]?.string?.contains(where: \.isNewline) == false,
                let line = changing.line(range.0.line)
            {
                changed(uri, editedLine: (range.0.line + 1, String(line)))
            } else {
                changed(uri)
            }
        case "textDocument/didClose":
            guard documents.removeValue(forKey: uri) != nil else { return }
            if let path = specPath(of: uri) {
                markStale(workspace.setText(nil, of: path))
                queue.send(
                    RPCOutgoing.notification(
                        "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
                )
            }
        default:
            return
        }
    }

    /// Records an open document's new text and marks the documents it may change.
    private func changed(_ uri: String, editedLine: (number: Int, content: String)? = nil) {
        guard let document = documents[uri], let path = specPath(of: uri) else { return }
        markStale(workspace.setText(document.text, of: path, editedLine: editedLine))
    }

    private func markStale(_ paths: [String]) {
        let wanted = Set(paths)
        for uri in documents.keys where specPath(of: uri).map(wanted.contains) == true {
            stale.insert(uri)
        }
    }

    /// Publishes the diagnostics of every stale open document, stopping as soon as a message
    /// arrives, between tables (the rest wait for the next pause).
    private func publishStale() {
        let queue = self.queue
        workspace.isStopped = { queue.hasWaiting }
        defer { workspace.isStopped = { false } }
        while let uri = stale.first, !queue.hasWaiting {
            guard let document = documents[uri], let path = specPath(of: uri) else {
                stale.remove(uri)
                continue
            }
            guard let result = workspace.result(path) else {
                // Stopped for a message, or no spec at all: the file's gone.
                if !queue.hasWaiting { stale.remove(uri) }
                continue
            }
            stale.remove(uri)
            publish(document, result)
        }
    }

    private func publish(_ document: TextDocument, _ result: SpecResult) {
        let diagnostics = SpecDiagnostics.of(result, lines: document.textLines)
        queue.send(
            RPCOutgoing.notification(
                "textDocument/publishDiagnostics",
                [
                    "uri": .string(document.uri), "version": .int(document.version),
                    "diagnostics": .array(diagnostics),
                ]))
    }

    // MARK: - Paths and positions

    /// The spec path of a Markdown document's URI: relative to the root when inside it;
    /// `nil` for a document that is not a Markdown file.
    func specPath(of uri: String) -> String? {
        guard let path = Self.filePath(of: uri),
            path.hasSuffix(".md") || path.hasSuffix(".markdown")
        else { return nil }
        if let root, Paths.isInside(path, folder: root) {
            return String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        }
        return path
    }

    /// The URI of a spec path: the open document's, else a `file:` URI.
    func uri(of path: String) -> String {
        if let open = documents.keys.first(where: { specPath(of: $0) == path }) { return open }
        let absolute =
            path.hasPrefix("/")
            ? path : Paths.join(root ?? FileManager.default.currentDirectoryPath, path)
        return URL(fileURLWithPath: absolute).absoluteString
    }

    /// The absolute, normalized path of a `file:` URI.
    static func filePath(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = Paths.normalize(url.path)
        return path.hasPrefix("/") ? path : nil
    }

    /// A protocol range as two positions; `nil` for a missing or malformed range.
    static func range(_ value: JSONValue?) -> (TextDocument.Position, TextDocument.Position)? {
        guard let value, let start = position(value["start"]), let end = position(value["end"])
        else { return nil }
        return (start, end)
    }

    static func position(_ value: JSONValue?) -> TextDocument.Position? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int,
            line >= 0, character >= 0
        else { return nil }
        return TextDocument.Position(line: line, character: character)
    }

    /// The open document and position a request names.
    func target(_ params: JSONValue) throws(RPCError) -> (
        document: TextDocument, path: String, position: TextDocument.Position
    ) {
        let (document, path) = try openDocument(params)
        guard let position = Self.position(params["position"]) else {
            throw RPCError(.invalidParams, "the request needs a position")
        }
        return (document, path, position)
    }

    /// The open Markdown document a request names.
    func openDocument(_ params: JSONValue) throws(RPCError) -> (TextDocument, String) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw RPCError(.invalidParams, "the request needs textDocument.uri")
        }
        guard let document = documents[uri], let path = specPath(of: uri) else {
            throw RPCError(.invalidParams, "\(uri) is not an open Markdown document")
        }
        return (document, path)
    }
}
