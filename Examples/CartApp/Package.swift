// swift-tools-version: 6.0
import PackageDescription

// An app package that uses rulebook from outside: its own model (`Sources/Cart`), its own
// `rulebook` command (`Sources/cart-rulebook`) and its spec (`spec/`), run from that command
// and from `swift test`. Built by `.ci/run`.
let package = Package(
    name: "CartApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    // snippet: installation
    dependencies: [
        // `name:` fixes the package identity, which otherwise follows the folder's name.
        // From Git instead: .package(url: "<rulebook's Git URL>", branch: "main")
        .package(name: "rulebook", path: "../..")
    ],
    targets: [
        .target(name: "Cart", dependencies: [.product(name: "Rulebook", package: "rulebook")]),
        .executableTarget(
            name: "cart-rulebook",
            dependencies: ["Cart", .product(name: "RulebookCLI", package: "rulebook")]),
        .testTarget(
            name: "CartTests",
            dependencies: [
                "Cart", .product(name: "Rulebook", package: "rulebook"),
                .product(name: "RulebookTesting", package: "rulebook"),
            ]),
    ]
    // end snippet
)
