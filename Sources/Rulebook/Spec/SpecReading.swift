/// Spec files being read, started as soon as their paths are known, so that the reading
/// overlaps whatever the command does before it runs them (checking its destinations, reading
/// the last run). Every file but the first is read on another thread; the first is read by
/// the thread that asks for it, with its fences on every core when it is the only file, else
/// on that thread alone, which would otherwise wait for fences taken by a core busy with
/// another file (and so start the file's async tables later).
package final class SpecReading: Sendable {
    /// The files, in the order the run takes them.
    package let files: [String]
    private let others: [BackgroundWork<Spec>]

    /// Starts reading `files` (all but the first) on other threads.
    package init(_ files: [String]) {
        self.files = files
        others = files.dropFirst().map { file in BackgroundWork { SpecLoader.load(file: file) } }
    }

    /// The spec of `files[index]`, waiting for it to be read (index 0: reading it here).
    /// Ask once for each index.
    package func spec(at index: Int) -> Spec {
        index == 0
            ? SpecLoader.load(file: files[0], fencesOnEveryCore: files.count == 1)
            : others[index - 1].wait()
    }
}
