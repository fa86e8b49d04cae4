import Testing

@testable import Rulebook

/// A lamp whose vocabulary is declared in one place. `dim` is the verb added last: the tests
/// below show that everything the runner prints about the model follows from that one entry.
private struct LampModel: RulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "lamp", summary: "A lamp with a dimmer.",
        verbs: [
            Verb("switch on", "the user switches the lamp on") { model, _ in
                model.level = 100
                return .done(.keyword("accepted"))
            },
            Verb("switch off", "the user switches the lamp off") { model, _ in
                model.level = 0
                return .done(.keyword("accepted"))
            },
            Verb("dim", inputs: [.required("level")], "the user sets the brightness") {
                model, event throws(ModelError) in
                let level = try event.requiredNumber("level")
                guard level <= 100 else { return .rejected(reason: "at most 100") }
                model.level = level
                return .done(.keyword("accepted"))
            },
        ],
        observables: [
            .number("level", "the brightness, 0 to 100") { $0.level },
            .flag("lit", "whether the lamp gives light", .yesNo) { $0.level > 0 },
        ])

    var level = 0
    init(options: ModelOptions) throws(ModelError) {}
}

struct VocabularyTests {
    static let registry = ModelRegistry().adding(LampModel.self)

    /// The first row's status of a one-table spec for the lamp.
    static func firstRow(_ table: String) throws -> RowStatus {
        let spec = Spec(path: "lamp.md", text: "# Lamp\n```rulebook lamp\n" + table + "```\n")
        let result = try #require(SpecRunner(registry: registry).run([spec]).tables.first)
        return try #require(result.rows.first).status
    }

    @Test("A verb declared once is in the descriptor, in rulebook models and in rulebook new")
    func addedVerbIsListed() throws {
        let descriptor = LampModel.descriptor
        #expect(descriptor.verbs.map(\.name) == ["switch on", "switch off", "dim"])
        #expect(descriptor.verb(named: "Dim")?.inputs.map(\.name) == ["level"])
        #expect(descriptor.observables.map(\.name) == ["level", "lit"])
        #expect(descriptor.observables.map(\.kind) == [.number, .oneOf("yes", "no")])

        let lines = ModelVocabulary.lines(descriptor)
        #expect(
            lines.contains {
                $0.hasPrefix("    dim ") && $0.hasSuffix("the user sets the brightness")
            })
        #expect(lines.contains { $0.contains("level?") && $0.contains("number or none") })
        #expect(
            try ModelVocabulary.newTableColumns(LampModel.self, options: [])
                == ["event", "level", "result?", "level?", "lit?"])
    }

    @Test("The known words of an unknown event or column are the declared ones")
    func knownWordsFollowTheDeclaration() throws {
        let unknownVerb = try Self.firstRow(
            """
            | event | level? |
            |-------|--------|
            | dimm  | 0      |

            """)
        #expect(
            unknownVerb
                == .error(
                    Diagnostic(
                        .row, at: FileLocation(file: "lamp.md", line: 5),
                        "unknown event \"dimm\" for lamp: did you mean dim? (known: switch on, switch off, dim)",
                        suggestion: "dim")))

        let spec = Spec(
            path: "lamp.md",
            text:
                "# Lamp\n```rulebook lamp\n| event | brightness | lit? |\n|---|---|---|\n| dim | 5 | yes |\n```\n"
        )
        let table = try #require(SpecRunner(registry: Self.registry).run([spec]).tables.first)
        #expect(table.problem?.message.hasSuffix("(known: level)") == true)
    }

    @Test("A declared verb runs its handler, and its columns are read by their readers")
    func handlerRuns() throws {
        let passed = try Self.firstRow(
            """
            | event | level | result?  | level? | lit? |
            |-------|-------|----------|--------|------|
            | dim   | 40    | accepted | 40     | yes  |

            """)
        #expect(passed == .passed)
        let missing = try Self.firstRow(
            """
            | event | level | lit? |
            |-------|-------|------|
            | dim   |       | yes  |

            """)
        #expect(
            missing
                == .error(
                    Diagnostic(
                        .row, at: FileLocation(file: "lamp.md", line: 5),
                        "dim needs a value in column level")))

        var lamp = try LampModel(options: ModelOptions([]))
        _ = try lamp.apply(ModelEvent(verb: "switch on"))
        #expect(lamp.observe("Lit", labels: TicketLabels()) == .flag(true, .yesNo))
        #expect(lamp.observe("colour", labels: TicketLabels()) == nil)
        #expect(throws: ModelError("lamp has no event blink")) {
            try lamp.apply(ModelEvent(verb: "blink"))
        }
    }

    @Test("Typed readers read an input in one line, blank as nil, and name the column on errors")
    func typedReaders() throws {
        let event = ModelEvent<Never>(
            verb: "respond",
            inputs: [
                "id": "\" a \"", "rows": "1, 2", "more": "yes", "value": "off", "at": "-5",
                "page": "3", "cursor": "none", "empty": "",
            ])
        #expect(try event.text("id") == " a ")
        #expect(try event.requiredText("id") == " a ")
        #expect(try event.list("rows") == ["1", "2"])
        #expect(try event.list("empty") == [])
        #expect(try event.flag("more", .yesNo) == true)
        #expect(try event.requiredFlag("more", .yesNo))
        #expect(try event.onOff("value") == false)
        #expect(try event.requiredOnOff("value") == false)
        #expect(try event.number("page") == 3)
        #expect(try event.requiredNumber("page") == 3)
        #expect(try event.signedNumber("at") == -5)
        #expect(try event.requiredSignedNumber("at") == -5)
        #expect(try event.optionalText("cursor") == nil)
        #expect(try event.text("cursor") == nil)
        #expect(try event.text("empty") == nil)
        #expect(try event.number("empty") == nil)
        #expect(throws: ModelError("respond needs a value in column empty")) {
            try event.requiredText("empty")
        }
        #expect(throws: ModelError.self) { try event.number("at") }
        #expect(throws: ModelError.self) { try event.onOff("more") }
    }
}

/// An app's own error, thrown by a handler that is not written `throws(ModelError)`.
private struct BulbBroken: Error, CustomStringConvertible {
    var description: String { "the bulb is broken" }
}

/// Handlers written without `throws(ModelError)`: they compile, and what they throw fails
/// the row with its message.
private struct PlainThrowsLampModel: RulebookModel {
    static let vocabulary = Vocabulary<Self>(
        name: "plain-lamp", summary: "A lamp whose handlers throw any error.",
        verbs: [
            Verb("dim", inputs: [.required("level")], "the user sets the brightness") {
                model, event in
                model.level = try event.requiredNumber("level")
                return .done(.keyword("accepted"))
            },
            Verb("break", "the bulb breaks") { _, _ in throw BulbBroken() },
        ],
        observables: [.number("level", "the brightness") { $0.level }])

    var level = 0
    init(options: ModelOptions) throws(ModelError) {}
}

struct PlainThrowsTests {
    @Test("A handler without throws(ModelError) runs, and any error it throws fails its row")
    func handlerWithoutTypedThrows() throws {
        let spec = Spec(
            path: "lamp.md",
            text: """
                # Lamp

                ```rulebook plain-lamp
                | event | level | level? |
                |-------|-------|--------|
                | dim   | 40    | 40     |
                | dim   | lots  | 40     |
                ```

                ```rulebook plain-lamp
                | event | level? |
                |-------|--------|
                | break | 0      |
                ```
                """)
        let result = SpecRunner(registry: ModelRegistry().adding(PlainThrowsLampModel.self))
            .run([spec])
        try #require(result.tables.count == 2)
        let dim = result.tables[0].rows.map(\.status)
        #expect(dim.first == .passed)
        guard case .error(let problem) = dim.last else {
            Issue.record("a bad number did not fail the row: \(dim)")
            return
        }
        #expect(problem.message.contains("lots"))
        guard case .error(let broken) = result.tables[1].rows.first?.status else {
            Issue.record("the thrown error did not fail the row")
            return
        }
        #expect(broken.message == "the bulb is broken")
    }
}
