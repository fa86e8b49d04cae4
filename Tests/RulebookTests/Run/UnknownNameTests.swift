import RulebookModels
import RulebookTestSupport
import Testing

@testable import Rulebook

/// Every "unknown …" message comes from `Diagnostic.unknown`: one wording per kind of name,
/// the same on every path that looks the name up, with the nearest name and the known ones.
struct UnknownNameTests {
    static let models =
        "debounce, optimistic, pager"

    func thrown(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? Diagnostic)?.message ?? "\(error)"
        }
    }

    @Test("An unknown model is worded alike by a table, the registry, explore and coverage")
    func model() throws {
        let expected = "unknown model \"pagr\": did you mean pager? (known: \(Self.models))"
        let table = try runFirstTable(
            fenced("rulebook pagr", "| event | result? |", "|---|---|", "| reset | accepted |"))
        #expect(table.problem?.message == expected)
        #expect(thrown { _ = try ModelRegistry.pureModels.resolve("pagr") } == expected)
        #expect(thrown { _ = try Explorer(registry: .pureModels).explore("pagr") } == expected)
        #expect(
            thrown { _ = try CoverageRunner(registry: .pureModels).run([], models: ["pagr"]) }
                == expected)
        #expect(
            thrown { _ = try ModelRegistry.pureModels.resolve("zebra") }
                == "unknown model \"zebra\" (known: \(Self.models))")
    }

    @Test("An unknown event names the model, the nearest verb and every verb")
    func event() throws {
        let table = try runFirstTable(
            fenced("rulebook pager", "| event | result? |", "|---|---|", "| lod next | ignored |"))
        guard case .error(let problem) = table.rows.first?.status else {
            Issue.record("the row did not fail")
            return
        }
        #expect(
            problem.message
                == "unknown event \"lod next\" for pager: did you mean load next? (known: load next, respond, fail, retry, reset)"
        )
        #expect(problem.suggestion == "load next")
    }

    @Test("An unknown input or expectation column names the nearest column and every column")
    func column() throws {
        let input = try runFirstTable(
            fenced(
                "rulebook pager", "| event | tiket | result? |", "|---|---|---|",
                "| reset | | accepted |"))
        #expect(
            input.problem?.message
                == "unknown input column \"tiket\" for pager: did you mean ticket? (known: more, next cursor, rows, ticket)"
        )
        let expectation = try runFirstTable(
            fenced("rulebook pager", "| event | colour? |", "|---|---|", "| reset | red |"))
        #expect(
            expectation.problem?.message
                == "unknown expectation column \"colour?\" for pager (known: autoload?, error?, ids?, loading?, more?, next cursor?, next page?, result?)"
        )
    }

    @Test("An unknown model option is worded alike by a fence, rulebook new and explore")
    func option() throws {
        let expected = "unknown option \"dealy\" for debounce: did you mean delay? (known: delay)"
        let table = try runFirstTable(
            fenced(
                "rulebook debounce dealy=200", "| event | result? |", "|---|---|",
                "| close | closed |"))
        #expect(table.problem?.message == expected)
        let dealy = [ModelOption(name: "dealy", value: "200")]
        #expect(
            thrown { _ = try ModelVocabulary.newTable(DebounceSpecModel.self, options: dealy) }
                == expected)
        #expect(
            thrown { _ = try Explorer(registry: .pureModels).explore("debounce", options: dealy) }
                == expected)
        #expect(
            thrown { try OptimisticSpecModel.descriptor.check(options: dealy) }
                == "unknown option \"dealy\" for optimistic (it takes none)")
    }

    @Test("An option written without its value, or a blank one, says how to write it")
    func optionForm() {
        #expect(
            thrown {
                try DebounceSpecModel.descriptor.check(options: [
                    ModelOption(name: "delay", value: nil)
                ])
            } == "option delay is written delay=VALUE")
        #expect(
            thrown { _ = try ModelOption(parsing: "delay=") }
                == "option \"delay=\" must be a name or name=value")
        #expect(
            (try? ModelOption(parsing: "Delay=300")) == ModelOption(name: "delay", value: "300"))
    }

    @Test("An unknown fault is worded alike by the registry, explore and a model's switch")
    func fault() {
        let pagerFaults = PagerSpecModel.faults.map(\.name).joined(separator: ", ")
        let expected =
            "unknown fault \"no-tiket-check\" for pager: did you mean no-ticket-check? (known: \(pagerFaults))"
        #expect(
            thrown { _ = try ModelRegistry.pureModels.faults(named: "no-tiket-check", of: "pager") }
                == expected)
        #expect(
            thrown {
                _ = try Explorer(registry: .pureModels).explore("pager", fault: "no-tiket-check")
            } == expected)
        #expect(
            thrown {
                _ = try PagerSpecModel.seeded(
                    FaultSwitch(name: "no-tiket-check"), as: PagerFault.self)
            } == expected)
        #expect(
            thrown { _ = try ModelRegistry.pureModels.faults(named: "zzz") }?
                .hasPrefix("unknown fault \"zzz\" (known: ") == true)
    }
}
