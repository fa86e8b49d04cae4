/// A text's lines as the protocol splits them (ended by `\n`, `\r\n` or `\r`), without their
/// terminators: where each starts is found once, in the text's bytes, and a line becomes a
/// substring only when it is read, so that a large document's diagnostics, which read a few
/// lines, do not make a substring of each of its lines.
package struct TextLines: RandomAccessCollection, Sendable, Equatable {
    /// The text, its UTF-8 stored contiguously (UTF-8 offsets are then its indices).
    package private(set) var text: String
    /// The UTF-8 offset where each line starts.
    private var starts: [Int]

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.starts = Self.starts(of: text, from: 0)
    }

    /// Where the lines start in `text`, from the line that starts at `offset` on.
    private static func starts(of text: String, from offset: Int) -> [Int] {
        var starts: [Int] = [offset]
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = offset
            while index < bytes.count {
                let byte = bytes[index]
                guard byte <= 13, byte == 10 || byte == 13 else {
                    index += 1
                    continue
                }
                index += byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
                starts.append(index)
            }
        }
        return starts
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { starts.count }

    /// The UTF-8 byte at `offset`.
    private func byte(_ offset: Int) -> UInt8 {
        text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
    }

    /// The UTF-8 offsets of the 0-based line `index`'s text, its terminator left out.
    private func bounds(_ index: Int) -> Range<Int> {
        let start = starts[index]
        guard index + 1 < starts.count else { return start..<text.utf8.count }
        let next = starts[index + 1]
        let crlf = next - 2 >= start && byte(next - 1) == 10 && byte(next - 2) == 13
        return start..<(next - (crlf ? 2 : 1))
    }

    /// The 0-based line `index`, without its terminator.
    package subscript(index: Int) -> Substring {
        let bounds = bounds(index)
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)
        return text[lower..<utf8.index(lower, offsetBy: bounds.count)]
    }

    /// The line `index`, or `nil` past the last line.
    package subscript(ifPresent index: Int) -> Substring? {
        indices.contains(index) ? self[index] : nil
    }

    /// The UTF-8 offset of a position: its line's start, then as many UTF-16 code units as
    /// it says (a position past the end of a line or of the text is taken as that end).
    package func offset(of position: TextDocument.Position) -> Int {
        guard position.line < starts.count else { return text.utf8.count }
        var offset = starts[position.line]
        var units = 0
        for scalar in self[position.line].unicodeScalars {
            guard units < position.character else { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    /// Replaces the text between two UTF-8 offsets (each at a line's start, end or between
    /// two of its scalars). When neither the old text nor the new one holds a line break,
    /// only the starts of the lines below move; otherwise the lines from the edited one on
    /// are found again.
    package mutating func replace(_ range: Range<Int>, with replacement: String) {
        let line = self.line(at: range.lowerBound)
        let length = bounds(line).count
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        let breaks = { (byte: UInt8) in byte == 10 || byte == 13 }
        let delta = replacement.utf8.count - range.count
        // A line left empty may join a `\r` before it and a `\n` after it into one break.
        let keepsLines =
            !utf8[lower..<upper].contains(where: breaks)
            && !replacement.utf8.contains(where: breaks) && length + delta > 0
        text.replaceSubrange(lower..<upper, with: replacement)
        text.makeContiguousUTF8()
        if keepsLines {
            for index in (line + 1)..<starts.count { starts[index] += delta }
        } else {
            // From the line before: a `\r` that ends it may now pair with a `\n`.
            let from = Swift.max(0, line - 1)
            starts = Array(starts[..<from]) + Self.starts(of: text, from: starts[from])
        }
    }

    /// The 0-based line that holds the UTF-8 offset `offset` (the last one that starts at or
    /// before it).
    private func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
