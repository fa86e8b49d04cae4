import Foundation

/// Reads and rewrites spec files for the authoring commands (`fmt`, `accept`), byte for
/// byte.
package enum SpecFiles {
    /// The spec files at the given paths (files, or folders searched for `*.md`), each once.
    package static func paths(_ paths: [String]) throws(Diagnostic) -> [String] {
        try SpecLoader.files(paths)
    }

    /// The spec at `path`, with its text exactly as the file's bytes (a byte order mark and
    /// line endings included), read as `SpecLoader` reads every spec: a file that is not a
    /// regular file, cannot be read or is not UTF-8 is refused, with the offset of a bad byte.
    package static func read(_ path: String) throws(Diagnostic) -> Spec {
        Spec(path: path, text: try SpecLoader.readText(path).get())
    }

    /// Replaces the file at `path` with `text`: written to a temporary file next to it,
    /// then renamed into place. A symbolic link is followed (the file it leads to is
    /// replaced), and the file keeps its permissions.
    package static func write(_ text: String, to path: String) throws(Diagnostic) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let permissions = try? FileManager.default.attributesOfItem(atPath: target)[
            .posixPermissions]
        try OutputFiles.writeAtomically(text, to: target)
        if let permissions {
            try? FileManager.default.setAttributes(
                [.posixPermissions: permissions], ofItemAtPath: target)
        }
    }
}
