import DynamicsPlayground
import Foundation

/// Reads a session's messages in a test: JSON messages by type, binary frames decoded.
///
/// The server steps in real time and the reader may fall far behind it (a loaded machine, a
/// sanitizer build): a frame read is not the server's current frame, and a command sent after
/// reading frame N may take effect many frames later. Tests that need an input to land at a known
/// frame pause first (``pause(_:)``: nothing runs until the next step or play) and drive time with
/// ``step(_:from:)``; every wait here is on what arrives, bounded by a message count far above any lag
/// (the suites' time limits are the wall-clock backstop).
struct SessionReader {
    enum Message {
        case json([String: Any])
        case frame(Frame)
    }

    let inbound: WebSocketInbound

    init(_ inbound: WebSocketInbound) {
        self.inbound = inbound
    }

    mutating func next() async throws -> Message? {
        guard let message = try await inbound.next() else { return nil }
        switch message {
        case .text(let text):
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return .json(object ?? [:])
        case .binary(let bytes):
            guard let frame = Frame(binary: bytes) else { throw ReaderError.badFrame(bytes.count) }
            return .frame(frame)
        }
    }

    /// How many messages a wait reads before giving up: 30 minutes of frames at 60 Hz.
    static let patience = 108_000

    /// The next JSON message of `type` (skipping frames and other messages).
    mutating func json(_ type: String, within limit: Int = patience) async throws -> [String: Any] {
        for _ in 0..<limit {
            guard let message = try await next() else { break }
            if case .json(let object) = message, object["type"] as? String == type { return object }
        }
        throw ReaderError.missing(type)
    }

    /// The next frame.
    mutating func frame() async throws -> Frame {
        for _ in 0..<Self.patience {
            guard let message = try await next() else { break }
            if case .frame(let frame) = message { return frame }
        }
        throw ReaderError.missing("frame")
    }

    /// Frames until one satisfies `condition`.
    mutating func frame(where condition: (Frame) -> Bool) async throws -> Frame {
        for _ in 0..<Self.patience {
            let frame = try await frame()
            if condition(frame) { return frame }
        }
        throw ReaderError.missing("frame matching the condition")
    }

    /// Pauses the session and returns its paused frame: from then on the scene stands still
    /// until ``step(_:from:)`` or `play`, so an input sent next takes effect in the frame after it.
    mutating func pause(_ outbound: WebSocketOutbound) async throws -> Frame {
        try await outbound.send(#"{"type":"pause"}"#)
        return try await frame(where: { !$0.playing })
    }

    /// Runs exactly one frame of a paused session and returns it.
    mutating func step(_ outbound: WebSocketOutbound, from current: Frame) async throws -> Frame {
        try await outbound.send(#"{"type":"step"}"#)
        return try await frame(where: { $0.index == current.index + 1 })
    }

    enum ReaderError: Error {
        case badFrame(Int)
        case missing(String)
    }
}
