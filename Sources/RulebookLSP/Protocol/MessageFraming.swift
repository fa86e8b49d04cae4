/// The Language Server Protocol's base protocol: each message is a header (`Content-Length:
/// N`, other fields ignored, lines ended by CRLF, then an empty line) and N bytes of JSON.
///
/// `FrameDecoder` takes bytes as they arrive and hands out whole messages; a header it
/// cannot read is reported, and the decoder resynchronises on the next `Content-Length`
/// (whatever followed the bad header, its content included, is dropped), so one bad message
/// never stops the server.
package struct FrameDecoder {
    /// What the next bytes of the stream hold.
    package enum Frame: Equatable {
        /// A message's content (JSON, not yet read).
        case message([UInt8])
        /// A header that could not be used, and why; its bytes are dropped.
        case malformed(String)
    }

    /// The largest message accepted (larger ones are refused and their bytes skipped).
    package static let maximumLength = 64 << 20
    /// The longest header accepted before its empty line.
    static let maximumHeaderLength = 8 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes still to skip from a refused message.
    private var skipping = 0
    /// Whether the bytes up to the next `Content-Length` are to be dropped (after a header
    /// that could not be read, whose content's length is unknown).
    private var resynchronising = false

    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message or malformed header; `nil` when more bytes are needed.
    package mutating func next() -> Frame? {
        if skipping > 0 {
            let skipped = min(skipping, buffer.count - start)
            start += skipped
            skipping -= skipped
            if skipping > 0 { return nil }
        }
        if resynchronising {
            guard let found = nextContentLength() else {
                // Keep what may be the start of the field name, cut by the read.
                start = max(start, buffer.count - (Self.fieldName.count - 1))
                return nil
            }
            start = found
            resynchronising = false
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                start = buffer.count
                resynchronising = true
                return .malformed("a header longer than \(Self.maximumHeaderLength) bytes")
            }
            return nil
        }
        let header = buffer[start..<end]
        let contentStart = end + 4
        guard let length = Self.contentLength(header) else {
            start = contentStart
            resynchronising = true
            return .malformed("a header without a valid Content-Length")
        }
        guard length <= Self.maximumLength else {
            start = contentStart
            skipping = length
            return .malformed("a message of \(length) bytes (the largest is \(Self.maximumLength))")
        }
        guard buffer.count - contentStart >= length else { return nil }
        start = contentStart + length
        return .message(Array(buffer[contentStart..<(contentStart + length)]))
    }

    /// `content-length:`, as the resynchronisation looks for it.
    private static let fieldName = Array("content-length:".utf8)

    /// The index of the next `Content-Length:` (in any case) from `start`.
    private func nextContentLength() -> Int? {
        let name = Self.fieldName
        var index = start
        while index + name.count <= buffer.count {
            var matches = true
            for offset in 0..<name.count {
                // ASCII letters compare without their case bit; the rest exactly.
                let byte = buffer[index + offset]
                let lowered = byte >= 65 && byte <= 90 ? byte | 0x20 : byte
                if lowered != name[offset] {
                    matches = false
                    break
                }
            }
            if matches { return index }
            index += 1
        }
        return nil
    }

    /// The index of the `\r\n\r\n` that ends the header at `start`.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
                buffer[index + 3] == 10
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The value of the header's `Content-Length` field (names are case-insensitive).
    static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                    value.utf8.count <= 12, let number = Int(value)
                else { return nil }
                length = number
            }
        }
        return length
    }

    /// A message's bytes with its header.
    package static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while result.first == " " || result.first == "\t" { result = result.dropFirst() }
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
