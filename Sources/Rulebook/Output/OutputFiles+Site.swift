import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Report sites: a set of files written as one folder, with its manifest and lock.
extension OutputFiles {
    /// A file of a site: its path relative to the site folder, and what writes its bytes,
    /// in order, into the staged file it is given (so a page can be written as it is made).
    package struct SiteFile: Sendable {
        package let path: String
        /// Whether the file is made on every core by itself (a page of many rows), so that
        /// it is staged alone rather than beside other files.
        package let isLarge: Bool
        package let write: @Sendable (StagedFile) -> Void

        package init(
            path: String, isLarge: Bool = false, write: @escaping @Sendable (StagedFile) -> Void
        ) {
            self.path = path
            self.isLarge = isLarge
            self.write = write
        }

        /// A file whose contents are already known.
        package init(path: String, contents: String) {
            self.init(path: path) { file in file.write(contents) }
        }
    }

    /// Writes a set of files as one report site.
    ///
    /// Refuses what `checkSite` refuses. Locks the folder against another run, stages every
    /// changed file under a temporary name (the files are made and compared on every core),
    /// then records the new files in the manifest, renames the staged files into place,
    /// removes the files of an earlier run that are no longer produced, and never removes a
    /// folder or a file it did not write.
    package static func writeSite(
        _ files: [SiteFile], to folder: String, inputs: [String]
    ) throws(Diagnostic) {
        try InterruptDeferral.run { () throws(Diagnostic) in
            try refuseInputs(output: folder, inputs: inputs)
            try refuseSiteFolder(folder)
            try makeFolder(folder, for: "the report")
            let lock = try FolderLock(folder)
            defer { lock.release() }
            let owned = try checkSite(files.map(\.path), in: folder)
            var madeFolders: Set<String> = []
            for file in files {
                let target = Paths.join(folder, file.path)
                if madeFolders.insert(Paths.folder(of: target)).inserted {
                    try makeFolder(Paths.folder(of: target), for: target)
                }
            }
            // Large files are staged one after another on this thread (each is made on every
            // core), while the others share the cores in the background.
            let largeIndices = files.indices.filter { files[$0].isLarge }
            let smallIndices = files.indices.filter { !files[$0].isLarge }
            @Sendable func stageSmallFiles() -> [Result<StagedTarget?, Diagnostic>] {
                ParallelMap.map(smallIndices) { stage(files[$0], in: folder) }
            }
            let smallInBackground = largeIndices.isEmpty ? nil : BackgroundWork(stageSmallFiles)
            var outcomes = [Result<StagedTarget?, Diagnostic>?](repeating: nil, count: files.count)
            for index in largeIndices {
                outcomes[index] = stage(files[index], in: folder)
            }
            let smallOutcomes = smallInBackground?.wait() ?? stageSmallFiles()
            for (index, outcome) in zip(smallIndices, smallOutcomes) {
                outcomes[index] = outcome
            }
            var staged = outcomes.compactMap { try? $0?.get() }
            defer {
                for file in staged { unlink(file.temporary) }
            }
            for case .failure(let problem)? in outcomes { throw problem }
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

    /// Writes files whose contents are already known as one report site (see above).
    package static func writeSite(
        _ files: [(path: String, contents: String)], to folder: String, inputs: [String]
    ) throws(Diagnostic) {
        try writeSite(
            files.map { SiteFile(path: $0.path, contents: $0.contents) }, to: folder,
            inputs: inputs)
    }

    /// A staged file and the target it is to be renamed over.
    private typealias StagedTarget = (temporary: String, target: String)

    /// Makes one file of a site into a staged file in `folder`: the temporary file and its
    /// target, `nil` when the target already holds these bytes.
    private static func stage(_ file: SiteFile, in folder: String) -> Result<
        StagedTarget?, Diagnostic
    > {
        let target = Paths.join(folder, file.path)
        let staged = StagedFile(target: target)
        file.write(staged)
        return Result { () throws(Diagnostic) in
            try staged.finish().map { (temporary: $0, target: target) }
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
}
