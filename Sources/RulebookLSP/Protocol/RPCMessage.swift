import Foundation

/// One JSON-RPC 2.0 message from the client, as far as the server reads it.
package enum RPCMessage: Equatable, Sendable {
    /// A call that wants an answer.
    case request(id: JSONValue, method: String, params: JSONValue)
    /// A call that wants none.
    case notification(method: String, params: JSONValue)
    /// The client's answer to a request of the server (the server sends none, so it is read
    /// and dropped).
    case response(id: JSONValue)

    /// Reads a message's content; on failure, the error to answer with (`id` is `null`
    /// unless the message had a readable one).
    package static func read(_ content: [UInt8]) -> Result<RPCMessage, RPCError> {
        guard let value = JSONValue.decode(Data(content)) else {
            return .failure(RPCError(.parseError, "the message is not JSON"))
        }
        guard case .object = value else {
            return .failure(RPCError(.invalidRequest, "a message must be a JSON object"))
        }
        let id = value["id"]
        if let id, !id.isValidID {
            return .failure(RPCError(.invalidRequest, "the id must be a number or a string"))
        }
        guard let method = value["method"] else {
            guard let id, value["result"] != nil || value["error"] != nil else {
                return .failure(
                    RPCError(.invalidRequest, "a message needs a method", id: id ?? .null))
            }
            return .success(.response(id: id))
        }
        guard let name = method.string else {
            return .failure(
                RPCError(.invalidRequest, "the method must be a string", id: id ?? .null))
        }
        let params = value["params"] ?? .null
        if let id { return .success(.request(id: id, method: name, params: params)) }
        return .success(.notification(method: name, params: params))
    }
}

extension JSONValue {
    /// Whether the value can be a request id (a number or a string).
    fileprivate var isValidID: Bool {
        switch self {
        case .int, .string, .double: true
        default: false
        }
    }
}

/// A JSON-RPC error answer.
package struct RPCError: Error, Equatable, Sendable {
    /// The error codes the server answers with.
    package enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    package let code: Code
    package let message: String
    /// The id of the request it answers (`null` when it could not be read).
    package let id: JSONValue

    package init(_ code: Code, _ message: String, id: JSONValue = .null) {
        self.code = code
        self.message = message
        self.id = id
    }

    /// The error as a response to `id`.
    package func answering(_ id: JSONValue) -> RPCError {
        RPCError(code, message, id: id)
    }
}

/// The JSON of the messages the server sends.
package enum RPCOutgoing {
    /// A successful response.
    package static func result(_ result: JSONValue, id: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response.
    package static func error(_ error: RPCError) -> JSONValue {
        [
            "jsonrpc": "2.0", "id": error.id,
            "error": ["code": .int(error.code.rawValue), "message": .string(error.message)],
        ]
    }

    /// A request from the server to the client (its answer is read and dropped).
    package static func request(_ method: String, _ params: JSONValue, id: JSONValue)
        -> JSONValue
    {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }

    /// A notification from the server.
    package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
