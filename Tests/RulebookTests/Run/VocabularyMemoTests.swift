import Testing

@testable import Rulebook

/// How many times each `Dial<Unit>` vocabulary was made, by unit name.
private let madeVocabularies = Locked<[String: Int]>([:])

private protocol DialUnit: Sendable { static var name: String { get } }
private enum Percent: DialUnit { static let name = "percent" }
private enum Degrees: DialUnit { static let name = "degrees" }

/// A generic model: it cannot have a `static let vocabulary`, so it keeps it in the memo.
private struct Dial<Unit: DialUnit>: RulebookModel {
    static var vocabulary: Vocabulary<Self> {
        VocabularyMemo.vocabulary(of: Self.self) {
            madeVocabularies.withLock { $0[Unit.name, default: 0] += 1 }
            return Vocabulary(
                name: "dial-\(Unit.name)", summary: "A dial in \(Unit.name).",
                verbs: [
                    Verb("turn", inputs: [.required("by")], "the user turns the dial") {
                        model, event throws(ModelError) in
                        model.value += try event.requiredNumber("by")
                        return .done(.keyword("accepted"))
                    }
                ],
                observables: [.number("value", "where the dial points") { $0.value }])
        }
    }

    var value = 0
    init(options: ModelOptions) throws(ModelError) {}
}

struct VocabularyMemoTests {
    @Test("A generic model's vocabulary is made once per concrete type, however often it is read")
    func madeOncePerType() {
        let registry = ModelRegistry().adding(Dial<Percent>.self).adding(Dial<Degrees>.self)
        let table = "| event | by | value? |\n|---|---|---|\n| turn | 5 | 5 |\n| turn | 2 | 7 |\n"
        let spec = Spec(
            path: "dial.md",
            text:
                "# Dial\n```rulebook dial-percent\n\(table)```\n\n```rulebook dial-degrees\n\(table)```\n"
        )
        let result = SpecRunner(registry: registry).run([spec, spec])
        #expect(
            result.specs.flatMap(\.tables).map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(Dial<Percent>.descriptor.name == "dial-percent")
        #expect(Dial<Degrees>.descriptor.name == "dial-degrees")
        #expect(madeVocabularies.withLock { $0 } == ["percent": 1, "degrees": 1])
    }
}
