// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "rulebook",
    // The lowest systems the code needs, package-wide (SwiftPM has no per-target platforms):
    // the adapters and the engine use Clock, Duration and String.replacing (macOS 13, iOS 16).
    // RulebookModels itself needs nothing beyond the standard library. The locks are NSLock
    // or pthread_mutex_t (see each target's Locked.swift), not Synchronization.Mutex (macOS
    // 15, iOS 18). Spec tests run as host tests (macOS or Linux); see docs/app-layout.md.
    platforms: [
        .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1), .macCatalyst(.v16),
    ],
    products: [
        .executable(name: "rulebook", targets: ["rulebook"]),
        .library(name: "RulebookCLI", targets: ["RulebookCLI"]),
        .library(name: "Rulebook", targets: ["Rulebook"]),
        .library(name: "RulebookReport", targets: ["RulebookReport"]),
        .library(name: "RulebookTesting", targets: ["RulebookTesting"]),
        .library(name: "RulebookModels", targets: ["RulebookModels"]),
        .library(name: "RulebookAdapters", targets: ["RulebookAdapters"]),
        .library(name: "RulebookAdaptersTesting", targets: ["RulebookAdaptersTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "RulebookModels"),
        // The layers, each on the one before it: diagnostics (locations and problems), Markdown
        // (the only target that sees cmark-gfm), the engine (specs, runs, results, authoring) and
        // the report (console, HTML, JUnit). The models that run tables on the real adapters (the
        // `search-debouncer`, `page-loader` and `optimistic-store` models) are a target of their own
        // above the engine, since they link the adapters' test doubles. The LayerCheck plugin
        // fails the build when any target imports a module it does not declare here.
        .target(name: "RulebookDiagnostics"),
        .target(
            name: "RulebookMarkdown", dependencies: ["CCmarkGFM", "RulebookDiagnostics"],
            plugins: ["LayerCheck"]),
        // Stops the build when a target imports what its layer may not (see the plugin).
        .plugin(name: "LayerCheck", capability: .buildTool()),
        .target(
            name: "Rulebook",
            dependencies: [
                "RulebookDiagnostics", "RulebookMarkdown", "RulebookModels",
            ]),
        // The adapter models over the shipped adapters, a manual clock and controlled calls, and
        // `ModelRegistry.builtIn` (the engine's pure models and these): what the command and
        // `RulebookTesting` run by default.
        .target(
            name: "RulebookAdapterModels",
            dependencies: [
                "Rulebook", "RulebookModels", "RulebookAdapters", "RulebookAdaptersTesting",
            ]),
        .target(
            name: "RulebookReport",
            dependencies: ["RulebookDiagnostics", "RulebookMarkdown", "Rulebook"]),
        // `rulebook lsp`: the Language Server Protocol (framing, JSON-RPC) and the server for
        // spec files; above the engine, beside the report.
        .target(
            name: "RulebookLSP",
            dependencies: ["RulebookDiagnostics", "Rulebook"]),
        .target(
            name: "RulebookCLI",
            dependencies: [
                "RulebookDiagnostics", "Rulebook", "RulebookAdapterModels", "RulebookReport",
                "RulebookLSP",
            ]),
        // Specs as Swift Testing cases; for test targets only.
        .target(
            name: "RulebookTesting",
            dependencies: ["RulebookDiagnostics", "Rulebook", "RulebookAdapterModels"]),
        .executableTarget(name: "rulebook", dependencies: ["Rulebook", "RulebookCLI"]),
        .target(name: "RulebookAdapters", dependencies: ["RulebookModels"]),
        // Test doubles for code that uses the adapters (a manual clock, controlled calls): for an
        // app's test targets, and for RulebookAdapterModels, which runs tables on the real
        // adapters with them (so the RulebookCLI and RulebookTesting products link it too).
        .target(name: "RulebookAdaptersTesting"),
        .testTarget(name: "RulebookModelsTests", dependencies: ["RulebookModels"]),
        // One test target per library module, each on its module and the ones below it; what
        // several share (the repository's paths, `spec/`, small tables, subprocesses) is in
        // RulebookTestSupport.
        .target(
            name: "RulebookTestSupport", dependencies: ["Rulebook", "RulebookModels"],
            path: "Tests/RulebookTestSupport"),
        .testTarget(name: "RulebookDiagnosticsTests", dependencies: ["RulebookDiagnostics"]),
        .testTarget(
            name: "RulebookMarkdownTests",
            dependencies: ["RulebookMarkdown", "RulebookDiagnostics"]),
        .testTarget(
            name: "RulebookTests",
            dependencies: [
                "RulebookDiagnostics", "RulebookMarkdown", "Rulebook", "RulebookModels",
                "RulebookTestSupport",
            ]),
        .testTarget(
            name: "RulebookAdapterModelsTests",
            dependencies: [
                "RulebookAdapterModels", "Rulebook", "RulebookModels", "RulebookAdapters",
                "RulebookAdaptersTesting", "RulebookTestSupport",
            ]),
        .testTarget(
            name: "RulebookReportTests",
            dependencies: [
                "RulebookDiagnostics", "RulebookMarkdown", "Rulebook", "RulebookModels",
                "RulebookReport", "RulebookTestSupport",
            ],
            exclude: ["Golden", "Schema"]),
        .testTarget(
            name: "RulebookCLITests",
            dependencies: [
                "RulebookDiagnostics", "RulebookCLI", "Rulebook", "RulebookAdapterModels",
                "RulebookReport", "RulebookModels", "rulebook", "RulebookTestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RulebookLSPTests",
            dependencies: [
                "RulebookLSP", "Rulebook", "RulebookDiagnostics",
            ]),
        .testTarget(
            name: "RulebookAdaptersTests",
            dependencies: ["RulebookAdapters", "RulebookAdaptersTesting", "RulebookModels"]),
        .testTarget(
            name: "RulebookTestingTests",
            dependencies: ["Rulebook", "RulebookAdapterModels", "RulebookTesting"],
            exclude: ["Fixtures"]),
        // The Swift snippets of README.md, docs/, spec/, the DocC articles and the doc comments,
        // compiled (see SnippetsTests.swift), the link check of the documentation and the
        // site (LinkCheckTests.swift), and the citations of the tool's output, each run with
        // the built `rulebook` (CitationTests.swift).
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Rulebook", "RulebookAdapters", "RulebookAdaptersTesting", "RulebookMarkdown",
                "RulebookTesting", "RulebookTestSupport", "rulebook", "CartSpecModels",
            ],
            exclude: ["Fixtures"]),
        // An app's own model and spec, run from `swift test` (see docs/adding-a-model.md).
        .target(
            name: "MarkAllRead", dependencies: ["Rulebook"],
            path: "Examples/MarkAllRead/Sources/MarkAllRead"),
        .testTarget(
            name: "MarkAllReadTests",
            dependencies: ["MarkAllRead", "Rulebook", "RulebookReport", "RulebookTesting"],
            path: "Examples/MarkAllRead/Tests/MarkAllReadTests"),
        // The app package in Examples/CartApp, compiled and tested here too, so the docs'
        // snippets taken from it are checked by `swift test` (.ci/run builds it on its own).
        // Its `@Observable` cart screen needs macOS 14 / iOS 17, more than this package's
        // platforms, so only CartApp itself builds it, its list of models and its spec tests
        // (the cart's spec runs here through DocumentationTests' citations).
        .target(
            name: "Cart", path: "Examples/CartApp/Sources/Cart", exclude: ["CartScreen.swift"]),
        .target(
            name: "CartSpecModels", dependencies: ["Cart", "Rulebook"],
            path: "Examples/CartApp/Sources/CartSpecModels",
            exclude: ["CartScreenSpecModel.swift", "CartModels.swift"]),
        .testTarget(
            name: "CartTests",
            dependencies: ["CartSpecModels", "Rulebook", "RulebookTesting"],
            path: "Examples/CartApp/Tests/CartTests",
            exclude: ["CartScreenSpecTests.swift", "SpecTests.swift"]),
    ]
)
