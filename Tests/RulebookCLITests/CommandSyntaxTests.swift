import RulebookDiagnostics
import Testing

@testable import RulebookCLI

struct CommandSyntaxTests {
    /// The option names the OPTIONS section of `help` lists, read back from the text.
    private func listedNames(_ help: String) -> Set<String> {
        let section = help.split(separator: "\n\n").first { $0.hasPrefix("OPTIONS:") } ?? ""
        let labels = section.split(separator: "\n").dropFirst().compactMap { line in
            line.hasPrefix("  -") ? line.dropFirst(2).components(separatedBy: "  ").first : nil
        }
        return Set(
            labels.flatMap { label in
                label.components(separatedBy: ", ").map { $0.components(separatedBy: " ")[0] }
            })
    }

    enum Demo {
        static let loud = CommandOption(flag: "--loud", help: "Shout.")
        static let name = CommandOption("--name", value: "NAME", help: "Who to greet,", "by name.")
        static let syntax = CommandSyntax(
            usage: ["rulebook demo [--loud] [--name NAME]"], about: "A demo.",
            options: [loud, name])
    }

    @Test("An option declared once is parsed, read back through its key and listed in the help")
    func declaredOnce() throws {
        let parsed = try Demo.syntax.parse(["--loud", "--name=Ada"])
        #expect(parsed[Demo.loud])
        #expect(parsed[Demo.name] == "Ada")
        var printed: [String] = []
        let demo = Subcommand(
            name: "demo", summary: "A demo", syntax: Demo.syntax, run: { _, _ in .failed })
        #expect(demo.main(["-h"], CommandContext(output: { printed.append($0) })) == .passed)
        #expect(
            printed == [
                """
                USAGE: rulebook demo [--loud] [--name NAME]

                A demo.

                OPTIONS:
                  --loud       Shout.
                  --name NAME  Who to greet,
                               by name.
                  -h, --help   Print this help.
                """
            ])
        #expect(listedNames(Demo.syntax.help) == ["--loud", "--name", "-h", "--help"])
    }

    @Test(
        "Every option the check command parses is in its help, and every option in its help is parsed"
    )
    func checkOptionsMatchHelp() throws {
        let syntax = CommandLineOptions.syntax
        #expect(listedNames(syntax.help) == Set(syntax.optionNames))
        for name in syntax.optionNames {
            guard syntax.option(named: name)?.value != nil else {
                #expect(throws: Never.self, "\(name)") { try CommandLineOptions.parse([name]) }
                continue
            }
            #expect(throws: Diagnostic.usage("\(name) needs a value")) {
                try CommandLineOptions.parse([name])
            }
            do {
                _ = try CommandLineOptions.parse([name, "1/2"])
            } catch {
                #expect(!error.message.hasPrefix("unknown option"), "\(name)")
            }
        }
        #expect(throws: Diagnostic.usage("unknown option \"--shout\"")) {
            try CommandLineOptions.parse(["--shout"])
        }
    }

    @Test("Every subcommand accepts the options its help lists")
    func subcommandOptionsMatchHelp() {
        for command in Subcommand.all {
            let syntax = command.syntax
            #expect(listedNames(syntax.help) == Set(syntax.optionNames), "\(command.name)")
            for option in syntax.options {
                for name in option.names {
                    let arguments = option.value == nil ? [name] : [name, "5"]
                    do {
                        let parsed = try syntax.parse(arguments, command: command.name)
                        #expect(parsed.given[option.setting]?.first?.name == name)
                    } catch {
                        // A value the option refuses (`--shard 5`) is not an unknown option.
                        #expect(!error.message.hasPrefix("unknown option"), "\(name)")
                    }
                }
            }
        }
    }

    @Test("Every help text fits in 100 columns")
    func helpWidth() {
        let helps = [CommandLineOptions.syntax.help] + Subcommand.all.map(\.syntax.help)
        for help in helps {
            for line in help.split(separator: "\n") {
                #expect(line.count <= 100, "\(line)")
            }
        }
    }
}
