import Foundation
import Rulebook

/// `rulebook`: parses the command line, runs the check, and exits 0, 1 or 2.
@main
enum Main {
    static func main() {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            failWithUsage(error.description)
        }
        if options.showsHelp {
            print(CommandLineOptions.help)
            return
        }
        if options.showsVersion {
            print("rulebook \(RulebookVersion.current)")
            return
        }
        switch Check(options: options).run() {
        case .passed: exit(0)
        case .failed: exit(1)
        case .usageError(let message): failWithUsage(message)
        }
    }

    private static func failWithUsage(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
    }
}
