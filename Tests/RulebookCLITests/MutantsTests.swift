import RulebookAdapterModels
import RulebookModels
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Seeded faults and `rulebook mutants` on rulebook's own `spec/`.
struct MutantsTests {
    static let specs = SpecFolder.specs
    static let registry = ModelRegistry.builtIn

    /// One run of every fault over `spec/`, shared by the tests that read it. It runs on a
    /// thread of its own: the adapter models of `spec/` cannot run inside a Swift task.
    static let shared = Task {
        await OwnThread.run {
            MutantsRunner(registry: registry).run(
                specs, faults: registry.faults, lookUp: SpecLoader.loadIfPresent)
        }
    }

    @Test("On spec/, no fault survives and every required rule kills at least one fault")
    func specProvesEveryFault() async {
        #expect(!Self.specs.isEmpty, "spec/ must load")
        let result = await Self.shared.value
        #expect(result.baseline.isPassing)
        #expect(result.faults.count == Self.registry.faults.count)
        #expect(result.survivors.map(\.fault.id) == [])
        #expect(!result.required.isEmpty)
        // Items whose rules use only models without faults (the adapter models) are not judged.
        #expect(
            result.required.allSatisfy {
                $0.notJudged == nil || $0.notJudged?.hasSuffix("declare no faults") == true
            })
        #expect(result.provingNothing.map(\.item.text) == [])
        #expect(result.isPassing)
    }

    @Test(
        "Every built-in model declares at least the faults of the issue, named in lower-case words")
    func faultNames() {
        let counts = Dictionary(grouping: Self.registry.faults, by: \.model).mapValues(\.count)
        #expect(counts["pager"] ?? 0 >= 11)
        #expect(counts["optimistic"] ?? 0 >= 6)
        #expect(counts["debounce"] ?? 0 >= 8)
        for fault in Self.registry.faults {
            #expect(ModelFault.isValidName(fault.fault.name), "\(fault.id)")
            #expect(!fault.fault.breaks.isEmpty)
        }
        #expect(Set(Self.registry.faults.map(\.id)).count == Self.registry.faults.count)
        #expect(!ModelFault.isValidName("No-Ticket-Check"))
        #expect(!ModelFault.isValidName("no--check"))
        #expect(!ModelFault.isValidName("no ticket check"))
    }

    @Test(
        "A required rule of spec/ kills the fault",
        arguments: [
            ("debounce", "cancellation-as-expiry", "A cancellation never delivers"),
            (
                "optimistic", "session-left-out-of-tickets",
                "Old callbacks after an account switch change nothing"
            ),
            (
                "pager", "no-ticket-check",
                "A late old response after a filter change changes nothing"
            ),
        ])
    func requiredRuleKills(model: String, fault: String, item: String) async throws {
        let seeded = try #require(
            Self.registry.faults.first { $0.model == model && $0.fault.name == fault })
        let result = await OwnThread.run {
            MutantsRunner(registry: Self.registry).run(Self.specs, faults: [seeded])
        }
        // Items of the same text that link to an adapter rule (from adapters.md or another
        // page) use only adapter models, none of whose faults ran here.
        let adapters = ["page-loader", "optimistic-store", "search-debouncer"]
        let required = result.required.filter { check in
            check.item.text.hasPrefix(item)
                && !adapters.contains { check.notJudged?.contains($0) == true }
        }
        #expect(!required.isEmpty)
        for check in required {
            #expect(check.kills == [seeded], "\(check.path):\(check.item.line)")
        }
    }

    @Test("The session left out of tickets fails the required table for old callbacks")
    func sessionFaultFailsRequiredTable() throws {
        let spec = try #require(Self.specs.first { $0.path.hasSuffix("optimistic-updates.md") })
        let rule = try #require(
            spec.rule(anchor: "old-callbacks-after-an-account-switch-change-nothing"))
        let fault = SeededFault(
            model: "optimistic",
            fault: ModelFault("session-left-out-of-tickets", breaks: ""))
        let runner = TableRunner(registry: Self.registry, fault: fault)
        let statuses = rule.tableIndices.map { runner.run(spec.tables[$0], file: spec.path).status }
        #expect(statuses.contains(.failed))
        #expect(
            rule.tableIndices.allSatisfy {
                TableRunner(registry: .builtIn).run(spec.tables[$0], file: spec.path).status
                    == .passed
            })
    }

    @Test("A fault cannot be switched on from a table")
    func noFaultFromTables() throws {
        let spec = Spec(
            path: "fault.md",
            text: """
                # Fault

                ```rulebook pager fault=no-ticket-check
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | requested page 1 |
                ```
                """)
        try #require(spec.tables.count > 0)
        let table = TableRunner(registry: .builtIn).run(spec.tables[0], file: spec.path)
        #expect(table.status == .error)
        #expect(table.problem?.message.hasPrefix("unknown option \"fault\" for pager") == true)
    }

    @Test("The public runner and the pure models run without any fault")
    func publicAPIRunsTheRealModels() throws {
        // The faults live in `package` properties of RulebookModels, so app code (outside
        // this package) cannot name them; `FaultSwitch` has no public initializer, so only
        // the runner can build a model with one. Here: what public code gets is correct.
        var pager = Pager<String>()
        let old = try #require(pager.loadNext().ticket)
        pager.reset()
        #expect(pager.receive(old, rows: ["x"], hasMore: false) == .ignored(.staleTicket))
        #expect(pager.fault == nil)
        let reference = try #require(
            Self.specs.first { $0.path.hasSuffix("pagination.md") }?.tables.first {
                $0.rule?.anchor == "a-late-old-response-after-a-filter-change-changes-nothing"
            })
        #expect(
            TableRunner(registry: .builtIn).run(reference, file: "pagination.md").status == .passed)
        #expect(SpecRunner(registry: .builtIn).tableRunner.fault == nil)
    }

    @Test("A fault nobody catches survives and fails the mutants run")
    func survivorFailsTheRun() throws {
        let spec = Spec(
            path: "only-loads.md",
            text: """
                # Loads

                ## One load

                ```rulebook pager
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | requested page 1 |
                ```

                - [ ] [One load](#one-load)
                """)
        let faults = Self.registry.faults.filter {
            $0.fault.name == "no-ticket-check" || $0.fault.name == "no-dedup"
        }
        let result = MutantsRunner(registry: Self.registry).run([spec], faults: faults)
        #expect(result.baseline.isPassing)
        #expect(result.survivors.map(\.fault.fault.name) == ["no-ticket-check", "no-dedup"])
        #expect(result.provingNothing.map(\.item.text) == [])  // not every pager fault ran
        #expect(!result.isPassing)
        let lines = MutantsConsoleReport(result: result).lines
        try #require(faults.count > 0)
        #expect(
            lines.contains("pager/no-ticket-check: SURVIVED (breaks: \(faults[0].fault.breaks))"))
        #expect(lines.last?.contains("2 survived (pager/no-ticket-check, pager/no-dedup)") == true)
    }

    @Test("A required rule that kills no fault is flagged as proving nothing")
    func provingNothing() {
        let spec = Spec(
            path: "loads.md",
            text: """
                # Loads

                ## One load

                ```rulebook pager
                | event     | ticket | result?          |
                |-----------|--------|------------------|
                | load next | A      | requested page 1 |
                ```

                - [ ] [One load](#one-load)
                """)
        let result = MutantsRunner(registry: Self.registry).run(
            [spec], faults: Self.registry.faults.filter { $0.model == "pager" })
        #expect(result.provingNothing.map(\.item.text) == ["One load"])
        #expect(
            MutantsConsoleReport(result: result).lines.contains(
                "loads.md:11: \"One load\" PROVES NOTHING: its rule kills no fault"))
    }

    @Test("The HTML report links the fault matrix from the index")
    func htmlMatrix() async throws {
        let result = await Self.shared.value
        let site = MutantsSite.site(result, version: "test")
        let pages = site.pages()
        let index = try #require(pages.first { $0.path == "index.html" }?.contents)
        #expect(index.contains("<a href=\"mutants.html\">Faults and the rules that catch them</a>"))
        let matrix = try #require(pages.first { $0.path == "mutants.html" }?.contents)
        #expect(matrix.contains("<code>no-ticket-check</code>"))
        #expect(
            matrix.contains(
                "href=\"pagination.html#a-late-old-response-after-a-filter-change-changes-nothing\""
            ))
        #expect(!matrix.contains("survived</span>"))
        #expect(
            HTMLSite(result: result.baseline, version: "test").pages().count == pages.count - 1
        )
    }

    @Test("JUnit XML has one test case per fault, failing when it survived")
    func junit() async {
        let result = await Self.shared.value
        let xml = MutantsJUnitReport.xml(for: result)
        let cases = xml.components(separatedBy: "<testcase classname=\"mutants: ").count - 1
        // Items whose rules use only fault-free models are not judged, so not written.
        let checklist = result.required.filter { $0.notJudged == nil }.count
        #expect(cases == Self.registry.faults.count + checklist)
        #expect(xml.contains("name=\"no-ticket-check\""))
        #expect(xml.contains("failures=\"0\""))
        #expect(!xml.contains("<failure"))
    }
}
