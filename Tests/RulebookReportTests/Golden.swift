import Foundation
import Testing

/// Golden files: small, reviewed outputs compared byte for byte.
///
/// To regenerate them after an intended change, run
/// `RULEBOOK_UPDATE_GOLDEN=1 swift test --filter Report` and review the diff.
enum Golden {
    /// `Tests/RulebookReportTests/Golden`, found from this file's path (not a bundle).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func check(
        _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RULEBOOK_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected,
            "\(name) differs; if intended, run RULEBOOK_UPDATE_GOLDEN=1 swift test --filter Report",
            sourceLocation: sourceLocation)
    }
}
