import Foundation

/// The list of files rulebook wrote into a site folder (`.rulebook-site`), one relative path
/// per line after a comment line that marks the file as rulebook's.
package enum SiteManifest {
    package static let fileName = ".rulebook-site"
    static let header =
        "# rulebook: the files it wrote in this folder; it replaces or removes only these."

    /// The listed paths; empty when there is no manifest. Throws when a file of that name
    /// exists but is not rulebook's.
    static func read(at path: String) throws(Diagnostic) -> [String] {
        switch OutputFiles.entry(at: path) {
        case .none:
            return []
        case .folder, .symbolicLink, .special:
            throw Diagnostic(.output, path: path, reason: "is not a file written by rulebook")
        case .file:
            break
        }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw Diagnostic(.output, path: path, reason: "cannot be read")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.hasPrefix("# rulebook") else {
            throw Diagnostic(
                .output, path: path, reason: "exists but was not written by rulebook; move it away")
        }
        return lines.dropFirst().filter { !$0.isEmpty && !$0.hasPrefix("#") }.map(String.init)
    }

    static func render(_ names: Set<String>) -> String {
        ([header] + names.sorted()).joined(separator: "\n") + "\n"
    }

    /// Whether a listed name is a plain relative path that stays inside the folder.
    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0") else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
