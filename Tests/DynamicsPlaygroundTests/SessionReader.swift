import DynamicsPlayground
import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import WSClient

/// Reads a session's messages in a test: JSON messages by type, binary frames decoded.
struct SessionReader {
    enum Message {
        case json([String: Any])
        case frame(Frame)
    }

    var iterator: WebSocketInboundMessageStream.AsyncIterator

    init(_ inbound: WebSocketInboundStream) {
        iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
    }

    mutating func next() async throws -> Message? {
        guard let message = try await iterator.next() else { return nil }
        switch message {
        case .text(let text):
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return .json(object ?? [:])
        case .binary(var buffer):
            let bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
            guard let frame = Frame(binary: bytes) else { throw ReaderError.badFrame(bytes.count) }
            return .frame(frame)
        }
    }

    /// The next JSON message of `type` (skipping frames and other messages).
    mutating func json(_ type: String, within limit: Int = 600) async throws -> [String: Any] {
        for _ in 0..<limit {
            guard let message = try await next() else { break }
            if case .json(let object) = message, object["type"] as? String == type { return object }
        }
        throw ReaderError.missing(type)
    }

    /// The next frame.
    mutating func frame() async throws -> Frame {
        for _ in 0..<600 {
            guard let message = try await next() else { break }
            if case .frame(let frame) = message { return frame }
        }
        throw ReaderError.missing("frame")
    }

    /// Frames until one satisfies `condition`.
    mutating func frame(where condition: (Frame) -> Bool) async throws -> Frame {
        for _ in 0..<2000 {
            let frame = try await frame()
            if condition(frame) { return frame }
        }
        throw ReaderError.missing("frame matching the condition")
    }

    enum ReaderError: Error {
        case badFrame(Int)
        case missing(String)
    }
}

extension WebSocketOutboundWriter {
    /// Sends one command as JSON text.
    func send(_ json: String) async throws {
        try await write(.text(json))
    }
}

/// A client configuration that accepts the server's large messages.
let bigFrames = WebSocketClientConfiguration(maxFrameSize: 1 << 20)
