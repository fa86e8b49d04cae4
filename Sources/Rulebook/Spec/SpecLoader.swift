import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and reads spec files: a path is a Markdown file, or a folder searched recursively
/// for `*.md` files (in path order).
///
/// Linked files and folders are followed, each folder once (so a link back up cannot loop),
/// and a file reached by two spellings or links is read once. A file that cannot be read or
/// is not UTF-8 becomes a spec with that problem (see `Spec(path:unreadable:)`): the other
/// files still run.
public enum SpecLoader {
    /// Reads every spec under the given paths, each file once, in the order given.
    public static func load(_ paths: [String]) throws(Diagnostic) -> [Spec] {
        try load(files: files(paths))
    }

    /// The spec files under the given paths, each once (by real path), in the order `load`
    /// reads them. A folder that cannot be searched is listed too: reading it gives a spec
    /// with that problem.
    package static func files(_ paths: [String]) throws(Diagnostic) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for path in paths {
            for found in try markdownFiles(at: path)
            where seen.insert(realPath(found.path) ?? Paths.normalize(found.path)).inserted {
                files.append(found.path)
            }
        }
        return files
    }

    /// Reads and parses the given spec files, on every core; the specs keep the files' order.
    /// A file that cannot be read, or is not UTF-8, becomes a spec with that problem.
    public static func load(files: [String]) -> [Spec] {
        ParallelMap.map(files) { load(file: $0) }
    }

    /// Reads and parses one spec file; a file that cannot be read, or is not UTF-8, becomes a
    /// spec with that problem. `fencesOnEveryCore` as in `Spec(path:text:fencesOnEveryCore:)`.
    package static func load(file: String, fencesOnEveryCore: Bool = true) -> Spec {
        load(file: file, named: file, fencesOnEveryCore: fencesOnEveryCore)
    }

    /// Reads and parses one spec file as `load(file:fencesOnEveryCore:)` does, naming the spec
    /// (and its problems) `path`: its name under a `SpecRoot`.
    package static func load(
        file: String, named path: String, fencesOnEveryCore: Bool = true
    ) -> Spec {
        switch readText(file) {
        case .success(let text):
            return Spec(path: path, text: text, fencesOnEveryCore: fencesOnEveryCore)
        case .failure(var problem):
            problem.location?.file = path
            return Spec(path: path, unreadable: problem)
        }
    }

    /// The spec at a path, or `nil` when there is no readable UTF-8 file there.
    package static func loadIfPresent(_ path: String) -> Spec? {
        guard case .success(let text) = readText(path) else { return nil }
        return Spec(path: path, text: text)
    }

    /// A file found under a path, or a folder that could not be searched.
    struct Found: Equatable {
        let path: String
        var problem: Diagnostic?
    }

    /// The `*.md` files at a path: the path itself, or the files below a folder (following
    /// links, each folder once), leaving out hidden files and folders (`.build`, `.git`).
    static func markdownFiles(at path: String) throws(Diagnostic) -> [Found] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var linkInfo = stat()
            let reason =
                lstat(path, &linkInfo) == 0
                ? "is a symbolic link to nothing" : "no such file or folder"
            throw Diagnostic(.file, path: path, reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [Found(path: path)] }
        var visited: Set<String> = []
        var found: [Found] = []
        search(path, visited: &visited, into: &found)
        return found.sorted { $0.path < $1.path }
    }

    private static func search(
        _ folder: String, visited: inout Set<String>, into found: inout [Found]
    ) {
        guard visited.insert(realPath(folder) ?? Paths.normalize(folder)).inserted else {
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            found.append(
                Found(
                    path: folder,
                    problem: Diagnostic(
                        .file, at: FileLocation(file: folder, line: 1), "the folder cannot be read")
                )
            )
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            let isMarkdown = name.lowercased().hasSuffix(".md")
            var info = stat()
            guard stat(path, &info) == 0 else {
                if isMarkdown {
                    found.append(
                        Found(
                            path: path,
                            problem: Diagnostic(
                                .file, at: FileLocation(file: path, line: 1),
                                "is a symbolic link to nothing")))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: search(path, visited: &visited, into: &found)
            case S_IFREG where isMarkdown: found.append(Found(path: path))
            default: continue
            }
        }
    }

    /// The absolute path with every link resolved, or `nil` when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file's text, or why it cannot be used: it cannot be read, or it is not UTF-8.
    static func readText(_ path: String) -> Result<String, Diagnostic> {
        do {
            return decode(try readBytes(path), path: path)
        } catch {
            return .failure(error)
        }
    }

    /// The bytes as text, or the offset and line of the first byte that is not UTF-8.
    static func decode(_ bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
        guard let offset = firstInvalidUTF8(bytes) else {
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        let line = bytes.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return .failure(
            Diagnostic(
                .file, at: FileLocation(file: path, line: line),
                "the file is not UTF-8 text: the byte at offset \(offset) (0x\(byte.count == 1 ? "0" : "")\(byte)) is not valid UTF-8; save the file as UTF-8"
            ))
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC
    /// 3629: no overlong forms, no surrogates, nothing past U+10FFFF), or `nil` when every
    /// byte is part of one. ASCII is skipped eight bytes at a time.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                /// The length of the sequence `lead` starts and the range of its second byte.
                let length: Int
                let second: ClosedRange<UInt8>
                switch lead {
                case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return index
                }
                guard index + length <= count, second.contains(buffer[index + 1]) else {
                    return index
                }
                for continuation in (index + 2)..<(index + length)
                where !(0x80...0xBF).contains(buffer[continuation]) {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    private static func readBytes(_ path: String) throws(Diagnostic) -> [UInt8] {
        // Non-blocking, so that a FIFO named as a spec cannot hang the run.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Diagnostic(
                .file, at: FileLocation(file: path, line: 1),
                "the file cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Diagnostic(.file, at: FileLocation(file: path, line: 1), "is not a regular file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Diagnostic(
                    .file, at: FileLocation(file: path, line: 1),
                    "the file cannot be read (\(String(cString: strerror(errno))))")
            }
            bytes += chunk.prefix(count)
        }
    }
}
