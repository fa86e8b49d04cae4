import Foundation

/// The `rulebook coverage --json` file: the coverage with a kind, so that `rulebook merge`
/// tells it from a results file.
package struct CoverageDocument: Codable, Equatable {
    /// Always `rulebook coverage`.
    package let kind: String
    package let coverage: CoverageResult

    package static let kindName = "rulebook coverage"

    package init(_ coverage: CoverageResult) {
        kind = Self.kindName
        self.coverage = coverage
    }
}

/// Reads and writes coverage files.
package enum CoverageFile {
    /// The document as JSON text: keys sorted and indented, so the same run gives the same
    /// bytes.
    package static func json(_ coverage: CoverageResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(CoverageDocument(coverage)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Writes the coverage to `path` atomically, refusing a spec's place.
    package static func write(
        _ coverage: CoverageResult, to path: String, inputs: [String]
    ) throws(Diagnostic) {
        try ResultsFile.checkDestination(path, inputs: inputs)
        try OutputFiles.writeAtomically(json(coverage), to: path)
    }

    /// Whether the file at `path` is a coverage file (rather than a results file).
    package static func isCoverage(_ path: String) -> Bool {
        struct Kind: Decodable { let kind: String? }
        guard let data = FileManager.default.contents(atPath: path),
            let kind = try? JSONDecoder().decode(Kind.self, from: data)
        else { return false }
        return kind.kind == CoverageDocument.kindName
    }

    /// Reads a coverage file; the error says which file and why.
    package static func read(_ path: String) throws(Diagnostic) -> CoverageResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.results, "\(path): the file cannot be read")
        }
        guard let document = try? JSONDecoder().decode(CoverageDocument.self, from: data),
            document.kind == CoverageDocument.kindName
        else {
            throw Diagnostic(.results, "\(path): not a rulebook coverage file")
        }
        return document.coverage
    }
}
