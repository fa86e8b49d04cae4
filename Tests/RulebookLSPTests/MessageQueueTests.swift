import Foundation
import Testing

@testable import RulebookLSP

/// What the reading thread answers at once, without waiting for the server's work.
@Suite struct MessageQueueTests {
    /// A queue writing into a pipe, and what it wrote once the pipe is closed.
    private final class Wire {
        let pipe = Pipe()
        let queue: MessageQueue

        init() {
            queue = MessageQueue(writer: MessageWriter(pipe.fileHandleForWriting))
        }

        func request(_ id: Int, _ method: String) {
            queue.append(.message(.request(id: .int(id), method: method, params: .null)))
        }

        func notify(_ method: String, _ params: JSONValue = .null) {
            queue.append(.message(.notification(method: method, params: params)))
        }

        /// The (id, error code) of each answer written, in order.
        func answers() throws -> [(JSONValue?, Int?)] {
            try pipe.fileHandleForWriting.close()
            var decoder = FrameDecoder()
            decoder.append(pipe.fileHandleForReading.readDataToEndOfFile())
            var answers: [(JSONValue?, Int?)] = []
            while case .message(let content) = decoder.next() {
                let value = try #require(JSONValue.decode(Data(content)))
                answers.append((value["id"], value["error"]?["code"]?.int))
            }
            return answers
        }
    }

    @Test("A cancelled request is answered RequestCancelled at once, and only once")
    func cancel() throws {
        let wire = Wire()
        wire.request(1, "initialize")
        wire.request(2, "textDocument/codeAction")
        #expect(!wire.queue.isAnswered(2))
        wire.notify("$/cancelRequest", ["id": 2])
        #expect(wire.queue.isAnswered(2))
        wire.queue.answer(2, with: RPCOutgoing.result(.null, id: 2))
        // A cancellation read before its request answers the request as it arrives.
        wire.notify("$/cancelRequest", ["id": 3])
        wire.request(3, "textDocument/hover")
        wire.queue.answer(1, with: RPCOutgoing.result(.null, id: 1))
        let answers = try wire.answers()
        #expect(answers.map(\.0) == [2, 3, 1])
        #expect(answers.map(\.1) == [-32800, -32800, nil])
    }

    @Test("Shutdown is answered as it is read, later requests are refused, exit stops the work")
    func shutdown() throws {
        let wire = Wire()
        wire.request(1, "initialize")
        wire.request(2, "textDocument/codeAction")
        wire.request(3, "shutdown")
        #expect(wire.queue.isShutDown)
        #expect(!wire.queue.isAnswered(2))
        wire.request(4, "textDocument/hover")
        wire.notify("exit")
        #expect(wire.queue.isAnswered(2))
        let answers = try wire.answers()
        #expect(answers.map(\.0) == [3, 4])
        #expect(answers.map(\.1) == [nil, -32600])
    }

    @Test("Shutdown before initialize waits for the server, which refuses it")
    func shutdownFirst() throws {
        let wire = Wire()
        wire.request(1, "shutdown")
        #expect(!wire.queue.isShutDown)
        #expect(try wire.answers().isEmpty)
    }
}
