import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Parallel parsing and running give exactly what a serial run gives.
struct ParallelRunTests {
    /// A spec with `count` tables of the three models, some failing, some with errors.
    static func largeSpec(_ count: Int, path: String = "spec/large.md") -> Spec {
        var text = "# Large\n\n"
        for number in 0..<count {
            text += "## Rule \(number)\n\n"
            switch number % 4 {
            case 0:
                text += fenced(
                    "rulebook pager", "| event | ticket | result? |", "|---|---|---|",
                    "| load next | A | requested page 1 |", "| load next | | ignored |")
            case 1:
                text += fenced(
                    "rulebook optimistic", "| event | ticket | value | visible? |",
                    "|---|---|---|---|",
                    "| tap | A | on | on |",
                    "| saved | A | off | \(number % 3 == 0 ? "on" : "off") |")
            case 2:
                text += fenced(
                    "rulebook debounce", "| event | text | at | result? |", "|---|---|---|---|",
                    "| type | s | 0 | waiting |", "| tick | | 300 | s |")
            default:
                text += fenced("rulebook pager", "| event |", "|---|", "| fly |")
            }
            text += "\n"
        }
        return Spec(path: path, text: text)
    }

    @Test("The tables of one large file are parsed as a serial parse would")
    func parseMatchesSerial() {
        let spec = Self.largeSpec(400)
        let serial = spec.document.codeBlocks.map { code in
            EventTableParser.parse(
                code, rule: spec.tables.first { $0.line == code.line }?.rule, file: spec.path)
        }
        #expect(spec.tables.count == 400)
        #expect(spec.tables == serial)
    }

    @Test("A parallel run gives the results, console lines, HTML and JUnit of a serial run")
    func runMatchesSerial() {
        let specs = [Self.largeSpec(300), Self.largeSpec(7, path: "spec/small.md")]
        let runner = SpecRunner(registry: .pureModels)
        let parallel = runner.run(specs)
        let serialTables = specs.map { spec in
            spec.tables.map { runner.tableRunner.run($0, file: spec.path) }
        }
        #expect(parallel.specs.map { $0.tables } == serialTables)
        #expect(parallel.tables.contains { $0.status == .failed })
        #expect(parallel.tables.contains { $0.status == .error })
        let again = runner.run(specs)
        #expect(ConsoleReport(result: again).lines == ConsoleReport(result: parallel).lines)
        #expect(
            ReportJUnitTests.withoutTimes(JUnitReport.xml(for: again))
                == ReportJUnitTests.withoutTimes(JUnitReport.xml(for: parallel)))
        #expect(
            HTMLSite(result: again).pages().map(\.contents)
                == HTMLSite(result: parallel).pages().map(\.contents))
    }

    @Test("ParallelMap keeps the input's order")
    func parallelMapOrder() {
        let items = Array(0..<10_000)
        #expect(ParallelMap.map(items, minimumChunk: 7) { $0 * 3 } == items.map { $0 * 3 })
        #expect(ParallelMap.map([Int](), minimumChunk: 7) { $0 } == [])
    }

    @Test("ParallelMap transforms each item once, however uneven the items")
    func parallelMapEachOnce() {
        // A few items cost far more than the rest, as the parts of a split page can.
        let items = Array(0..<301)
        let calls = Locked([Int](repeating: 0, count: items.count))
        let results = ParallelMap.map(items) { item in
            let work = item % 50 == 0 ? 20_000 : 10
            let sum = (0..<work).reduce(item) { ($0 &* 31) &+ $1 }
            calls.withLock { $0[item] += 1 }
            return sum == Int.min ? -1 : item
        }
        #expect(results == items)
        #expect(calls.withLock { $0 } == Array(repeating: 1, count: items.count))
    }

    @Test("Progress counts files whose tables all ran, and failed or errored tables")
    func progress() {
        let specs = [Self.largeSpec(8), Self.largeSpec(0, path: "spec/empty.md")]
        let progress = RunProgress(specs: specs)
        #expect(progress.snapshot == .init(filesDone: 1, filesTotal: 2, failures: 0))
        let result = SpecRunner(registry: .pureModels).run(specs, progress: progress)
        let failures = result.tables.filter { $0.status >= .failed }.count
        #expect(failures > 0)
        #expect(progress.snapshot == .init(filesDone: 2, filesTotal: 2, failures: failures))
    }

    @Test("Reading files while running gives the run of the files read first, and counts them")
    func readWhileRunning() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-read-while-running-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for (index, count) in [120, 0, 7, 40].enumerated() {
            let path = "\(folder)/spec-\(index).md"
            try Self.largeSpec(count, path: path).text.write(
                toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        files.append("\(folder)/missing.md")
        let runner = SpecRunner(registry: .pureModels)
        let progress = RunProgress(fileCount: files.count)
        let whileReading = runner.run(files: files, lookUp: { _ in nil }, progress: progress)
        let afterReading = runner.run(SpecLoader.load(files: files))
        #expect(whileReading.specs.map(\.tables) == afterReading.specs.map(\.tables))
        #expect(whileReading.specs.map(\.checklist) == afterReading.specs.map(\.checklist))
        let failures = whileReading.tables.filter { $0.status >= .failed }.count
        #expect(progress.snapshot == .init(filesDone: 5, filesTotal: 5, failures: failures))
    }
}
