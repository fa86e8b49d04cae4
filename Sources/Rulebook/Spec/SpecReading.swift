/// Spec files being read, started as soon as their paths are known, so that the reading
/// overlaps whatever the command does before it runs them (checking its destinations, reading
/// the last run). Every file but the first is read on another thread; the first is read by
/// the thread that asks for it, with its fences on every core when it is the only file, else
/// on that thread alone, which would otherwise wait for fences taken by a core busy with
/// another file (and so start the file's async tables later).
package final class SpecReading: Sendable {
    /// The files, in the order the run takes them: their names under `root`, or their paths.
    package let files: [String]
    /// The root the files are named from; `nil` when they are paths.
    private let root: SpecRoot?
    private let others: [BackgroundWork<Spec>]

    /// Starts reading `files` (all but the first) on other threads.
    package convenience init(_ files: [String]) {
        self.init(files, root: nil)
    }

    /// Starts reading `files` (all but the first) on other threads: the files named so under
    /// `root`, or the files at those paths when `root` is `nil`.
    package init(_ files: [String], root: SpecRoot?) {
        self.files = files
        self.root = root
        others = files.dropFirst().map { file in
            BackgroundWork { root.map { $0.load(file) } ?? SpecLoader.load(file: file) }
        }
    }

    /// The spec of `files[index]`, waiting for it to be read (index 0: reading it here).
    /// Ask once for each index.
    package func spec(at index: Int) -> Spec {
        guard index == 0 else { return others[index - 1].wait() }
        let alone = files.count == 1
        return root.map { $0.load(files[0], fencesOnEveryCore: alone) }
            ?? SpecLoader.load(file: files[0], fencesOnEveryCore: alone)
    }
}
