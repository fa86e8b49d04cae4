import Foundation
import Testing

@testable import Rulebook

/// A staged file compares its pieces with the target as they come: a target that already
/// holds the bytes is left alone, any other gets a temporary file with all the new bytes.
@Suite struct StagedFileTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("rulebook-staged-\(UUID().uuidString)").path

    /// Stages `pieces` for a target holding `existing` (none when `nil`); the bytes of the
    /// temporary file, or `nil` when the target was found to hold them already.
    private func stage(_ pieces: [String], over existing: String?) throws -> String? {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/page.html"
        if let existing { try existing.write(toFile: target, atomically: false, encoding: .utf8) }
        let file = OutputFiles.StagedFile(target: target)
        for piece in pieces { file.write(piece) }
        guard let temporary = try file.finish() else { return nil }
        defer { unlink(temporary) }
        if let existing {
            #expect(try String(contentsOfFile: target, encoding: .utf8) == existing)
        }
        return try String(contentsOfFile: temporary, encoding: .utf8)
    }

    @Test("A target that holds the same bytes, in any pieces, needs no temporary file")
    func sameBytes() throws {
        #expect(try stage(["abc", "", "def", "g"], over: "abcdefg") == nil)
        #expect(try stage([], over: "") == nil)
    }

    @Test(
        "Any other target gets a temporary file with all the new bytes",
        arguments: [
            (["abc", "dXf"], "abcdef"),  // differs in the second piece: the start is copied
            (["abc"], "abcdef"),  // shorter
            (["abc", "def", "!"], "abcdef"),  // longer
            (["xbc", "def"], "abcdef"),  // differs at once
            (["", "abc"], ""),
        ])
    func otherBytes(pieces: [String], existing: String) throws {
        #expect(try stage(pieces, over: existing) == pieces.joined())
    }

    @Test("A piece larger than the read buffer is compared all through, not only its start")
    func largePieces() throws {
        // 200 KiB: more than the 64 KiB the target is read in at a time.
        let page = String(repeating: "0123456789abcdef", count: 12_800)
        #expect(try stage([page], over: page) == nil)
        var changed = page
        changed.removeLast()
        changed += "!"
        #expect(try stage([changed], over: page) == changed)
        #expect(try stage([page, "more"], over: page) == page + "more")
    }

    @Test("Without a target the temporary file holds the pieces, even none")
    func noTarget() throws {
        #expect(try stage(["a", "b"], over: nil) == "ab")
        #expect(try stage([], over: nil) == "")
    }
}
