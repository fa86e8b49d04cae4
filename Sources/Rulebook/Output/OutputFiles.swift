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
        let temporary = try createTemporary(for: path)
        // Written straight from the string's own bytes: a page is not copied to be written.
        var contents = contents
        var failure = contents.withUTF8 { bytes in
            writeAll(UnsafeRawBufferPointer(bytes), to: temporary.descriptor)
        }
        if close(temporary.descriptor) != 0, failure == nil {
            failure = "cannot write the temporary file (\(errorText()))"
        }
        if let failure {
            unlink(temporary.path)
            throw Diagnostic(.output, path: path, reason: failure)
        }
        return temporary.path
    }

    /// Creates a new temporary file next to `path`, open for writing.
    static func createTemporary(for path: String) throws(Diagnostic) -> (
        path: String, descriptor: Int32
    ) {
        let temporary = Paths.join(
            Paths.folder(of: path), ".\(Paths.fileName(of: path)).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Diagnostic(
                .output, path: path,
                reason: "cannot create a temporary file next to it (\(errorText()))")
        }
        return (temporary, descriptor)
    }

    /// Writes every byte to `descriptor`; the problem, if one stops it.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
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
        let file = StagedFile(target: path)
        file.write(contents)
        if let temporary = try file.finish() {
            try commit(temporary, to: path)
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
}
