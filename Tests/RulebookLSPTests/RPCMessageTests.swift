import Foundation
import Testing

@testable import RulebookLSP

@Suite struct RPCMessageTests {
    private func read(_ text: String) -> Result<RPCMessage, RPCError> {
        RPCMessage.read(Array(text.utf8))
    }

    @Test("Requests, notifications and responses are told apart")
    func kinds() throws {
        #expect(
            try read(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#).get()
                == .request(id: 7, method: "shutdown", params: .null))
        #expect(
            try read(#"{"jsonrpc":"2.0","method":"exit","params":{"a":[1,true,null,"x",1.5]}}"#)
                .get()
                == .notification(method: "exit", params: ["a": [1, true, nil, "x", .double(1.5)]]))
        #expect(try read(#"{"jsonrpc":"2.0","id":"x","result":null}"#).get() == .response(id: "x"))
    }

    @Test(
        "Bad messages are parse errors or invalid requests, with the id when it was readable",
        arguments: [
            ("{oops", RPCError.Code.parseError, JSONValue.null),
            ("[1,2]", .invalidRequest, .null),
            (#"{"id":{"a":1},"method":"x"}"#, .invalidRequest, .null),
            (#"{"id":3,"method":4}"#, .invalidRequest, 3),
            (#"{"id":3}"#, .invalidRequest, 3),
        ])
    func bad(text: String, code: RPCError.Code, id: JSONValue) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(error.code == code)
        #expect(error.id == id)
    }

    @Test("An error response carries the code, the message and the id")
    func errorResponse() throws {
        let json = RPCOutgoing.error(RPCError(.methodNotFound, "unknown method x", id: 4))
        let text = String(decoding: json.encoded(), as: UTF8.self)
        #expect(
            text
                == #"{"error":{"code":-32601,"message":"unknown method x"},"id":4,"jsonrpc":"2.0"}"#
        )
    }
}
