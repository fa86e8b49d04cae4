import Rulebook

/// Text from specs made safe for a terminal: control characters are shown as escapes
/// instead of being sent, so a cell cannot colour, move or clear the console, or hide text
/// with a bidirectional override. HTML and JUnit do the same their own way.
enum ConsoleEscaping {
    /// `\t`, `\n` and `\r` for those three; `\u{1B}` for any other C0 or C1 control, DEL,
    /// the line and paragraph separators and the bidirectional embedding, override and
    /// isolate characters. Everything else, backslashes included, is left as it is.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
