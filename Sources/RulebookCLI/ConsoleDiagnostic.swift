import Foundation
import Rulebook

extension Diagnostic {
    /// A command line that cannot be understood; `rulebook` exits with status 2.
    static func usage(_ message: String, suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.usage, message, suggestion: suggestion)
    }

    /// The one console line of a problem that stops a command, on standard error: a usage
    /// error points at the command's `--help` (`rulebook: MESSAGE (see rulebook fmt --help)`),
    /// any other problem says where it is (`rulebook: site/index.html: is a symbolic link`).
    func consoleLine(command: String? = nil) -> String {
        guard kind == .usage else { return "rulebook: \(description)" }
        let help = command.map { "rulebook \($0) --help" } ?? "rulebook --help"
        return "rulebook: \(message) (see \(help))"
    }
}
