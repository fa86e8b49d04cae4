// A libFuzzer target over the language server's framing and dispatch: the input is a byte
// stream from a client, fed to the frame decoder in chunks (the first byte sets their
// size), each frame read as a message and handed to the message queue as the reading thread
// hands it, then taken off the queue and answered as the server does. Built and run by
// `scripts/fuzz.sh lsp` (swiftc -sanitize=fuzzer,address, with Sources/RulebookLSP/Protocol
// alone); not part of the package.

import Foundation

private let sink = FileHandle(forWritingAtPath: "/dev/null") ?? FileHandle.standardError

@_cdecl("LLVMFuzzerTestOneInput")
public func lspFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let chunk = Int(bytes[0]) + 1
    let stream = bytes.dropFirst()
    var decoder = FrameDecoder()
    let queue = MessageQueue(writer: MessageWriter(sink))
    var requests: [JSONValue] = []
    var start = stream.startIndex
    while start < stream.endIndex {
        let end = min(start + chunk, stream.endIndex)
        decoder.append(stream[start..<end])
        start = end
        while let frame = decoder.next() {
            if case .message(let content) = frame {
                check(content.count <= FrameDecoder.maximumLength, "a message over the limit")
                // A frame written again reads back as the same content.
                var again = FrameDecoder()
                again.append(FrameDecoder.frame(content))
                check(again.next() == .message(content), "a frame that does not read back")
            }
            let incoming = MessageQueue.incoming(frame)
            if case .message(.request(let id, _, _)) = incoming { requests.append(id) }
            queue.append(incoming)
        }
    }
    // The server's side: take every item and answer each request still open.
    while queue.hasWaiting {
        if case .message(.request(let id, _, _)) = queue.next(idle: {}), !queue.isAnswered(id) {
            queue.answer(id, with: RPCOutgoing.result(.null, id: id))
            check(queue.isAnswered(id), "a request still open after its answer")
        }
    }
    for id in requests {
        check(queue.isAnswered(id), "request \(id) never answered")
    }
    return 0
}

private func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError("oracle failed: \(what())") }
}
