import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes report files so that nothing is lost: every file goes to a temporary name in its
/// folder and is renamed into place, and a site folder keeps a manifest of the files rulebook
/// wrote there, so that it replaces or removes only those.
enum OutputFiles {
    /// What is at a path, without following a final symbolic link.
    enum Entry: Equatable {
        case none
        case file
        case folder
        /// A symbolic link, socket, device...
        case other
    }

    // MARK: Single files

    /// Writes `contents` to a temporary file next to `path`, then renames it over `path`.
    static func writeAtomically(_ contents: String, to path: String) throws(OutputError) {
        if entry(at: path) == .folder {
            throw OutputError(path: path, reason: "is a folder; give a file name")
        }
        let folder = parent(of: path)
        try makeFolder(folder, for: path)
        let temporary = join(folder, ".\(SpecPath.fileName(of: path)).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(
                path: path, reason: "cannot create a temporary file next to it (\(errorText()))")
        }
        var failure: String?
        var bytes = Array(contents.utf8)[...]
        while failure == nil, !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno != EINTR {
                failure = "cannot write the temporary file (\(errorText()))"
            }
        }
        if close(descriptor) != 0, failure == nil {
            failure = "cannot write the temporary file (\(errorText()))"
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = "cannot rename the temporary file into place (\(errorText()))"
        }
        if let failure {
            unlink(temporary)
            throw OutputError(path: path, reason: failure)
        }
    }

    /// Writes `contents` unless the file already holds exactly these bytes (so an unchanged
    /// report keeps its modification time).
    static func writeIfChanged(_ contents: String, to path: String) throws(OutputError) {
        if entry(at: path) == .file, let data = FileManager.default.contents(atPath: path),
            data.elementsEqual(contents.utf8)
        {
            return
        }
        try writeAtomically(contents, to: path)
    }

    /// Creates `folder` and its parents if needed; `target` names the file being written.
    static func makeFolder(_ folder: String, for target: String) throws(OutputError) {
        guard !folder.isEmpty else { return }
        switch entry(at: folder) {
        case .folder:
            return
        case .none:
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OutputError(path: folder, reason: "cannot create the folder for \(target)")
            }
        case .file, .other:
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
                isFolder.boolValue
            {
                return  // a link to a folder
            }
            throw OutputError(path: folder, reason: "is not a folder, so \(target) cannot go in it")
        }
    }

    // MARK: Sites

    /// Writes a set of files (paths relative to `folder`) as one report site.
    ///
    /// Refuses a folder equal to or inside one of `inputs`, and any existing file in the way
    /// that the manifest does not list. Records the new files in the manifest before writing
    /// them, removes the files of an earlier run that are no longer produced, and never
    /// removes a folder or a file it did not write.
    static func writeSite(
        _ files: [(path: String, contents: String)], to folder: String, inputs: [String]
    ) throws(OutputError) {
        try refuseInputs(output: folder, inputs: inputs)
        try makeFolder(folder, for: "the report")
        let manifestPath = join(folder, SiteManifest.fileName)
        let owned = try SiteManifest.read(at: manifestPath)
        let ownedSet = Set(owned)
        let names = files.map(\.path)

        for name in names {
            guard SiteManifest.isSafe(name) else {
                throw OutputError(path: join(folder, name), reason: "is not a plain relative path")
            }
            let target = join(folder, name)
            guard staysInside(target, folder: folder) else {
                throw OutputError(
                    path: target, reason: "leads outside \(folder) through a symbolic link")
            }
            switch entry(at: target) {
            case .none:
                continue
            case .folder:
                throw OutputError(
                    path: target, reason: "is a folder, so the report page cannot go there")
            case .file, .other:
                if !ownedSet.contains(name) {
                    throw OutputError(
                        path: target,
                        reason:
                            "exists and was not written by rulebook (it is not listed in \(SiteManifest.fileName)); move it away or choose another folder"
                    )
                }
            }
        }

        let newSet = Set(names)
        try writeIfChanged(SiteManifest.render(ownedSet.union(newSet)), to: manifestPath)
        for file in files {
            let target = join(folder, file.path)
            try makeFolder(parent(of: target), for: target)
            try writeIfChanged(file.contents, to: target)
        }
        for name in owned where !newSet.contains(name) && SiteManifest.isSafe(name) {
            let target = join(folder, name)
            guard staysInside(target, folder: folder) else { continue }
            let kind = entry(at: target)
            if kind == .file || kind == .other {
                unlink(target)
            }
        }
        try writeIfChanged(SiteManifest.render(newSet), to: manifestPath)
    }

    /// Throws when `output` is one of the inputs, lies inside an input folder, or is the
    /// folder of an input file.
    static func refuseInputs(output: String, inputs: [String]) throws(OutputError) {
        let resolvedOutput = canonicalPath(output)
        for input in inputs {
            let resolvedInput = canonicalPath(input)
            if entry(at: resolvedInput) == .file, resolvedOutput == parent(of: resolvedInput) {
                throw OutputError(
                    path: output,
                    reason:
                        "holds the input \(input); write the report to a folder of its own (e.g. site/)"
                )
            }
            if resolvedOutput == resolvedInput {
                throw OutputError(
                    path: output,
                    reason: "is an input of this run (\(input)); write the report somewhere else")
            }
            if isInside(resolvedOutput, folder: resolvedInput) {
                throw OutputError(
                    path: output,
                    reason:
                        "is inside the input folder \(input); write the report outside the specs (e.g. site/)"
                )
            }
        }
    }

    // MARK: Paths

    /// The absolute form of `path` with `.`, `..` and symbolic links resolved, as far as
    /// the path exists (the missing rest is appended as written).
    static func canonicalPath(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = SpecPath.normalize(absolute)
        var missing: [String] = []
        while existing != "/" && !existing.isEmpty && entry(at: existing) == .none {
            missing.insert(SpecPath.fileName(of: existing), at: 0)
            existing = parent(of: existing)
        }
        var resolved = existing.isEmpty ? "/" : existing
        if let real = realpath(resolved, nil) {
            resolved = String(cString: real)
            free(real)
        }
        return missing.reduce(resolved) { join($0, $1) }
    }

    /// Whether the folder holding `target` is `folder` or inside it once symbolic links are
    /// resolved (so a linked subfolder cannot lead a write or a removal elsewhere).
    static func staysInside(_ target: String, folder: String) -> Bool {
        let base = canonicalPath(folder)
        let holder = canonicalPath(parent(of: target))
        return holder == base || isInside(holder, folder: base)
    }

    /// Whether `path` lies strictly inside `folder` (both canonical).
    static func isInside(_ path: String, folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) && path != folder
    }

    static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder part of `path` (`a/b.html` -> `a`, `b.html` -> empty, `/b` -> `/`).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// The list of files rulebook wrote into a site folder (`.rulebook-site`), one relative path
/// per line after a comment line that marks the file as rulebook's.
enum SiteManifest {
    static let fileName = ".rulebook-site"
    static let header =
        "# rulebook: the files it wrote in this folder; it replaces or removes only these."

    /// The listed paths; empty when there is no manifest. Throws when a file of that name
    /// exists but is not rulebook's.
    static func read(at path: String) throws(OutputError) -> [String] {
        switch OutputFiles.entry(at: path) {
        case .none:
            return []
        case .folder, .other:
            throw OutputError(path: path, reason: "is not a file written by rulebook")
        case .file:
            break
        }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw OutputError(path: path, reason: "cannot be read")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.hasPrefix("# rulebook") else {
            throw OutputError(
                path: path, reason: "exists but was not written by rulebook; move it away")
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
