#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run writes its reports, checked before anything runs, so that a bad destination
/// costs nothing and replaces nothing.
public struct ReportDestinations: Sendable {
    /// The JUnit path that means standard output.
    public static let standardOutput = "-"

    /// The HTML report's folder; `nil` for none.
    public var htmlFolder: String?
    /// The JUnit XML file; `nil` for none, `-` for standard output.
    public var junitFile: String?

    public init(htmlFolder: String?, junitFile: String?) {
        self.htmlFolder = htmlFolder
        self.junitFile = junitFile
    }

    /// Throws the first reason a report may not go where it is asked to: a symbolic link, a
    /// device, a FIFO or a folder where a file goes (or the reverse); a file that the same run
    /// also writes (`--html D --junit D/index.html`); an input spec, an input folder or a
    /// folder holding an input file (`inputs` as given, `specs` as loaded).
    public func check(inputs: [String], specs: [Spec]) throws(OutputError) {
        let specFiles = specs.map(\.path).filter { OutputFiles.entry(at: $0) != .none }
        var written: [String] = []
        if let folder = htmlFolder {
            if folder == Self.standardOutput {
                throw OutputError(
                    path: folder,
                    reason: "the HTML report is a folder of pages and cannot go to standard output")
            }
            try OutputFiles.refuseInputs(output: folder, inputs: inputs)
            try OutputFiles.refuseSiteFolder(folder)
            let pages = [SitePaths.index] + SitePaths(specPaths: specs.map(\.path)).pages
            if OutputFiles.entry(at: folder) == .folder {
                _ = try OutputFiles.checkSite(pages, in: folder)
            }
            written = (pages + [SiteManifest.fileName]).map { OutputFiles.join(folder, $0) }
            for file in written { try Self.refuseSpec(file, specFiles) }
        }
        if let file = junitFile, file != Self.standardOutput {
            try JUnitReport.checkDestination(file, inputs: inputs)
            try OutputFiles.refuseUnwritable(file)
            let target = OutputFiles.canonicalPath(file)
            if let folder = htmlFolder, target == OutputFiles.canonicalPath(folder) {
                throw OutputError(path: file, reason: "is the folder of the HTML report (--html)")
            }
            if written.contains(where: { OutputFiles.canonicalPath($0) == target }) {
                throw OutputError(
                    path: file,
                    reason: "is also written by this run as part of the HTML report (--html)")
            }
            try Self.refuseSpec(file, specFiles)
        }
    }

    /// Throws when `output` is one of the spec files, by any spelling or hard link.
    private static func refuseSpec(_ output: String, _ specFiles: [String]) throws(OutputError) {
        let target = OutputFiles.canonicalPath(output)
        let identity = fileIdentity(output)
        for spec in specFiles
        where OutputFiles.canonicalPath(spec) == target
            || (identity != nil && fileIdentity(spec) == identity)
        {
            throw OutputError(path: output, reason: "is the input spec \(spec)")
        }
    }

    /// The device and inode of an existing file (following links), to spot hard links.
    private static func fileIdentity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
