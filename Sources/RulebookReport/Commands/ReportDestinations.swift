import Rulebook

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run writes its reports, checked before anything runs, so that a bad destination
/// costs nothing and replaces nothing.
package struct ReportDestinations: Sendable {
    /// The JUnit path that means standard output.
    package static let standardOutput = "-"

    /// The HTML report's folder; `nil` for none.
    package var htmlFolder: String?
    /// The JUnit XML file; `nil` for none, `-` for standard output.
    package var junitFile: String?
    /// The Markdown summary (`--summary`); `nil` for none.
    package var summaryFile: String?

    package init(htmlFolder: String?, junitFile: String?) {
        self.htmlFolder = htmlFolder
        self.junitFile = junitFile
    }

    /// Throws the first reason a report may not go where it is asked to: a symbolic link, a
    /// device, a FIFO or a folder where a file goes (or the reverse); a file that the same run
    /// also writes (`--html D --junit D/index.html`); an input spec, an input folder or a
    /// folder holding an input file (`inputs` as given, `specPaths` the spec files found).
    package func check(inputs: [String], specPaths: [String]) throws(Diagnostic) {
        let specFiles = specPaths.filter { OutputFiles.entry(at: $0) != .none }.map {
            SpecFile(
                path: $0, canonical: OutputFiles.canonicalPath($0), identity: Self.identity($0))
        }
        var written: [String] = []
        if let folder = htmlFolder {
            if folder == Self.standardOutput {
                throw Diagnostic(
                    .output, path: folder,
                    reason: "the HTML report is a folder of pages and cannot go to standard output")
            }
            try OutputFiles.refuseInputs(output: folder, inputs: inputs)
            try OutputFiles.refuseSiteFolder(folder)
            try Self.refuseNonFolderAbove(folder)
            let pages = [SitePaths.index] + SitePaths(specPaths: specPaths).pages
            if OutputFiles.entry(at: folder) == .folder {
                _ = try OutputFiles.checkSite(pages, in: folder)
            }
            written = (pages + [SiteManifest.fileName]).map { Paths.join(folder, $0) }
            for file in written { try Self.refuseSpec(file, specFiles) }
        }
        if let file = junitFile, file != Self.standardOutput {
            try JUnitReport.checkDestination(file, inputs: inputs)
            try OutputFiles.refuseUnwritable(file)
            try Self.refuseNonFolderAbove(file)
            let target = OutputFiles.canonicalPath(file)
            if let folder = htmlFolder, target == OutputFiles.canonicalPath(folder) {
                throw Diagnostic(
                    .output, path: file, reason: "is the folder of the HTML report (--html)")
            }
            if written.contains(where: { OutputFiles.canonicalPath($0) == target }) {
                throw Diagnostic(
                    .output, path: file,
                    reason: "is also written by this run as part of the HTML report (--html)")
            }
            try Self.refuseSpec(file, specFiles)
        }
        if let file = summaryFile {
            try OutputFiles.refuseInputs(output: file, inputs: inputs)
            try OutputFiles.refuseUnwritable(file)
            try Self.refuseNonFolderAbove(file)
            let target = OutputFiles.canonicalPath(file)
            if written.contains(where: { OutputFiles.canonicalPath($0) == target })
                || junitFile.map({ OutputFiles.canonicalPath($0) == target }) == true
            {
                throw Diagnostic(
                    .output, path: file, reason: "is also written by this run as another report")
            }
            try Self.refuseSpec(file, specFiles)
        }
    }

    /// Throws when the nearest existing folder above `path` is a file or a device, so the
    /// output could never be created.
    private static func refuseNonFolderAbove(_ path: String) throws(Diagnostic) {
        var above = Paths.folder(of: path)
        while !above.isEmpty, above != "/", OutputFiles.entry(at: above) == .none {
            above = Paths.folder(of: above)
        }
        guard !above.isEmpty else { return }
        var info = stat()
        if stat(above, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw Diagnostic(
                .output, path: path, reason: "cannot be created: \(above) is not a folder")
        }
    }

    /// A spec file as loaded, with what identifies it whatever the spelling.
    private struct SpecFile {
        let path: String
        let canonical: String
        let identity: [UInt64]?
    }

    /// Throws when `output` is one of the spec files, by any spelling, link or hard link.
    private static func refuseSpec(_ output: String, _ specFiles: [SpecFile]) throws(Diagnostic) {
        let target = OutputFiles.canonicalPath(output)
        let outputIdentity = identity(output)
        for spec in specFiles
        where spec.canonical == target || (outputIdentity != nil && spec.identity == outputIdentity)
        {
            throw Diagnostic(.output, path: output, reason: "is the input spec \(spec.path)")
        }
    }

    /// The device and inode of an existing file (following links), to spot hard links.
    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
