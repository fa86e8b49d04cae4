import Foundation
import PackagePlugin

/// Fails the build when a target imports a module its layer may not see, or one it does not
/// declare.
///
/// The compiler already refuses an import against the dependency graph (the engine
/// importing the report is a cycle), but a module stays visible to every target above the
/// one that declares it, and SwiftPM's explicit-import check skips every target that uses a
/// plugin or depends on one. So the Markdown target runs `scripts/check-layers.sh` over
/// every Swift file of the package's targets, with each target's declared dependencies: it
/// prints `file:line: error:` for each import that breaks a rule of the road
/// (`ARCHITECTURE.md`) or names a module the target does not declare, and stops the build.
/// Every source file is an input, so the check runs again whenever one changes.
@main
struct LayerCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var sources: [URL] = []
        var arguments: [String] = []
        for packageTarget in context.package.targets {
            let declared = packageTarget.dependencies.flatMap { dependency -> [String] in
                switch dependency {
                case .target(let target): [target.name]
                case .product(let product): product.targets.map(\.name)
                @unknown default: []
                }
            }
            arguments.append("--deps=\(packageTarget.name)=\(declared.joined(separator: ","))")
        }
        for packageTarget in context.package.targets {
            guard let files = packageTarget.sourceModule?.sourceFiles(withSuffix: "swift") else {
                continue
            }
            for file in files {
                sources.append(file.url)
                arguments.append("\(packageTarget.name)=\(file.url.path)")
            }
        }
        let script = context.package.directoryURL.appending(path: "scripts/check-layers.sh")
        let stamp = context.pluginWorkDirectoryURL.appending(path: "LayersChecked.swift")
        return [
            .buildCommand(
                displayName: "Checking the imports of every layer",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path, stamp.path] + arguments,
                inputFiles: [script] + sources,
                outputFiles: [stamp])
        ]
    }
}
