import Foundation
import RulebookModels
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

@Suite("fmt: properties over spec/ and generated tables")
struct SpecFormatterTests {
    /// The spec files of spec/, relative to it.
    static let specNames: [String] =
        ((try? SpecFiles.paths([RepositoryPaths.root + "/spec"])) ?? []).map {
            Paths.fileName(of: $0)
        }

    static func spec(_ name: String) throws -> Spec {
        try SpecFiles.read(RepositoryPaths.root + "/spec/" + name)
    }

    @Test("spec/ has specs to format")
    func specsFound() {
        #expect(Self.specNames.count >= 4)
    }

    @Test("fmt is idempotent and keeps every cell of spec/", arguments: specNames)
    func specProperties(_ name: String) throws {
        checkProperties(try Self.spec(name))
    }

    @Test("A formatted spec renders the same report, apart from whitespace", arguments: specNames)
    func sameReport(_ name: String) throws {
        let spec = try Self.spec(name)
        let formatted = Spec(path: spec.path, text: SpecFormatter.format(spec))
        let before = SpecRunner(registry: .pureModels).run([spec])
        let after = SpecRunner(registry: .pureModels).run([formatted])
        #expect(ConsoleReport(result: before).lines == ConsoleReport(result: after).lines)
        let pages = zip(HTMLSite(result: before).pages(), HTMLSite(result: after).pages())
        for (old, new) in pages {
            #expect(old.path == new.path)
            #expect(withoutWhitespace(old.contents) == withoutWhitespace(new.contents))
        }
    }

    @Test("fmt is idempotent and keeps every cell of generated tables")
    func generatedProperties() {
        var rng = SplitMix64(seed: 15)
        var formattedTables = 0
        for index in 0..<400 {
            let spec = Spec(path: "generated-\(index).md", text: generatedSpec(&rng))
            checkProperties(spec)
            formattedTables += TableSource.tables(of: spec).count
        }
        #expect(formattedTables > 300, "most generated tables can be formatted")
    }

    @Test(
        "The tables located at named positions are those a whole location finds there",
        arguments: specNames)
    func locatedAtPositions(_ name: String) throws {
        let spec = try Self.spec(name)
        let all = TableSource.tables(of: spec)
        let wanted = Set(spec.tables.indices.filter { $0 % 3 == 1 })
        let some = TableSource.tables(of: spec, only: wanted)
        #expect(some == all.filter { wanted.contains($0.index) })
        #expect(TableSource.tables(of: spec, only: []).isEmpty)
    }

    @Test("Everything outside the tables stays byte for byte, CRLF and quotes included")
    func outsideTables() {
        let text =
            "\u{FEFF}# Title  \r\n\r\n> ```rulebook pager\r\n> |event|result?|\r\n> |:-|-:|\r\n"
            + "> |load next|requested page 1|\r\n> ```\r\n\r\ntail\twith tab  \r\n"
        let formatted = SpecFormatter.format(Spec(path: "a.md", text: text))
        #expect(
            formatted
                == "\u{FEFF}# Title  \r\n\r\n> ```rulebook pager\r\n> | event     |          result? |\r\n"
                + "> |:----------|-----------------:|\r\n> | load next | requested page 1 |\r\n"
                + "> ```\r\n\r\ntail\twith tab  \r\n")
    }

    @Test("A table that is not a well-formed pipe table is left as it is")
    func malformedKept() {
        let text = "```rulebook pager\n|event|result?|\n|a|b|c|\n```\n"
        #expect(SpecFormatter.format(Spec(path: "a.md", text: text)) == text)
    }

    private func checkProperties(_ spec: Spec, sourceLocation: SourceLocation = #_sourceLocation) {
        let once = SpecFormatter.format(spec)
        let formatted = Spec(path: spec.path, text: once)
        #expect(
            SpecFormatter.format(formatted) == once, "not idempotent:\n\(once)",
            sourceLocation: sourceLocation)
        #expect(
            formatted.tables == spec.tables, "cells changed:\n\(once)",
            sourceLocation: sourceLocation)
        let lines = { (text: String) in
            text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
                String(String.UnicodeScalarView($0))
            }
        }
        let tableLines = Set(
            TableSource.tables(of: spec).flatMap { table in
                table.headerLine..<(table.headerLine + 2 + table.writer.rows.count)
            })
        for (number, (old, new)) in zip(lines(spec.text), lines(once)).enumerated()
        where !tableLines.contains(number + 1) {
            #expect(old == new, "line \(number + 1) changed", sourceLocation: sourceLocation)
        }
    }

    private func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// A spec with a few tables whose cells mix wide characters, combining marks, escaped
    /// pipes, quotes and backslashes, written with random padding and alignments, some in
    /// block quotes, list items or indented fences, with LF or CRLF line endings.
    private func generatedSpec(_ rng: inout SplitMix64) -> String {
        let pieces = [
            "a", "load next", "日本", "e\u{301}", "\\|", "\" x \"", "\\\\", "none", "1, 2", "👍", "",
            "ｆ", "`c|d`", "-", ":", "\t", "x\\",
        ]
        let delimiters = ["---", ":--", "--:", ":-:", "-"]
        let newline = rng.next(upTo: 2) == 0 ? "\n" : "\r\n"
        var lines = ["# Generated", "", "Some prose | with a pipe.", ""]
        for _ in 0..<(1 + rng.next(upTo: 3)) {
            let (first, rest) = [("", ""), ("> ", "> "), ("- ", "  "), ("  ", "  "), (">", ">")][
                rng.next(upTo: 5)]
            let columns = 1 + rng.next(upTo: 4)
            func row(_ cells: [String]) -> String {
                let padded = cells.map { cell in
                    String(repeating: " ", count: rng.next(upTo: 3)) + cell
                        + String(repeating: " ", count: rng.next(upTo: 3))
                }
                let lead = rng.next(upTo: 2) == 0 ? "|" : ""
                return rest + lead + padded.joined(separator: "|") + (lead.isEmpty ? "" : "|")
            }
            let header = ["event"] + (1..<columns).map { "c\($0)?" }
            lines.append(first + "```rulebook pager")
            lines.append(row(header))
            lines.append(
                row((0..<columns).map { _ in delimiters[rng.next(upTo: delimiters.count)] }))
            for _ in 0..<rng.next(upTo: 5) {
                lines.append(row((0..<columns).map { _ in pieces[rng.next(upTo: pieces.count)] }))
            }
            lines += [rest + "```", "", "text between", ""]
        }
        return lines.joined(separator: newline)
    }
}
