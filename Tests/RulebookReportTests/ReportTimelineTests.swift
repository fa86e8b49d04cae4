import Foundation
import FoundationXML
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// The timelines under the event tables, read back from their SVG.
@Suite struct ReportTimelineTests {
    static let specs = SpecFolder.specs

    /// The table's markup as an XML tree.
    private func markup(_ result: TableResult) throws -> XMLElement {
        let html = HTMLTable.render(result, path: "spec/x.md")
        return try #require(try XMLDocument(xmlString: html, options: []).rootElement())
    }

    /// The marks of a timeline: one dictionary of `data-` attributes and `x` per mark.
    private func marks(_ root: XMLElement) throws -> [[String: String]] {
        try root.nodes(forXPath: "//*[local-name()='g'][contains(@class, 'mark')]").compactMap {
            guard let mark = $0 as? XMLElement else { return nil }
            var values: [String: String] = [:]
            for attribute in mark.attributes ?? [] {
                if let name = attribute.name, let value = attribute.stringValue {
                    values[name] = value
                }
            }
            values["class"] = mark.attribute(forName: "class")?.stringValue
            values["label"] = mark.elements(forName: "text").first?.stringValue
            let shape = mark.children?.compactMap { $0 as? XMLElement }.first {
                ["circle", "rect", "path", "line"].contains($0.name ?? "")
            }
            values["x"] = shape.flatMap(centre)
            return values
        }
    }

    /// The x of a mark's shape: a dot's centre, a square's or a cross's middle.
    private func centre(_ shape: XMLElement) -> String? {
        if let cx = shape.attribute(forName: "cx")?.stringValue { return cx }
        if let x1 = shape.attribute(forName: "x1")?.stringValue { return x1 }
        if let x = shape.attribute(forName: "x")?.stringValue, let left = Int(x) {
            return String(left + 4)
        }
        guard let path = shape.attribute(forName: "d")?.stringValue else { return nil }
        let first = path.dropFirst().prefix { $0 != " " }
        return Int(first).map { String($0 + 5) }
    }

    @Test("Every table of spec/ on the pure models has a timeline")
    func everyTableHasATimeline() async throws {
        let run = await SpecFolder.result.value
        let pure = run.tables.filter {
            ["pager", "optimistic", "debounce"].contains($0.table.modelName)
        }
        #expect(pure.count > 50)
        for table in pure {
            let html = HTMLTable.render(table, path: "spec/x.md")
            #expect(
                html.contains("<svg class=\"timeline\" role=\"img\""), "line \(table.table.line)")
            #expect(html.contains("<title id=\"L\(table.table.line)-timeline-title\">"))
            #expect(html.contains("<desc id=\"L\(table.table.line)-timeline-desc\">"))
        }
    }

    @Test("The debounce timelines match their tables: times, deadlines, deliveries, order")
    func debounceTimelinesMatchTheirTables() throws {
        let spec = try #require(Self.specs.first { $0.path.hasSuffix("search-debounce.md") })
        let run = SpecRunner(registry: .pureModels).run([spec])
        var checkedDeadlines = 0
        var checkedDeliveries = 0
        for table in run.tables where table.table.modelName == "debounce" {
            let marks = try marks(try markup(table))
            let columns = table.table.columns.map(\.header)
            func cell(_ row: TableRow, _ header: String) -> String? {
                guard let index = columns.firstIndex(of: header), index < row.cells.count,
                    !row.cells[index].isBlank
                else { return nil }
                return row.cells[index].source
            }
            for row in table.rows.map(\.row) {
                let mine = marks.filter { $0["data-row"] == String(row.number) }
                #expect(!mine.isEmpty, "line \(row.line): no mark")
                if let at = cell(row, "at") {
                    #expect(mine.allSatisfy { $0["data-time"] == at }, "line \(row.line)")
                }
                let result = cell(row, "result?")
                if let deadline = cell(row, "deadline?"), Int(deadline) != nil,
                    result == nil || result == "waiting", cell(row, "event") == "type"
                {
                    #expect(
                        mine.contains {
                            $0["data-kind"] == "start" && $0["data-until"] == deadline
                        },
                        "line \(row.line): deadline \(deadline)")
                    checkedDeadlines += 1
                }
                let verb = cell(row, "event") ?? ""
                let quiet = ["nothing", "rejected", "waiting", "cleared", "ignored", "closed"]
                if ["tick", "wake"].contains(verb), let result, !quiet.contains(result) {
                    let query = result.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    #expect(
                        mine.contains {
                            $0["data-lane"] == "search" && $0["label"] == "“\(query)”"
                        },
                        "line \(row.line): delivery of \(query)")
                    #expect(
                        mine.contains {
                            $0["data-kind"] == "end" && $0["class"]?.contains("good") == true
                        })
                    checkedDeliveries += 1
                }
            }
            let timed = marks.compactMap { mark -> (Int, Int)? in
                guard let time = mark["data-time"].flatMap(Int.init),
                    let x = mark["x"].flatMap(Int.init)
                else { return nil }
                return (time, x)
            }
            let sorted = timed.sorted { $0.0 == $1.0 ? $0.1 < $1.1 : $0.0 < $1.0 }
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.0 == $1.0 || $0.1 < $1.1 })
        }
        #expect(checkedDeadlines > 10)
        #expect(checkedDeliveries > 5)
    }

    @Test("A pager reset is a generation band; a failed row's moment is highlighted")
    func pagerGenerationsAndFailures() throws {
        let text = """
            # Reset

            ```rulebook pager
            | event     | ticket | rows | more | result?          | ids? |
            |-----------|--------|------|------|------------------|------|
            | load next | A      |      |      | requested page 1 |      |
            | reset     |        |      |      |                  | none |
            | respond   | A      | 1    | yes  | accepted         |      |
            ```

            """
        let run = SpecRunner(registry: .pureModels).run([Spec(path: "spec/x.md", text: text)])
        let table = try #require(run.tables.first)
        let root = try markup(table)
        let bands = try root.nodes(forXPath: "//*[local-name()='g'][@class='generation']")
        #expect(bands.compactMap(\.stringValue) == ["generation 1"])
        let moments = try root.nodes(
            forXPath: "//*[local-name()='g'][@class='moment failed']/@data-row")
        #expect(moments.compactMap(\.stringValue) == ["3"])
        let marks = try marks(root)
        #expect(
            marks.contains {
                $0["data-lane"] == "ticket A" && $0["data-kind"] == "end"
                    && $0["label"] == "ignored"
            })
    }

    @Test("A model without its own trace gets the default: its verbs and labelled requests")
    func defaultTrace() throws {
        struct Counter: RulebookModel {
            typealias Ticket = Int
            static let vocabulary = Vocabulary<Self>(
                name: "counter", summary: "Counts.",
                verbs: [
                    Verb("start", inputs: [.optional("ticket")]) { model, _ in
                        model.serial += 1
                        return .done(.keyword("started"), started: model.serial)
                    },
                    Verb("finish", inputs: [.required("ticket")]) {
                        model, event throws(ModelError) in
                        model.serial += 1
                        _ = try event.requiredTicket()
                        return .done(.keyword("done"))
                    },
                ],
                observables: [])
            var serial = 0
            init(options: ModelOptions) throws(ModelError) {}
        }
        var registry = ModelRegistry.pureModels
        registry.register(Counter.self)
        let text = """
            # Counter

            ```rulebook counter
            | event  | ticket | result? |
            |--------|--------|---------|
            | start  | A      | started |
            | finish | A      | done    |
            ```

            """
        let table = try #require(
            SpecRunner(registry: registry).run([Spec(path: "x.md", text: text)]).tables.first)
        #expect(
            table.rows.map(\.trace) == [
                TraceStep(marks: [.start("ticket A", "start: started")]),
                TraceStep(marks: [.end("ticket A", "finish: done")]),
            ])
    }
}
