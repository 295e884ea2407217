import DynamicsPlayground
import Foundation
import NIOCore
import NIOPosix
import ServiceLifecycle

/// The playground server on a free loopback port for the length of one test, and a client for it.
///
/// The client speaks just enough HTTP/1.1 and WebSocket (RFC 6455) to drive the server the way a
/// browser does: a GET with its status, headers and body, and a session's text and binary
/// messages, pings answered and the close handshake done, with the close code kept. It is written
/// here, over SwiftNIO's sockets, rather than taken from hummingbird's and hummingbird-websocket's
/// testing libraries: those bring an HTTP/2 and TLS client (AsyncHTTPClient, NIOSSL with BoringSSL's
/// 406 C files, NIOHTTP2, NIOTransportServices: 16 modules) that CI compiled in release on every run
/// for tests that only talk plain HTTP/1.1 to 127.0.0.1.
///
/// ```swift
/// _ = try await LivePlayground().run { client in
///     #expect(try await client.get("/").status == 200)
/// }
/// ```
struct LivePlayground {
    var limits = PlaygroundLimits()

    /// Starts the server, runs `body` with a client for it, and shuts the server down gracefully
    /// when `body` returns or throws.
    func run<T>(_ body: (LiveClient) async throws -> T) async throws -> T {
        let (ports, started) = AsyncStream.makeStream(of: Int.self)
        let app = try Playground(port: 0, limits: limits).application(onStart: { url in
            started.yield(Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0)
            started.finish()
        })
        let server = ServiceGroup(services: [app], logger: app.logger)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { started.finish() }  // a server that failed to start ends the wait below
                try await server.run()
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next(), port > 0 else {
                try await group.next()  // its error says why
                throw LiveClientError.serverDidNotStart
            }
            // Shut down as on SIGTERM: no new connections, open ones finish (every session of the
            // test has closed by now), then the server's task returns.
            do {
                let result = try await body(LiveClient(port: port))
                await server.triggerGracefulShutdown()
                return result
            } catch {
                await server.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// A client of one running playground (see ``LivePlayground``).
struct LiveClient: Sendable {
    /// The port the server listens on, at 127.0.0.1.
    let port: Int

    /// `GET path` on a connection of its own (`Connection: close`).
    func get(_ path: String) async throws -> HTTPReply {
        try await connect { inbound, outbound in
            try await outbound.write(
                ByteBuffer(
                    string: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"))
            var reader = ByteReader(inbound.makeAsyncIterator())
            let head = try await reader.head()
            var body: [UInt8] = []
            if let length = head.headers["content-length"].flatMap({ Int($0) }) {
                body = try await reader.bytes(length)
            } else {
                while let chunk = try await reader.available() { body += chunk }
            }
            return HTTPReply(status: head.status, headers: head.headers, body: body)
        }
    }

    /// Opens a WebSocket session on `path` (an upgrade that must answer 101), runs `body` with its
    /// two directions, then closes it (code 1000) unless the server did, and returns the server's
    /// close frame, or nil if the connection ended without one.
    @discardableResult
    func ws(
        _ path: String, _ body: (WebSocketInbound, WebSocketOutbound) async throws -> Void
    ) async throws -> WebSocketClose? {
        try await connect { inbound, writer in
            var nonce = SystemRandomNumberGenerator()
            let key = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &nonce) })
                .base64EncodedString()
            let request = [
                "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket",
                "Connection: Upgrade", "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13", "", "",
            ]
            try await writer.write(ByteBuffer(string: request.joined(separator: "\r\n")))
            var reader = ByteReader(inbound.makeAsyncIterator())
            let head = try await reader.head()
            guard head.status == 101, head.headers["upgrade"]?.lowercased() == "websocket" else {
                throw LiveClientError.notUpgraded(path, head.status)
            }
            let messages = WebSocketInbound(reader: reader, outbound: WebSocketOutbound(writer: writer))
            try await body(messages, messages.outbound)
            await messages.finish()
            return messages.close
        }
    }

    private func connect<T>(
        _ body: (NIOAsyncChannelInboundStream<ByteBuffer>, NIOAsyncChannelOutboundWriter<ByteBuffer>)
            async throws
            -> T
    ) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in try await body(inbound, outbound) }
    }
}

/// An HTTP response: the status code, the headers (names in lower case) and the body.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A server's WebSocket close frame.
struct WebSocketClose {
    /// The status code (1000 normal, 1001 going away, 1009 message too big, 1013 try again later).
    var code: Int
}

/// One WebSocket message from the server.
enum WebSocketMessage {
    case text(String)
    case binary([UInt8])
}

/// The server's side of a session, read one message at a time (continuation frames joined, pings
/// answered). After the server's close frame, or the end of the connection, `next()` returns nil.
final class WebSocketInbound {
    /// The server's close frame, once read.
    private(set) var close: WebSocketClose?
    /// Whether the connection ended (a close frame read, or the bytes ran out).
    private(set) var ended = false
    /// The largest message this client accepts: far above the playground's largest (a scene's text).
    static let maxMessageBytes = 1 << 26

    private var reader: ByteReader
    /// Whether this side has sent its close frame (the server's then needs no answer).
    private var closing = false
    fileprivate let outbound: WebSocketOutbound

    fileprivate init(reader: ByteReader, outbound: WebSocketOutbound) {
        self.reader = reader
        self.outbound = outbound
    }

    /// Ends the session as a client does: unless the server has closed it, a close frame (1000,
    /// normal closure), then whatever is in flight read until the server's close frame or the end.
    fileprivate func finish() async {
        guard !ended else { return }
        closing = true
        try? await outbound.frame(opcode: 0x8, payload: [0x03, 0xE8])
        while (try? await next()) != nil {}
    }

    /// The next text or binary message.
    func next() async throws -> WebSocketMessage? {
        var message: [UInt8] = []
        var messageOpcode: UInt8 = 0
        while !ended {
            guard let header = try await reader.bytesOrEnd(2) else {
                ended = true
                break
            }
            let final = header[0] & 0x80 != 0
            let opcode = header[0] & 0x0F
            guard header[1] & 0x80 == 0 else {
                throw LiveClientError.protocolViolation("a masked server frame")
            }
            var length = Int(header[1] & 0x7F)
            if length >= 126 {
                let bytes = try await reader.bytes(length == 126 ? 2 : 8)
                length = bytes.reduce(0) { $0 << 8 | Int($1) }
            }
            guard length >= 0, message.count + length <= Self.maxMessageBytes else {
                throw LiveClientError.protocolViolation("a message of over \(Self.maxMessageBytes) bytes")
            }
            let payload = try await reader.bytes(length)
            switch opcode {
            case 0x8:
                close = WebSocketClose(
                    code: payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005)
                ended = true
                if !closing { try? await outbound.frame(opcode: 0x8, payload: Array(payload.prefix(2))) }
            case 0x9:
                try await outbound.frame(opcode: 0xA, payload: payload)
            case 0xA:
                break
            case 0x0, 0x1, 0x2:
                if opcode != 0 { messageOpcode = opcode }
                message += payload
                guard final else { continue }
                return messageOpcode == 0x1
                    ? .text(String(decoding: message, as: UTF8.self)) : .binary(message)
            default:
                throw LiveClientError.protocolViolation("opcode \(opcode)")
            }
        }
        return nil
    }
}

/// The client's side of a session: every frame masked, as RFC 6455 requires of a client.
struct WebSocketOutbound: Sendable {
    fileprivate let writer: NIOAsyncChannelOutboundWriter<ByteBuffer>

    /// Sends one text message (a command as JSON).
    func send(_ text: String) async throws {
        try await frame(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one binary message.
    func send(binary: [UInt8]) async throws {
        try await frame(opcode: 0x2, payload: binary)
    }

    fileprivate func frame(opcode: UInt8, payload: [UInt8]) async throws {
        var frame: [UInt8] = [0x80 | opcode]
        frame.reserveCapacity(payload.count + 14)
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame +=
                [0x80 | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index & 3]) }
        try await writer.write(ByteBuffer(bytes: frame))
    }
}

enum LiveClientError: Error {
    case serverDidNotStart
    case notUpgraded(String, Int)
    case protocolViolation(String)
    case truncated
}

/// Bytes from a connection, read by count, by line, or as they come.
struct ByteReader {
    private var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private var buffered: [UInt8] = []
    private var start = 0

    init(_ iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator) {
        self.iterator = iterator
    }

    /// Reads more from the connection; false once it has ended.
    private mutating func fill() async throws -> Bool {
        guard var chunk = try await iterator.next() else { return false }
        if start > 0 {
            buffered.removeFirst(start)
            start = 0
        }
        buffered += chunk.readBytes(length: chunk.readableBytes) ?? []
        return true
    }

    /// Exactly `count` bytes, or nil if the connection ends first with none of them read.
    mutating func bytesOrEnd(_ count: Int) async throws -> [UInt8]? {
        while buffered.count - start < count {
            guard try await fill() else {
                if buffered.count == start { return nil }
                throw LiveClientError.truncated
            }
        }
        defer { start += count }
        return Array(buffered[start..<start + count])
    }

    /// Exactly `count` bytes.
    mutating func bytes(_ count: Int) async throws -> [UInt8] {
        guard let bytes = try await bytesOrEnd(count) else { throw LiveClientError.truncated }
        return bytes
    }

    /// Whatever is buffered or arrives next; nil at the end.
    mutating func available() async throws -> [UInt8]? {
        if buffered.count == start, !(try await fill()) { return nil }
        defer { start = buffered.count }
        return Array(buffered[start...])
    }

    /// An HTTP response's status line and headers, up to the blank line.
    mutating func head() async throws -> (status: Int, headers: [String: String]) {
        var lines: [String] = []
        while true {
            let line = try await self.line()
            if line.isEmpty { break }
            lines.append(line)
        }
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw LiveClientError.protocolViolation("status line \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return (status, headers)
    }

    private mutating func line() async throws -> String {
        while true {
            if let end = buffered[start...].firstIndex(of: 0x0A) {
                defer { start = end + 1 }
                let line = buffered[start..<end]
                return String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            }
            guard try await fill() else { throw LiveClientError.truncated }
        }
    }
}
