import Testing

@testable import RulebookLSP

@Suite struct FrameDecoderTests {
    private func frames(_ chunks: [String]) -> [FrameDecoder.Frame] {
        var decoder = FrameDecoder()
        var frames: [FrameDecoder.Frame] = []
        for chunk in chunks {
            decoder.append(Array(chunk.utf8))
            while let frame = decoder.next() { frames.append(frame) }
        }
        return frames
    }

    @Test("A message is read whole once its Content-Length bytes have arrived")
    func readsWhole() {
        let body = #"{"jsonrpc":"2.0","method":"initialized"}"#
        let split = "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        let chunks = [
            String(split.prefix(10)), String(split.dropFirst(10).prefix(25)),
            String(split.dropFirst(35)),
        ]
        #expect(frames(chunks) == [.message(Array(body.utf8))])
    }

    @Test("Two messages in one read and a Content-Type header are both read")
    func twoMessages() {
        let text =
            "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}content-length: 4\r\n\r\nnull"
        #expect(frames([text]) == [.message(Array("{}".utf8)), .message(Array("null".utf8))])
    }

    @Test("Content-Length counts bytes, not characters")
    func bytesNotCharacters() {
        let body = #"{"text":"日本😀"}"#
        #expect(
            frames(["Content-Length: \(body.utf8.count)\r\n\r\n" + body]) == [
                .message(Array(body.utf8))
            ])
    }

    @Test("A header without a length is reported and the next message still read")
    func headerWithoutLength() {
        let result = frames(["Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"])
        #expect(result.count == 2)
        #expect(result.first.map { if case .malformed = $0 { true } else { false } } == true)
        #expect(result.last == .message(Array("{}".utf8)))
    }

    @Test(
        "A header with a bad length is malformed",
        arguments: ["Content-Length: -3", "Content-Length: 1e3", "Content-Length:", "garbage"])
    func badLength(header: String) {
        let result = frames([header + "\r\n\r\nContent-Length: 2\r\n\r\n{}"])
        #expect(result.count == 2)
        #expect(result.last == .message(Array("{}".utf8)))
    }

    @Test("After a bad header the decoder resynchronises on the next Content-Length")
    func resynchronises() {
        let bad = #"Content-Length: abc\#r\#n\#r\#n{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        let good = "Content-Length: 2\r\n\r\n{}"
        let whole = frames([bad + good + "content-length: 4\r\n\r\nnull"])
        #expect(whole.count == 3)
        #expect(whole.first.map { if case .malformed = $0 { true } else { false } } == true)
        #expect(
            whole.dropFirst().elementsEqual([
                .message(Array("{}".utf8)), .message(Array("null".utf8)),
            ]))
        // The next header may arrive cut anywhere, its field name included.
        let bytes = Array((bad + good).utf8)
        for cut in 1..<bytes.count {
            var decoder = FrameDecoder()
            var read: [FrameDecoder.Frame] = []
            for chunk in [bytes[..<cut], bytes[cut...]] {
                decoder.append(chunk)
                while let frame = decoder.next() { read.append(frame) }
            }
            #expect(read.last == .message(Array("{}".utf8)), "cut at \(cut)")
        }
    }

    @Test("A message larger than the limit is refused and its bytes skipped")
    func tooLarge() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Length: \(FrameDecoder.maximumLength + 1)\r\n\r\n".utf8))
        #expect(decoder.next().map { if case .malformed = $0 { true } else { false } } == true)
        #expect(decoder.next() == nil)
    }

    @Test("A frame is the header and the content")
    func frameWritten() {
        #expect(
            String(decoding: FrameDecoder.frame(Array("{}".utf8)), as: UTF8.self)
                == "Content-Length: 2\r\n\r\n{}")
    }
}
