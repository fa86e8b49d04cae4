#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a folder, so that two runs writing one site take turns instead
/// of mixing their pages and manifests. Released by `release()` or when the process ends.
struct FolderLock {
    private let descriptor: Int32

    /// Waits until no other run holds the folder.
    init(_ folder: String) throws(Diagnostic) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Diagnostic(.output, path: folder, reason: "cannot be opened to lock it")
        }
        var result: Int32
        repeat {
            result = flock(descriptor, LOCK_EX)
        } while result != 0 && errno == EINTR
        guard result == 0 else {
            close(descriptor)
            throw Diagnostic(.output, path: folder, reason: "cannot be locked against another run")
        }
        self.descriptor = descriptor
    }

    func release() {
        close(descriptor)
    }
}
