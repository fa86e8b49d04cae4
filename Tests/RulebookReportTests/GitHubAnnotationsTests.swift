import Testing

@testable import Rulebook
@testable import RulebookReport

/// `--format github`: workflow commands GitHub Actions turns into annotations.
struct GitHubAnnotationsTests {
    @Test(
        "Messages escape %, CR and LF as GitHub documents",
        arguments: [
            ("100%", "100%25"), ("a\nb", "a%0Ab"), ("a\r\nb", "a%0D%0Ab"), ("%0A", "%250A"),
            ("a: b, c", "a: b, c"), ("plain", "plain"),
        ])
    func messageEscaping(text: String, escaped: String) {
        #expect(GitHubAnnotations.escapedData(text) == escaped)
    }

    @Test(
        "Properties also escape : and ,",
        arguments: [
            ("a: b, c", "a%3A b%2C c"), ("50%", "50%25"), ("x\ny", "x%0Ay"),
            ("::error::", "%3A%3Aerror%3A%3A"), ("spec/a b.md", "spec/a b.md"),
        ])
    func propertyEscaping(text: String, escaped: String) {
        #expect(GitHubAnnotations.escapedProperty(text) == escaped)
    }

    @Test("A command leaves out what is unknown and escapes every value")
    func command() {
        #expect(
            GitHubAnnotations.command(
                "error", file: "spec/a,b.md", line: 7, column: 12, title: "Retry: again",
                message: "row 1: x? expected 1%, got\n2")
                == "::error file=spec/a%2Cb.md,line=7,col=12,title=Retry%3A again::row 1: x? expected 1%25, got%0A2"
        )
        #expect(
            GitHubAnnotations.command(
                "warning", file: "a.md", line: nil, column: nil, title: "t", message: "m")
                == "::warning file=a.md,title=t::m")
    }

    static let red = """
        # Paging

        ## Retry

        ```rulebook pager
        | event     | ticket | result?          | ids? |
        |-----------|--------|------------------|------|
        | load next | A      | requested page 2 | none |
        | load next |        | ignored          | 1    |
        | load next | A      | ignored          | 9    |
        | jump      |        | ignored          |      |
        ```

        ```rulebok pager
        | event | result? |
        ```
        """

    @Test("A red run gives one ::error per failing row, at its first mismatching cell")
    func redRun() throws {
        let result = SpecRunner(registry: .pureModels).run([
            Spec(path: "spec/paging.md", text: Self.red)
        ])
        let lines = GitHubAnnotations(result: result).lines
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let failingRows = result.tables.flatMap(\.problemRows)
        #expect(failingRows.count == 4)
        #expect(errors.count == failingRows.count)
        #expect(
            errors.first
                == "::error file=spec/paging.md,line=8,col=24,title=Retry::row 1: result? expected requested page 2, got requested page 1"
        )
        #expect(errors[1].hasPrefix("::error file=spec/paging.md,line=9,col=43,title=Retry::"))
        #expect(errors.last?.hasPrefix("::error file=spec/paging.md,line=11,col=3,") == true)
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("::warning file=spec/paging.md,line=14,") == true)
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test("Paths are shown relative to the root, however they were given")
    func rootRelativePaths() {
        let context = ReportContext(root: "/work/app", workingDirectory: "/work/app/sub")
        #expect(context.shownPath("/work/app/spec/a.md") == "spec/a.md")
        #expect(context.shownPath("../spec/./a.md") == "spec/a.md")
        #expect(context.shownPath("a.md") == "sub/a.md")
        #expect(context.shownPath("/elsewhere/a.md") == "../../elsewhere/a.md")
        #expect(ReportContext().shownPath("./spec//a.md") == "spec/a.md")
        var linked = context
        linked.sourceURL = "https://example.com/{path}#L{line}"
        #expect(
            linked.sourceURL(path: "/work/app/spec/a.md", line: 3)
                == "https://example.com/spec/a.md#L3")
        #expect(
            linked.sourceURL(path: "/elsewhere/a.md", line: 3) == nil, "outside the root: no link")
    }
}
