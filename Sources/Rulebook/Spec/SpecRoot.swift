import Foundation

/// The folder a run names its spec files from (`--root`, by default the working directory).
///
/// A spec's path in a run (`Spec.path`, so in every report and in the `--json` file) is its
/// **name**: its path relative to the root, with `..` for a file outside the root, never an
/// absolute path. Runs of the same specs in different checkouts, or the shards of one run on
/// different machines, so name every spec alike, and no report shows a machine's folders.
/// The file itself is read from its `location`.
package struct SpecRoot: Equatable, Sendable {
    /// The root, absolute and normalized.
    package let folder: String
    /// The working directory, absolute and normalized: relative command-line paths start there.
    package let workingDirectory: String

    /// The root `folder` (absolute, or relative to `workingDirectory`; the working directory
    /// when `nil`).
    package init(
        folder: String? = nil,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        let workingDirectory = Paths.normalize(workingDirectory)
        self.workingDirectory = workingDirectory
        self.folder = Paths.normalize(
            folder.map { $0.hasPrefix("/") ? $0 : Paths.join(workingDirectory, $0) }
                ?? workingDirectory)
    }

    /// The name of the file at `path` (absolute, or relative to the working directory):
    /// relative to the root (`spec/a.md`, `../other/spec/a.md`), normalized.
    package func name(of path: String) -> String {
        let absolute = Paths.normalize(
            path.hasPrefix("/") ? path : Paths.join(workingDirectory, path))
        guard folder != "/" else { return absolute == "/" ? "." : String(absolute.dropFirst()) }
        let relative = Paths.relative(from: Paths.join(folder, "_"), to: absolute)
        return relative.isEmpty ? "." : relative
    }

    /// Where the file named `name` is read from: the name itself when the root is the working
    /// directory, else its absolute path.
    package func location(of name: String) -> String {
        folder == workingDirectory || name.hasPrefix("/")
            ? name : Paths.normalize(Paths.join(folder, name))
    }

    /// Reads and parses the spec named `name` (see `SpecLoader.load(file:named:)`).
    package func load(_ name: String, fencesOnEveryCore: Bool = true) -> Spec {
        SpecLoader.load(
            file: location(of: name), named: name, fencesOnEveryCore: fencesOnEveryCore)
    }

    /// Reads and parses the specs named `names`, on every core, in their order.
    package func load(names: [String]) -> [Spec] {
        ParallelMap.map(names) { load($0) }
    }

    /// The spec named `name`, or `nil` when there is no readable UTF-8 file there: how a run
    /// looks up the file a checklist item links to.
    package func loadIfPresent(_ name: String) -> Spec? {
        guard case .success(let text) = SpecLoader.readText(location(of: name)) else {
            return nil
        }
        return Spec(path: name, text: text)
    }

    /// The text a run of the spec named `name` records (`Spec.text`): the file's text, or
    /// nothing when it cannot be read or is not UTF-8.
    package func text(of name: String) -> String {
        guard case .success(let text) = SpecLoader.readText(location(of: name)) else { return "" }
        return text
    }
}
