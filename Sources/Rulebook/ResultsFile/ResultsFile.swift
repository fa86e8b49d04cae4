import Foundation
import RulebookMarkdown

/// Reads and writes `--json` results files.
package enum ResultsFile {
    /// The document as JSON text: keys sorted and indented, so the same run gives the same
    /// bytes (apart from `durationSeconds`) and files diff well. Written in one pass, in the
    /// layout `JSONEncoder` gives with sorted keys and pretty printing (a fast path,
    /// `Internal/JSONText.swift`); on the reference path (`ReferencePaths`) by
    /// `JSONEncoder` itself.
    package static func json(_ document: ResultsDocument) -> String {
        if ReferencePaths.areOn, let encoded = encoded(document) { return encoded }
        var json = JSONText()
        document.write(to: &json)
        return json.text + "\n"
    }

    /// The document as `JSONEncoder` writes it with sorted keys and pretty printing; `nil`
    /// when it cannot (a number that is not finite).
    private static func encoded(_ document: ResultsDocument) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Writes the document to `path` (through a temporary file renamed into place) after
    /// `checkDestination`.
    package static func write(
        _ document: ResultsDocument, to path: String, inputs: [String]
    ) throws(Diagnostic) {
        try checkDestination(path, inputs: inputs)
        try OutputFiles.writeAtomically(json(document), to: path)
    }

    /// Throws when `path` could hold a spec: an input, a file inside an input folder, or a
    /// Markdown file.
    package static func checkDestination(_ path: String, inputs: [String]) throws(Diagnostic) {
        if path.lowercased().hasSuffix(".md") {
            throw Diagnostic(
                .output, path: path,
                reason: "is a Markdown file name; write JSON results to a .json file")
        }
        try OutputFiles.refuseInputs(output: path, inputs: inputs)
    }

    /// Reads a results file; the error says which file and why.
    package static func read(_ path: String) throws(Diagnostic) -> ResultsDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.results, "\(path): the file cannot be read")
        }
        let document: ResultsDocument
        do {
            document = try JSONDecoder().decode(ResultsDocument.self, from: data)
        } catch let error as DecodingError {
            throw Diagnostic(.results, "\(path): not a rulebook results file (\(reason(error)))")
        } catch {
            throw Diagnostic(.results, "\(path): not a rulebook results file")
        }
        do {
            try document.checkFormat()
        } catch {
            throw Diagnostic(.results, "\(path) \(error.message)")
        }
        return document
    }

    private static func reason(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? "the top level"
                : path.map { $0.intValue.map(String.init) ?? $0.stringValue }
                    .joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context): return "invalid JSON at \(place(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "no \"\(key.stringValue)\" in \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong value at \(place(context.codingPath))"
        @unknown default: return "unreadable"
        }
    }
}
