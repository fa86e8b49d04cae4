import Foundation
import Testing

/// The glossary of `spec/index.md` gives each term one meaning, and the documentation uses it
/// with that meaning: a spot check that the words and phrasings the glossary retired are
/// gone from `spec/`, `docs/` and the README.
struct GlossaryTests {
    /// Phrasings retired because a word did two jobs, was never explained, or was untrue.
    static let retired: [(phrase: String, why: String)] = [
        ("**ticket**: three things", "a ticket is the model's value; a table writes a label"),
        ("A **ticket** is a label", "a ticket is the model's value; a table writes a label"),
        ("request's generation", "only debounce inputs have generations; a list has queries"),
        ("request generation", "only debounce inputs have generations; a list has queries"),
        ("reset as a new generation", "only debounce inputs have generations; a list has queries"),
        ("a rising generation", "only debounce inputs have generations; a list has queries"),
        ("dropped by the generation", "only debounce inputs have generations; a list has queries"),
        ("older\ngeneration, no duplicate", "only debounce inputs have generations"),
        ("(a ticket, a", "a ticket is the model's value; an issue tracker has issues"),
        ("five source articles", "the source articles are defined in the glossary, uncounted"),
        ("format contract", "never explained to readers"),
        (
            "a `record` cell on a `switch account` row) is",
            "a record cell is allowed on every optimistic row"
        ),
        ("applies its `event` to a fresh", "rows share one model; each table gets a fresh one"),
        ("spec/retry.md", "no such file"),
        ("required rule", "a required case is a checklist item, not any rule that passes"),
        ("a passing, required one", "a required case is a checklist item, not any rule"),
        (
            "required cases cannot disappear silently",
            "a deleted checklist line passes the run; diff and the summary show it"
        ),
        (
            "no source rule can drop out of the suite unnoticed",
            "a deleted checklist line passes the run; diff and the summary show it"
        ),
        ("the exit status is 0 only when everything", "pending rules exit 0 too"),
    ]

    /// The Markdown documents the glossary's words appear in.
    static let documents: [String] = LinkCheckTests.documents

    @Test("No document uses a phrasing the glossary retired", arguments: documents)
    func noRetiredPhrasing(_ document: String) throws {
        let text = try String(contentsOfFile: SnippetsTests.root + "/" + document, encoding: .utf8)
        for (phrase, why) in Self.retired where text.contains(phrase) {
            Issue.record(Comment(rawValue: "\(document) says \"\(phrase)\": \(why)"))
        }
    }

    @Test("The glossary defines each term once, required and checklist items included")
    func eachTermOnce() throws {
        let index = try String(
            contentsOfFile: SnippetsTests.root + "/spec/index.md", encoding: .utf8)
        let terms = Glossary.terms(in: index)
        let glossary = try #require(index.components(separatedBy: "\n## Glossary\n").last)
        #expect(Set(terms).count == terms.count, "a term defined twice: \(terms)")
        for term in [
            "checklist item", "required case", "generation", "label", "query", "rejected", "ticket",
        ] {
            #expect(terms.contains(term), "\(term) is not in the glossary")
        }
        let required = try #require(glossary.components(separatedBy: "- **required case**").last)
        #expect(required.hasPrefix(": a checklist item. Every checklist item is required"))
        let item = try #require(glossary.components(separatedBy: "- **checklist item**").last)
        #expect(item.hasPrefix(": any task-list item"))
    }

    @Test("The retired phrasings are found where they are written")
    func checkCanFail() {
        let text = "Each row applies its `event` to a fresh `pager` model."
        #expect(Self.retired.contains { text.contains($0.phrase) })
    }
}
