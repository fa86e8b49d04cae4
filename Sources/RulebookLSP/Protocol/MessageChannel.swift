import Foundation

/// What the reading thread hands to the server.
package enum Incoming: Sendable {
    /// A message whose content was framed and read.
    case message(RPCMessage)
    /// Bytes that could not be read as a message: answered with this error.
    case unreadable(RPCError)
    /// The client closed the stream.
    case endOfInput
}

/// The messages read from the client, in order, and the requests still to be answered.
///
/// A thread of its own reads standard input and hands each message here at once, whatever
/// the server is doing on the main thread (which must stay free to serve the main actor
/// while async models run). What needs no work is answered on the reading thread itself:
/// `$/cancelRequest` answers its request `RequestCancelled` at once (the server drops its own
/// answer and stops the work at its next check, ``isAnswered(_:)``); `shutdown` is answered
/// at once, and so is every request after it (refused); `exit` stops the work under way
/// (nothing asked before it is answered any more). Everything else waits in order for the
/// server.
///
/// Each request is answered exactly once: ``answer(_:with:)`` sends only the first answer of
/// an id. `@unchecked Sendable`: every stored property is read and written under
/// `condition` only.
package final class MessageQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let writer: MessageWriter
    private var items: [Incoming] = []
    /// Requests read and not answered yet.
    private var open: Set<JSONValue> = []
    /// Ids cancelled before their request arrived.
    private var cancelledAhead: Set<JSONValue> = []
    private var sawInitialize = false
    private var shutDown = false

    package init(writer: MessageWriter) {
        self.writer = writer
    }

    /// Takes what the reading thread read: answers cancellations and `shutdown` at once,
    /// queues everything else for the server.
    package func append(_ item: Incoming) {
        condition.lock()
        var answers: [JSONValue] = []
        switch item {
        case .message(.notification("$/cancelRequest", let params)):
            if let id = params["id"] {
                if open.remove(id) != nil {
                    answers.append(Self.cancelled(id))
                } else {
                    cancelledAhead.insert(id)
                }
            }
        case .message(.request(let id, _, _)) where cancelledAhead.remove(id) != nil:
            answers.append(Self.cancelled(id))
        case .message(.request(let id, _, _)) where shutDown:
            answers.append(
                RPCOutgoing.error(
                    RPCError(.invalidRequest, "the server is shut down: send exit", id: id)))
        case .message(.request(let id, "shutdown", _)) where sawInitialize:
            // What was asked before is still answered, unless `exit` comes first.
            shutDown = true
            answers.append(RPCOutgoing.result(.null, id: id))
        case .message(.request(let id, let method, _)):
            if method == "initialize" { sawInitialize = true }
            open.insert(id)
            items.append(item)
        case .message(.notification("exit", _)):
            // Nothing asked before `exit` is answered: the server stops at its next check.
            open = []
            items.append(item)
        default:
            items.append(item)
        }
        condition.signal()
        condition.unlock()
        for answer in answers { writer.send(answer) }
    }

    /// The next item. When none is waiting, `idle` runs first (outside the lock), then the
    /// call waits for one.
    package func next(idle: () -> Void) -> Incoming {
        condition.lock()
        if items.isEmpty {
            condition.unlock()
            idle()
            condition.lock()
        }
        while items.isEmpty { condition.wait() }
        let item = items.removeFirst()
        condition.unlock()
        return item
    }

    /// Whether more items wait to be taken.
    package var hasWaiting: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !items.isEmpty
    }

    /// Whether `shutdown` was answered: every later request is refused, and `exit` ends the
    /// server with status 0.
    package var isShutDown: Bool {
        condition.lock()
        defer { condition.unlock() }
        return shutDown
    }

    /// Whether the request `id` was answered already (cancelled by the client), or will
    /// never be (`exit` came): its work can stop.
    package func isAnswered(_ id: JSONValue) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return !open.contains(id)
    }

    /// Sends the answer to the request `id`, unless it was answered already.
    package func answer(_ id: JSONValue, with message: JSONValue) {
        condition.lock()
        let isOpen = open.remove(id) != nil
        condition.unlock()
        if isOpen { writer.send(message) }
    }

    /// Sends a message that answers no request.
    package func send(_ message: JSONValue) {
        writer.send(message)
    }

    private static func cancelled(_ id: JSONValue) -> JSONValue {
        RPCOutgoing.error(RPCError(.requestCancelled, "cancelled", id: id))
    }

    /// Reads framed messages from `handle` on a new thread until the end of input.
    ///
    /// A thread of its own, not `BackgroundWork`'s pool: it blocks on the input for as long
    /// as the server runs.
    package func startReading(_ handle: FileHandle) {
        let thread = Thread { [self] in
            var decoder = FrameDecoder()
            while true {
                let data = handle.availableData
                if data.isEmpty {
                    append(.endOfInput)
                    return
                }
                decoder.append(data)
                while let frame = decoder.next() {
                    append(Self.incoming(frame))
                }
            }
        }
        thread.start()
    }

    /// What a frame holds for the server.
    package static func incoming(_ frame: FrameDecoder.Frame) -> Incoming {
        switch frame {
        case .message(let content):
            switch RPCMessage.read(content) {
            case .success(let message): .message(message)
            case .failure(let error): .unreadable(error)
            }
        case .malformed(let reason):
            .unreadable(RPCError(.parseError, "unreadable message: \(reason)"))
        }
    }
}

/// Writes framed messages to the client, one whole message at a time from any thread.
/// `@unchecked Sendable`: `handle` is written to only while `lock` is held.
package final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle

    package init(_ handle: FileHandle) {
        self.handle = handle
    }

    package func send(_ message: JSONValue) {
        let data = Data(FrameDecoder.frame(Array(message.encoded())))
        lock.lock()
        defer { lock.unlock() }
        handle.write(data)
    }
}
