import DynamicsScenes
import Foundation
import HummingbirdWebSocket
import NIOCore
import PlaygroundSession

/// Runs one WebSocket connection: a reading loop that checks client messages (size, rate,
/// syntax) and posts them to a ``Mailbox``, and a stepping task that owns the ``Session`` and
/// ticks it at 60 Hz, taking the mailbox's commands between frames and writing every message.
/// The session's animator lives on the stepping task alone; a slow or hostile client only ever
/// slows its own task.
///
/// ```swift
/// try await SessionDriver(limits: .init(), defaultScene: "sticky-edges")
///     .serve(inbound: inbound, outbound: outbound, scene: nil)
/// ```
struct SessionDriver: Sendable {
    let limits: PlaygroundLimits
    let defaultScene: String

    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, scene: String?)
        async throws
    {
        let mailbox = Mailbox()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await step(mailbox: mailbox, outbound: outbound, scene: scene) }
            var limiter = RateLimiter(limit: limits.maxMessagesPerSecond)
            do {
                for try await message in inbound.messages(maxSize: limits.maxMessageBytes) {
                    switch limiter.admit() {
                    case .accept: break
                    case .drop: continue
                    case .dropAndReport:
                        mailbox.post(
                            .error(
                                "too many messages: more than \(limits.maxMessagesPerSecond) per second; the rest of this second's are dropped"
                            ))
                        continue
                    }
                    switch message {
                    case .text(let text):
                        do throws(ProtocolError) {
                            mailbox.post(.command(try Command.decode(Data(text.utf8))))
                        } catch {
                            mailbox.post(.error(error.description))
                        }
                    case .binary(let buffer):
                        mailbox.post(
                            .error("binary message of \(buffer.readableBytes) bytes: send JSON text messages")
                        )
                    }
                }
            } catch {
                group.cancelAll()
                throw error
            }
            group.cancelAll()
        }
    }

    /// The stepping task: owns the session, ticks it, writes what it says.
    private func step(mailbox: Mailbox, outbound: WebSocketOutboundWriter, scene: String?) async throws {
        var out: [Session.Outgoing] = []
        let session: Session
        do throws(ProtocolError) {
            session = try Session(scene: scene ?? defaultScene, limits: limits)
        } catch {
            out.append(.text(ServerMessage.error(error.description).json))
            session = try Session(scene: defaultScene, limits: limits)
        }
        let stepClock = ContinuousClock()
        let origin = stepClock.now
        session.clock = {
            let elapsed = origin.duration(to: stepClock.now).components
            return Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) * 1e-12
        }
        let hello = ServerMessage.Hello(
            scenes: SceneCatalog.all.map(ServerMessage.CatalogEntry.init), maxItems: limits.maxItems)
        try await outbound.writeTextMessage(ServerMessage.hello(hello).json)
        out += session.start()
        let clock = ContinuousClock()
        let interval = Duration.seconds(1) / limits.framesPerSecond
        var deadline = clock.now
        var lastMessage = clock.now
        while !Task.isCancelled {
            for message in out {
                switch message {
                case .text(let text): try await outbound.writeTextMessage(text)
                case .binary(let bytes): try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
                }
            }
            out.removeAll(keepingCapacity: true)
            deadline = deadline.advanced(by: interval)
            let now = clock.now
            // Fell more than a frame behind: carry on from now rather than run a burst.
            if now - deadline > interval { deadline = now }
            try await clock.sleep(until: deadline, tolerance: nil)
            let entries = mailbox.take()
            if !entries.isEmpty {
                lastMessage = clock.now
            } else if lastMessage.duration(to: clock.now) > limits.idleTimeout {
                let message =
                    "idle for \(Self.describe(limits.idleTimeout)): the session has ended; reload the page to play again"
                try await outbound.writeTextMessage(ServerMessage.error(message).json)
                try await outbound.close(.goingAway, reason: "idle")
                return
            }
            for entry in entries {
                switch entry {
                case .command(let command): out += session.apply(command)
                case .error(let message): out.append(.text(ServerMessage.error(message).json))
                }
            }
            out += session.tick()
        }
    }

    /// `10 minutes`, `0.4 seconds`.
    static func describe(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        if seconds >= 120 && seconds % 60 == 0 { return "\(seconds / 60) minutes" }
        return "\(Double(seconds) + Double(duration.components.attoseconds) * 1e-18) seconds"
    }
}
