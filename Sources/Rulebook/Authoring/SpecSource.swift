/// A spec's text as lines of bytes with their own line endings, so that rewriting some
/// lines keeps every other byte.
package struct SpecSource: Sendable, Equatable {
    /// One source line: its bytes and the terminator that ended it (`\n`, `\r\n`, `\r`, or
    /// nothing on the last line).
    struct Line: Sendable, Equatable {
        var content: [UInt8]
        var terminator: [UInt8]
    }

    var lines: [Line]

    package init(_ text: String) {
        var lines: [Line] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lines.append(Line(content: current, terminator: [byte]))
                current = []
            } else if byte == UInt8(ascii: "\r") {
                let crlf = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                lines.append(Line(content: current, terminator: crlf ? [13, 10] : [13]))
                current = []
                if crlf { index += 1 }
            } else {
                current.append(byte)
            }
            index += 1
        }
        lines.append(Line(content: current, terminator: []))
        self.lines = lines
    }

    /// The text with each given table written by its `writer`, in place of its old lines.
    /// A table whose written form would not read back as the same cells is left as it was
    /// and listed in `kept`.
    package func replacing(_ tables: [TableSource]) -> (text: String, kept: [TableSource]) {
        var lines = self.lines
        var kept: [TableSource] = []
        for table in tables {
            let written = table.writtenLines()
            let first = table.headerLine - 1
            guard table.readsBack(), first >= 0, first + written.count <= lines.count else {
                kept.append(table)
                continue
            }
            for (offset, content) in written.enumerated() {
                lines[first + offset].content = content
            }
        }
        var bytes: [UInt8] = []
        for line in lines { bytes += line.content + line.terminator }
        return (String(decoding: bytes, as: UTF8.self), kept)
    }
}
