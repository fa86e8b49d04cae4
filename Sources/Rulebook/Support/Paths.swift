/// Pure arithmetic on `/`-separated paths, with no file system access: the one place that
/// splits, joins, folds and relates paths, for spec files, their links and the report's files.
///
/// `package`, so that the spec, run and report code can share it from any target.
package enum Paths {
    /// Folds `.` and `..` segments and repeated slashes: `spec/./a/../b.md` -> `spec/b.md`.
    /// A `..` that climbs above a relative path's start stays; above the root it is dropped.
    package static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// Whether `normalize` would return `path` as it is: no empty, `.` or `..` component and
    /// no slash at the end (checked byte by byte, as most paths are normal).
    private static func isNormal(_ path: String) -> Bool {
        var componentStart = true
        var dots = 0
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // An empty component (`//`, but not a leading `/`) or a `.`/`..` one.
                if (componentStart && previous == UInt8(ascii: "/")) || (dots > 0 && dots <= 2) {
                    return false
                }
                componentStart = true
                dots = 0
            } else if byte == UInt8(ascii: ".") && (componentStart || dots > 0) {
                dots += 1
                componentStart = false
            } else {
                componentStart = false
                dots = -1
            }
            previous = byte
        }
        return !path.isEmpty && previous != UInt8(ascii: "/") && !(dots > 0 && dots <= 2)
    }

    /// The last component of a path (`spec/a.md` -> `a.md`).
    package static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder part of `path` (`a/b.html` -> `a`, `b.html` -> empty, `/b` -> `/`);
    /// trailing slashes are ignored (`a/b/` -> `a`).
    package static func folder(of path: String) -> String {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        // Trailing slashes are not the end of the folder's name (but `/` stays `/`).
        while bytes.distance(from: bytes.startIndex, to: end) > 1,
            bytes[bytes.index(before: end)] == slash
        {
            end = bytes.index(before: end)
        }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        return last == bytes.startIndex ? "/" : String(path[..<last])
    }

    /// `name` inside `folder` (`site` + `a.html` -> `site/a.html`); just `name` when `folder`
    /// is empty.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path of `file`, written relative to the folder of the file at `from`, normalized
    /// (`../b.md` from `spec/sub/a.md` -> `spec/b.md`).
    package static func resolve(_ file: String, from: String) -> String {
        normalize(join(folder(of: from), file))
    }

    /// The path from the file at `from` to the file at `to`, both relative to the same root
    /// (`sub/a.html` -> `b.html` is `../b.html`).
    package static func relative(from: String, to: String) -> String {
        // Two files of the top folder: the target's name as it is.
        if !from.utf8.contains(UInt8(ascii: "/")) && !to.utf8.contains(UInt8(ascii: "/")) {
            return to
        }
        let fromFolder = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/")
        let targetFolder = target.dropLast()
        let shared = zip(fromFolder, targetFolder).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: fromFolder.count - shared)
        return (ups + target.dropFirst(shared).map(String.init)).joined(separator: "/")
    }

    /// Whether `path` lies strictly inside `folder` (both normalized or canonical).
    package static func isInside(_ path: String, folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) && path != folder
    }
}
