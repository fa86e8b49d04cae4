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
///
/// Only regular files are replaced: a symbolic link, a device, a FIFO or a folder in the way
/// is refused, never replaced or written through. Writes hold off SIGINT and SIGTERM (see
/// `InterruptDeferral`) and a site folder is locked while it is written, so an interrupted
/// run or two runs at once never leave a torn or mixed report.
package enum OutputFiles {
    /// What is at a path, without following a final symbolic link.
    package enum Entry: Equatable {
        case none
        case file
        case folder
        case symbolicLink
        /// A device, FIFO or socket, named in messages.
        case special(String)
    }

    // MARK: Single files

    /// Writes `contents` to a temporary file next to `path`, then renames it over `path`.
    package static func writeAtomically(_ contents: String, to path: String) throws(Diagnostic) {
        try InterruptDeferral.run { () throws(Diagnostic) in
            try refuseUnwritable(path)
            try makeFolder(Paths.folder(of: path), for: path)
            let temporary = try stage(contents, for: path)
            if InterruptDeferral.isInterrupted {
                unlink(temporary)
                try refuseIfInterrupted(path)
            }
            try commit(temporary, to: path)
        }
    }

    /// Throws unless `path` is free or a regular file, so that a write replaces nothing else.
    package static func refuseUnwritable(_ path: String) throws(Diagnostic) {
        switch entry(at: path) {
        case .none, .file:
            return
        case .folder:
            throw Diagnostic(.output, path: path, reason: "is a folder; give a file name")
        case .symbolicLink:
            throw Diagnostic(
                .output, path: path,
                reason:
                    "is a symbolic link; rulebook does not write through links, give the real path"
            )
        case .special(let kind):
            throw Diagnostic(.output, path: path, reason: "is \(kind), not a regular file")
        }
    }

    /// Writes `contents` to a new temporary file next to `path` and returns its path.
    static func stage(_ contents: String, for path: String) throws(Diagnostic) -> String {
        let temporary = Paths.join(
            Paths.folder(of: path), ".\(Paths.fileName(of: path)).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Diagnostic(
                .output, path: path,
                reason: "cannot create a temporary file next to it (\(errorText()))")
        }
        // Written straight from the string's own bytes: a page is not copied to be written.
        var contents = contents
        var failure: String? = contents.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let start = bytes.baseAddress {
                let written = write(descriptor, start + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    return "cannot write the temporary file (\(errorText()))"
                }
            }
            return nil
        }
        if close(descriptor) != 0, failure == nil {
            failure = "cannot write the temporary file (\(errorText()))"
        }
        if let failure {
            unlink(temporary)
            throw Diagnostic(.output, path: path, reason: failure)
        }
        return temporary
    }

    /// Throws when SIGINT or SIGTERM arrived: the run stops before replacing `path`.
    static func refuseIfInterrupted(_ path: String) throws(Diagnostic) {
        if InterruptDeferral.isInterrupted {
            throw Diagnostic(.output, path: path, reason: "not written: the run was interrupted")
        }
    }

    /// Renames a staged file over `path` (removing it when that fails).
    static func commit(_ temporary: String, to path: String) throws(Diagnostic) {
        if rename(temporary, path) != 0 {
            let reason = "cannot rename the temporary file into place (\(errorText()))"
            unlink(temporary)
            throw Diagnostic(.output, path: path, reason: reason)
        }
    }

    /// Stages and commits `contents` unless the file already holds exactly these bytes.
    static func replace(_ path: String, with contents: String) throws(Diagnostic) {
        if !holds(contents, at: path) {
            try commit(try stage(contents, for: path), to: path)
        }
    }

    /// Whether `path` is a regular file that already holds exactly these bytes (so an
    /// unchanged report keeps its modification time). A file of another size is not read;
    /// one of the same size is compared in one `memcmp`.
    static func holds(_ contents: String, at path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            Int(info.st_size) == contents.utf8.count,
            let data = FileManager.default.contents(atPath: path)
        else { return false }
        var contents = contents
        return contents.withUTF8 { new in
            data.withUnsafeBytes { old in
                guard new.count == old.count else { return false }
                guard let newBytes = new.baseAddress, let oldBytes = old.baseAddress else {
                    return true
                }
                return memcmp(newBytes, oldBytes, new.count) == 0
            }
        }
    }

    /// Creates `folder` and its parents if needed; `target` names the file being written.
    static func makeFolder(_ folder: String, for target: String) throws(Diagnostic) {
        guard !folder.isEmpty else { return }
        switch entry(at: folder) {
        case .folder:
            return
        case .none:
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw Diagnostic(
                    .output, path: folder, reason: "cannot create the folder for \(target)")
            }
        case .file, .symbolicLink, .special:
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
                isFolder.boolValue
            {
                return  // a link to a folder above the output
            }
            throw Diagnostic(
                .output, path: folder, reason: "is not a folder, so \(target) cannot go in it")
        }
    }

    // MARK: Sites

    /// Writes a set of files (paths relative to `folder`) as one report site.
    ///
    /// Refuses what `checkSite` refuses. Locks the folder against another run, stages every
    /// changed file under a temporary name, then records the new files in the manifest,
    /// renames the staged files into place, removes the files of an earlier run that are no
    /// longer produced, and never removes a folder or a file it did not write.
    package static func writeSite(
        _ files: [(path: String, contents: String)], to folder: String, inputs: [String]
    ) throws(Diagnostic) {
        try InterruptDeferral.run { () throws(Diagnostic) in
            try refuseInputs(output: folder, inputs: inputs)
            try refuseSiteFolder(folder)
            try makeFolder(folder, for: "the report")
            let lock = try FolderLock(folder)
            defer { lock.release() }
            let owned = try checkSite(files.map(\.path), in: folder)
            var staged: [(temporary: String, target: String)] = []
            defer {
                for file in staged { unlink(file.temporary) }
            }
            for file in files {
                let target = Paths.join(folder, file.path)
                guard !holds(file.contents, at: target) else { continue }
                try makeFolder(Paths.folder(of: target), for: target)
                staged.append((try stage(file.contents, for: target), target))
            }
            try refuseIfInterrupted(folder)
            // From here on the site is replaced as a whole, even if a signal comes.
            let manifestPath = Paths.join(folder, SiteManifest.fileName)
            let newSet = Set(files.map(\.path))
            try replace(manifestPath, with: SiteManifest.render(Set(owned).union(newSet)))
            for file in staged {
                try commit(file.temporary, to: file.target)
            }
            staged = []
            for name in owned where !newSet.contains(name) && SiteManifest.isSafe(name) {
                let target = Paths.join(folder, name)
                if staysInside(target, folder: folder), entry(at: target) == .file {
                    unlink(target)
                }
            }
            try replace(manifestPath, with: SiteManifest.render(newSet))
        }
    }

    /// Throws unless `folder` is free or a real folder (not a link, file or device).
    package static func refuseSiteFolder(_ folder: String) throws(Diagnostic) {
        switch entry(at: folder) {
        case .none, .folder:
            return
        case .file:
            throw Diagnostic(
                .output, path: folder, reason: "is a file; the HTML report needs a folder")
        case .symbolicLink:
            throw Diagnostic(
                .output, path: folder,
                reason:
                    "is a symbolic link; rulebook does not write through links, give the real folder"
            )
        case .special(let kind):
            throw Diagnostic(.output, path: folder, reason: "is \(kind), not a folder")
        }
    }

    /// Checks that every file of a site may be written into `folder` and returns the names
    /// the folder's manifest lists. Throws for a name that is not a plain relative path,
    /// leads outside the folder, or is taken by a folder, a link, a device or a file that
    /// the manifest does not list.
    package static func checkSite(_ names: [String], in folder: String) throws(Diagnostic)
        -> [String]
    {
        let owned = try SiteManifest.read(at: Paths.join(folder, SiteManifest.fileName))
        let ownedSet = Set(owned)
        for name in names {
            guard SiteManifest.isSafe(name) else {
                throw Diagnostic(
                    .output, path: Paths.join(folder, name), reason: "is not a plain relative path")
            }
            let target = Paths.join(folder, name)
            guard staysInside(target, folder: folder) else {
                throw Diagnostic(
                    .output, path: target, reason: "leads outside \(folder) through a symbolic link"
                )
            }
            switch entry(at: target) {
            case .none:
                continue
            case .folder:
                throw Diagnostic(
                    .output, path: target, reason: "is a folder, so the report page cannot go there"
                )
            case .symbolicLink, .special:
                try refuseUnwritable(target)
            case .file:
                if !ownedSet.contains(name) {
                    throw Diagnostic(
                        .output, path: target,
                        reason:
                            "exists and was not written by rulebook (it is not listed in \(SiteManifest.fileName)); move it away or choose another folder"
                    )
                }
            }
        }
        return owned
    }

    /// Throws when `output` is one of the inputs, lies inside an input folder, or is the
    /// folder of an input file.
    package static func refuseInputs(output: String, inputs: [String]) throws(Diagnostic) {
        let resolvedOutput = canonicalPath(output)
        for input in inputs {
            let resolvedInput = canonicalPath(input)
            if entry(at: resolvedInput) == .file, resolvedOutput == Paths.folder(of: resolvedInput)
            {
                throw Diagnostic(
                    .output, path: output,
                    reason:
                        "holds the input \(input); write the report to a folder of its own (e.g. site/)"
                )
            }
            if resolvedOutput == resolvedInput {
                throw Diagnostic(
                    .output, path: output,
                    reason: "is an input of this run (\(input)); write the report somewhere else")
            }
            if Paths.isInside(resolvedOutput, folder: resolvedInput) {
                throw Diagnostic(
                    .output, path: output,
                    reason:
                        "is inside the input folder \(input); write the report outside the specs (e.g. site/)"
                )
            }
        }
    }

    // MARK: Paths

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

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
