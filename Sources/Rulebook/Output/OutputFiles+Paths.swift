import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path, and its canonical form.
extension OutputFiles {
    /// The absolute form of `path` with `.`, `..` and symbolic links resolved, as far as
    /// the path exists (the missing rest is appended as written).
    package static func canonicalPath(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = Paths.normalize(absolute)
        var missing: [String] = []
        while existing != "/" && !existing.isEmpty && entry(at: existing) == .none {
            missing.insert(Paths.fileName(of: existing), at: 0)
            existing = Paths.folder(of: existing)
        }
        var resolved = existing.isEmpty ? "/" : existing
        if let real = realpath(resolved, nil) {
            resolved = String(cString: real)
            free(real)
        }
        return missing.reduce(resolved) { Paths.join($0, $1) }
    }

    /// Whether the folder holding `target` is `folder` or inside it once symbolic links are
    /// resolved (so a linked subfolder cannot lead a write or a removal elsewhere).
    static func staysInside(_ target: String, folder: String) -> Bool {
        let base = canonicalPath(folder)
        let holder = canonicalPath(Paths.folder(of: target))
        return holder == base || Paths.isInside(holder, folder: base)
    }

    package static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .special("a FIFO")
        case S_IFSOCK: return .special("a socket")
        default: return .special("a device")
        }
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
