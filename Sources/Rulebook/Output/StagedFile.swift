import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFiles {
    /// A file written in pieces, in order, to replace `target` only if its bytes differ.
    ///
    /// While the pieces match the bytes already in the target (a regular file), nothing is
    /// written, so an unchanged report costs one read and keeps its modification time. At the
    /// first difference a temporary file next to the target is started with the matching
    /// start copied from the target, and every later piece goes there. No piece is kept once
    /// written, so a large page is never held whole. One thread writes a file.
    package final class StagedFile {
        package let target: String
        /// The target, open while every piece so far matched it, and its size.
        private var existing: (descriptor: Int32, size: Int)?
        /// How many bytes matched the target's first bytes.
        private var matchedCount = 0
        private var temporary: (path: String, descriptor: Int32)?
        /// The first problem; the pieces after it are dropped and `finish` throws it.
        private var failure: Diagnostic?
        private var readBuffer: [UInt8] = []

        package init(target: String) {
            self.target = target
            var info = stat()
            guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
            let descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if descriptor >= 0 { existing = (descriptor, Int(info.st_size)) }
        }

        deinit {
            if let existing { close(existing.descriptor) }
            if let temporary {
                close(temporary.descriptor)
                unlink(temporary.path)
            }
        }

        /// Appends the next piece of the file.
        package func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil, !bytes.isEmpty else { return }
            if existing != nil, matchesTarget(bytes) {
                matchedCount += bytes.count
                return
            }
            if temporary == nil { startTemporary() }
            guard failure == nil, let temporary else { return }
            if let problem = OutputFiles.writeAll(bytes, to: temporary.descriptor) {
                fail(problem)
            }
        }

        /// Appends the next piece of the file.
        package func write(_ text: String) {
            var text = text
            text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        }

        /// The temporary file that holds the new bytes, to be renamed over the target, or
        /// `nil` when the target already holds exactly these bytes.
        package func finish() throws(Diagnostic) -> String? {
            if let existing, failure == nil, matchedCount == existing.size {
                close(existing.descriptor)
                self.existing = nil
                return nil
            }
            if temporary == nil { startTemporary() }
            if let temporary {
                if close(temporary.descriptor) != 0 {
                    fail("cannot write the temporary file (\(OutputFiles.errorText()))")
                }
                self.temporary = nil
                if let failure {
                    unlink(temporary.path)
                    throw failure
                }
                return temporary.path
            }
            throw failure ?? Diagnostic(.output, path: target, reason: "cannot be written")
        }

        /// Keeps the first problem.
        private func fail(_ reason: String) {
            if failure == nil { failure = Diagnostic(.output, path: target, reason: reason) }
        }

        /// Whether the target's next bytes are `bytes`, read and compared a buffer at a time
        /// (the buffer is made once, however large the pieces).
        private func matchesTarget(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard let existing, matchedCount + bytes.count <= existing.size else { return false }
            if readBuffer.isEmpty { readBuffer = Array(repeating: 0, count: 1 << 16) }
            return readBuffer.withUnsafeMutableBytes { buffer in
                guard let start = buffer.baseAddress, let new = bytes.baseAddress else {
                    return false
                }
                var compared = 0
                while compared < bytes.count {
                    let wanted = min(buffer.count, bytes.count - compared)
                    var filled = 0
                    while filled < wanted {
                        let count = read(existing.descriptor, start + filled, wanted - filled)
                        if count > 0 {
                            filled += count
                        } else if count == 0 || errno != EINTR {
                            return false
                        }
                    }
                    guard memcmp(start, new + compared, wanted) == 0 else { return false }
                    compared += wanted
                }
                return true
            }
        }

        /// Creates the temporary file and copies into it the start of the target that
        /// matched; the target is read no more.
        private func startTemporary() {
            let matched = existing
            existing = nil
            defer { if let matched { close(matched.descriptor) } }
            do {
                let created = try OutputFiles.createTemporary(for: target)
                temporary = created
                guard let matched, matchedCount > 0 else { return }
                if let problem = copyStart(of: matched.descriptor, to: created.descriptor) {
                    fail(problem)
                }
            } catch {
                if failure == nil { failure = error }
            }
        }

        /// Copies the first `matchedCount` bytes of the target; the problem, if any.
        private func copyStart(of source: Int32, to destination: Int32) -> String? {
            let chunk = 1 << 20
            if readBuffer.count < chunk { readBuffer = Array(repeating: 0, count: chunk) }
            return readBuffer.withUnsafeMutableBytes { buffer -> String? in
                guard let start = buffer.baseAddress else { return nil }
                var offset = 0
                while offset < matchedCount {
                    let count = pread(
                        source, start, min(chunk, matchedCount - offset), off_t(offset))
                    if count > 0 {
                        let piece = UnsafeRawBufferPointer(start: start, count: count)
                        if let problem = OutputFiles.writeAll(piece, to: destination) {
                            return problem
                        }
                        offset += count
                    } else if count == 0 || errno != EINTR {
                        return
                            "cannot read it to keep its unchanged start (\(OutputFiles.errorText()))"
                    }
                }
                return nil
            }
        }
    }
}
