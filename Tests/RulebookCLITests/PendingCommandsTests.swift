import Foundation
import Rulebook
import RulebookAdapterModels
import Testing

@testable import RulebookCLI

/// Pending rules through the command line: the exit status with and without `--strict`,
/// `new --pending`, `models` and `--list`.
struct PendingCommandsTests {
    let cli = ExitCodeTests()

    @Test("A pending rule does not fail the run; the last line counts it; --strict fails it")
    func exitStatus() throws {
        let run = try cli.run(["--no-html", "pending.md"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("1 passed, 0 failed, 1 pending\n"))
        #expect(
            run.output.contains(
                "pending.md:5: Autoload stops after three failures: pending: agreed with product on 2026-11-30 (PROJ-123)."
            ))
        let strict = try cli.run(["--no-html", "--strict", "pending.md"])
        #expect(strict.status == 1)
        #expect(strict.output.hasSuffix("1 passed, 1 failed\n"))
        #expect(
            strict.output.contains(
                "pending.md:5: Autoload stops after three failures: pending (--strict"))
    }

    @Test("--list shows the pending state of each rule")
    func list() throws {
        let run = try cli.run(["--list", "pending.md"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "(#autoload-stops-after-three-failures)  pending: agreed with product"))
        #expect(run.output.contains("(#one-load-at-a-time)\n"))
    }

    @Test("new --pending starts a pending rule: the marker line, then the empty table")
    func newPending() {
        var output: [String] = []
        let status = NewCommand.run(
            ["pager", "--pending", "agreed on 2026-11-30 (PROJ-1)"], registry: .builtIn,
            output: { output.append($0) })
        #expect(status == .passed)
        #expect(output.first == "> Pending: agreed on 2026-11-30 (PROJ-1)\n")
        #expect(output.last?.hasPrefix("```rulebook pager\n| event |") == true)
        let spec = Spec(path: "t.md", text: "## Rule\n\n" + output.joined(separator: "\n"))
        #expect(spec.rule(anchor: "rule")?.pending?.reason == "agreed on 2026-11-30 (PROJ-1)")
    }

    @Test("models counts the pending rules of spec/ that use each model")
    func models() throws {
        let folder = ExitCodeTests.fixtures.path
        #expect(
            ModelsCommand.pendingRules(in: folder + "/pending.md") == [
                "pager": [folder + "/pending.md#autoload-stops-after-three-failures"]
            ])
        #expect(ModelsCommand.pendingRules(in: folder + "/no-such-folder").isEmpty)
    }
}
