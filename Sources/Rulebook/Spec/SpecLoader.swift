import Foundation

/// Finds and reads spec files: a path is a Markdown file, or a folder searched recursively
/// for `*.md` files (in path order).
public enum SpecLoader {
    /// A path that cannot be read.
    public struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Reads every spec under the given paths, each once, in the order given.
    public static func load(_ paths: [String]) throws(LoadError) -> [Spec] {
        try load(files: files(paths))
    }

    /// The spec files under the given paths, each once, in the order `load` reads them.
    public static func files(_ paths: [String]) throws(LoadError) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for path in paths {
            for file in try markdownFiles(at: path)
            where seen.insert(SpecPath.normalize(file)).inserted {
                files.append(file)
            }
        }
        return files
    }

    /// Reads and parses the given spec files, on every core; the specs keep the files' order.
    public static func load(files: [String]) throws(LoadError) -> [Spec] {
        let loaded = ParallelMap.map(files) { file in
            Result { () throws(LoadError) in Spec(path: file, text: try read(file)) }
        }
        return try loaded.map { result throws(LoadError) in try result.get() }
    }

    /// The spec at a path, or `nil` when there is no readable file there.
    public static func loadIfPresent(_ path: String) -> Spec? {
        guard let text = try? read(path) else { return nil }
        return Spec(path: path, text: text)
    }

    /// The `*.md` files at a path: the path itself, or the regular files below a folder,
    /// leaving out hidden files and folders (`.build`, `.git`). Linked folders are not
    /// followed.
    static func markdownFiles(at path: String) throws(LoadError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LoadError(path: path, reason: "no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw LoadError(path: path, reason: "the folder cannot be read")
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if SpecPath.fileName(of: relative).hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let file = prefix + relative
            guard relative.lowercased().hasSuffix(".md"),
                FileManager.default.fileExists(atPath: file, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files.append(file)
        }
        return files.sorted()
    }

    static func read(_ path: String) throws(LoadError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(path: path, reason: "the file cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LoadError(path: path, reason: "the file is not UTF-8 text")
        }
        return text
    }
}
