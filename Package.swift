// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "rulebook",
    products: [
        .executable(name: "rulebook", targets: ["rulebook"]),
        .library(name: "RulebookCLI", targets: ["RulebookCLI"]),
        .library(name: "Rulebook", targets: ["Rulebook"]),
        .library(name: "RulebookModels", targets: ["RulebookModels"]),
        .library(name: "RulebookAdapters", targets: ["RulebookAdapters"]),
        .library(name: "RulebookAdaptersTesting", targets: ["RulebookAdaptersTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "RulebookModels"),
        // The engine runs tables on the real adapters too (the `search-debouncer`, `page-loader`
        // and `optimistic-store` models), so it links their test doubles.
        .target(
            name: "Rulebook",
            dependencies: [
                "CCmarkGFM", "RulebookModels", "RulebookAdapters", "RulebookAdaptersTesting",
            ]),
        .target(name: "RulebookCLI", dependencies: ["Rulebook"]),
        .executableTarget(name: "rulebook", dependencies: ["Rulebook", "RulebookCLI"]),
        .target(name: "RulebookAdapters", dependencies: ["RulebookModels"]),
        // Test doubles for code that uses the adapters; for test targets only.
        .target(name: "RulebookAdaptersTesting"),
        .testTarget(name: "RulebookModelsTests", dependencies: ["RulebookModels"]),
        .testTarget(
            name: "RulebookTests",
            dependencies: [
                "Rulebook", "RulebookModels", "RulebookAdapters", "RulebookAdaptersTesting",
            ],
            exclude: ["Report/Golden", "Report/Schema"]),
        .testTarget(
            name: "RulebookCLITests", dependencies: ["RulebookCLI", "rulebook"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RulebookAdaptersTests",
            dependencies: ["RulebookAdapters", "RulebookAdaptersTesting", "RulebookModels"]),
        // An app's own model and spec, run from `swift test` (see README "Add your own model").
        .target(
            name: "MarkAllRead", dependencies: ["Rulebook"],
            path: "Examples/MarkAllRead/Sources/MarkAllRead"),
        .testTarget(
            name: "MarkAllReadTests", dependencies: ["MarkAllRead", "Rulebook"],
            path: "Examples/MarkAllRead/Tests/MarkAllReadTests"),
    ]
)
