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

/// The messages read from the client, in order, with the requests it has cancelled.
///
/// A thread of its own reads standard input and appends here while the server works on the
/// main thread (which must stay free to serve the main actor while async models run), so a
/// `$/cancelRequest` is seen even while the server is busy. `@unchecked Sendable`: every
/// stored property is read and written under `condition` only.
package final class MessageQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Incoming] = []
    private var cancelled: Set<JSONValue> = []

    package init() {}

    /// Adds what was read; a `$/cancelRequest` also marks its request as cancelled at once.
    package func append(_ item: Incoming) {
        condition.lock()
        if case .message(.notification("$/cancelRequest", let params)) = item,
            let id = params["id"]
        {
            cancelled.insert(id)
        }
        items.append(item)
        condition.signal()
        condition.unlock()
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

    /// Whether the client cancelled the request `id`; the mark is taken away (ids are not
    /// reused while a request runs).
    package func takeCancellation(of id: JSONValue) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Reads framed messages from `handle` on a new thread until the end of input.
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
                    switch frame {
                    case .message(let content):
                        switch RPCMessage.read(content) {
                        case .success(let message): append(.message(message))
                        case .failure(let error): append(.unreadable(error))
                        }
                    case .malformed(let reason):
                        append(.unreadable(RPCError(.parseError, "unreadable message: \(reason)")))
                    }
                }
            }
        }
        thread.start()
    }
}

/// Writes framed messages to the client.
package struct MessageWriter {
    let handle: FileHandle

    package init(_ handle: FileHandle) {
        self.handle = handle
    }

    package func send(_ message: JSONValue) {
        handle.write(Data(FrameDecoder.frame(Array(message.encoded()))))
    }
}
