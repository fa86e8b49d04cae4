// swift-tools-version: 6.0
import PackageDescription

// An app package that uses rulebook from outside, in the layout an iOS app needs (see
// docs/app-layout.md): the app's own code (`Cart`: pure, links on iOS, no cmark-gfm), its
// rulebook models (`CartSpecModels`: host only), its own `rulebook` command
// (`cart-rulebook`) and its tests, which run the specs of `spec/`. Built by `.ci/run`.
let package = Package(
    name: "CartApp",
    // An iOS 17 app: its view model, `CartScreen`, is `@Observable` (macOS 14, iOS 17).
    platforms: [.macOS(.v14), .iOS(.v17)],
    // snippet: installation
    dependencies: [
        // `name:` fixes the package identity, which otherwise follows the folder's name.
        // From Git, until releases are tagged: follow main, or pin a commit instead with
        // `revision: "<commit>"`:
        // .package(url: "<rulebook's Git URL>", branch: "main")
        .package(name: "rulebook", path: "../..")
    ],
    targets: [
        // The app's code: what the app target links, on iOS too. No rulebook in it.
        .target(name: "Cart"),
        // The rulebook models that wrap it: host only (the engine links cmark-gfm).
        .target(
            name: "CartSpecModels",
            dependencies: ["Cart", .product(name: "Rulebook", package: "rulebook")]),
        .executableTarget(
            name: "cart-rulebook",
            dependencies: [
                "CartSpecModels", .product(name: "RulebookCLI", package: "rulebook"),
            ]),
        .testTarget(
            name: "CartTests",
            dependencies: [
                "CartSpecModels", .product(name: "Rulebook", package: "rulebook"),
                .product(name: "RulebookTesting", package: "rulebook"),
            ]),
    ]
    // end snippet
)
