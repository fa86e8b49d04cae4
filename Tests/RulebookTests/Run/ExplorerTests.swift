import Testing

@testable import Rulebook

/// `rulebook explore` on the built-in models.
struct ExplorerTests {
    static let registry = ModelRegistry.pureModels
    static let explorer = Explorer(registry: registry)

    @Test(
        "With no fault, exploration to the default depth finds no violation",
        arguments: ["pager", "optimistic", "debounce"])
    func noViolationWithoutFaults(model: String) throws {
        let report = try Self.explorer.explore(model)
        #expect(report.violation == nil, "\(report.violation?.table ?? "")")
        #expect(report.depthReached == Explorer.defaultDepth)
        #expect(report.statesVisited > 1)
        #expect(report.transitions >= report.statesVisited - 1)
        #expect(report.peakMemoryBytes > 0)
    }

    @Test(
        "Each fault is found within the default depth; its table fails under it and passes without",
        arguments: registry.faults.filter {
            registry.model(named: $0.model) is any ModelWithExploration.Type
        })
    func everyFaultIsFound(fault: SeededFault) throws {
        let report = try Self.explorer.explore(fault.model, fault: fault.fault.name)
        let violation = try #require(report.violation)
        #expect(violation.length <= Explorer.defaultDepth)
        #expect(violation.problem == nil)
        // The printed table, saved as a spec, fails under the fault and passes without it.
        let spec = Spec(
            path: "counterexample.md", text: violation.markdown(model: fault.model, fault: fault))
        #expect(spec.tables.count == 1)
        let plain = SpecRunner(registry: Self.registry).run([spec])
        let faulty = SpecRunner(registry: Self.registry, filter: TableFilter(nil), fault: fault)
            .run([spec])
        #expect(plain.isPassing, "\(violation.table)")
        #expect(faulty.tables.first?.status == .failed, "\(violation.table)")
        #expect(violation.passesWithoutFault)
        #expect(violation.failsWithFault == true)
    }

    @Test("Each distinct state is expanded once: the pager's state and transition counts")
    func pagerCounts() throws {
        // Page and cursor mode in turn, the counts of Benchmarks/RESULTS.md; then cursor mode.
        let both = try Self.explorer.explore("pager", depth: 8)
        #expect(both.statesVisited == 1858)
        #expect(both.transitions == 10163)
        let cursor = try Self.explorer.explore(
            "pager", depth: 6, options: [ModelOption(name: "cursor", value: nil)])
        #expect(cursor.statesVisited == 258)
        #expect(cursor.transitions == 1131)
    }

    @Test("A counterexample is a table with expectations from the correct model")
    func counterexampleTable() throws {
        let report = try Self.explorer.explore("pager", fault: "no-ticket-check")
        let violation = try #require(report.violation)
        #expect(violation.invariant == "no id from an older generation")
        #expect(
            violation.table == """
                ```rulebook pager
                | event     | ticket | rows     | more | result?          | ids? | loading? | more? | next page? | error? | autoload? |
                |-----------|--------|----------|------|------------------|------|----------|-------|------------|--------|-----------|
                | load next | A      |          |      | requested page 1 | none | A        | yes   | 1          | none   | on        |
                | reset     |        |          |      | accepted         | none | no       | yes   | 1          | none   | on        |
                | respond   | A      | a-2, a-1 | yes  | ignored          | none | no       | yes   | 1          | none   | on        |
                ```

                """)
    }

    @Test(
        "With no fault on, the row that breaks the invariant states no expectation, and a note names the invariant"
    )
    func noFaultLeavesTheViolatingRowBlank() throws {
        // The rows of the pager's no-ticket-check counterexample, filled by a model that is
        // taken to be the broken one (no fault is named).
        let rows = [
            ExplorationRow("load next", ["ticket": "A"]), ExplorationRow("reset"),
            ExplorationRow("respond", ["ticket": "A", "rows": "a-2, a-1", "more": "yes"]),
        ]
        let violation = Counterexample.make(
            PagerSpecModel.self, options: [], invariant: "no id from an older generation",
            rows: rows, registry: Self.registry, fault: nil)
        let lastRow = try #require(violation.table.split(separator: "\n").dropLast().last)
        #expect(lastRow.hasPrefix("| respond   | A      | a-2, a-1 | yes  |"))
        #expect(
            lastRow.split(separator: "|").dropFirst(4).allSatisfy {
                $0.allSatisfy { $0 == " " }
            }, "\(lastRow)")
        let note = try #require(violation.note)
        #expect(note.contains("\"no id from an older generation\""))
        // The rows before it keep what the model did, and the pasted spec says why.
        #expect(violation.table.contains("| reset     |        |          |      | accepted "))
        let markdown = violation.markdown(model: "pager", fault: nil)
        #expect(markdown.contains("last row's expectations are blank"))
        #expect(!markdown.contains("come from the correct model"))
        // With a fault on, the correct model fills every row and there is no note.
        let withFault = try Self.explorer.explore("pager", fault: "no-ticket-check")
        #expect(withFault.violation?.note == nil)
    }

    @Test("Ticket labels run from A to Z, then AA")
    func labels() {
        #expect(ExplorationRow.label(0) == "A")
        #expect(ExplorationRow.label(25) == "Z")
        #expect(ExplorationRow.label(26) == "AA")
        #expect(ExplorationRow.label(27) == "AB")
    }

    @Test("Unknown models, faults and options are refused with the known names")
    func badInput() {
        #expect(throws: ModelError.self) { try Self.explorer.explore("pagr") }
        do {
            _ = try Self.explorer.explore("pager", fault: "no-such-fault")
            Issue.record("no error")
        } catch {
            #expect(
                error.message.hasPrefix(
                    "unknown fault \"no-such-fault\" for pager (known: no-ticket-check, "))
        }
        do {
            _ = try Self.explorer.explore(
                "debounce", options: [ModelOption(name: "speed", value: "2")])
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown option \"speed\" for debounce (known: delay)")
        }
    }

    @Test("Options are passed to the model: a cursor pager explores only cursor mode")
    func options() throws {
        let report = try Self.explorer.explore(
            "pager", options: [ModelOption(name: "cursor", value: nil)],
            fault: "no-stall-detection")
        #expect(report.violation?.infoString == "pager cursor")
        let pageOnly = try Self.explorer.explore("pager", options: [], fault: "no-stall-detection")
        #expect(pageOnly.violation?.infoString == "pager cursor")
    }
}
