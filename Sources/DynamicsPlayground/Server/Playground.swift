import DynamicsScenes
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The browser playground: serves the web client and, on `/ws`, one live scene per WebSocket
/// connection (see ``SessionDriver``).
///
/// ```swift
/// let playground = Playground(host: "127.0.0.1", port: 8080, scene: "sticky-edges")
/// try await playground.run { url in print("Playground: \(url)") }
/// ```
public struct Playground: Sendable {
    /// The address to listen on; anything but loopback exposes the playground (there is no
    /// authentication).
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The scene new sessions start with (default: the first of the catalogue).
    public var scene: String?
    /// What one client may ask of the server.
    public var limits: PlaygroundLimits
    /// The web client's files.
    public var files: StaticFiles

    /// A playground serving the bundled web client.
    ///
    /// ```swift
    /// let playground = try Playground(port: 0)
    /// ```
    public init(
        host: String = "127.0.0.1", port: Int = 8080, scene: String? = nil, limits: PlaygroundLimits = .init()
    ) throws {
        self.host = host
        self.port = port
        self.scene = scene
        self.limits = limits
        self.files = try StaticFiles(root: StaticFiles.bundledRoot)
    }

    /// Whether `host` is a loopback address (only this machine can connect).
    ///
    /// ```swift
    /// Playground.isLoopback("127.0.0.1")   // true
    /// Playground.isLoopback("0.0.0.0")     // false
    /// ```
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The Hummingbird application: static files on every path, the session endpoint on `/ws`.
    /// `onStart` gets the URL once the server listens (with the real port when `port` is 0).
    ///
    /// ```swift
    /// let app = playground.application()
    /// try await app.test(.live) { client in … }
    /// ```
    public func application(onStart: @escaping @Sendable (String) -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let files = files
        router.get("**") { request, _ -> Response in
            Self.respond(to: request, from: files)
        }
        router.head("**") { request, _ -> Response in
            var response = Self.respond(to: request, from: files)
            response.body = .init()
            return response
        }
        router.get("/") { request, _ -> Response in
            Self.respond(to: request, from: files)
        }
        let registry = SessionRegistry(capacity: limits.maxSessions)
        let limits = limits
        let defaultScene = scene ?? SceneCatalog.all[0].name
        let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
        webSocketRouter.ws("/ws") { inbound, outbound, context in
            let requested = context.request.uri.queryParameters["scene"].map(String.init)
            guard registry.enter() else {
                let message =
                    "the playground is full: \(registry.capacity) sessions are running; try again later"
                try await outbound.write(.text(ServerMessage.error(message).json))
                try await outbound.close(.init(codeNumber: 1013), reason: "server full")
                return
            }
            defer { registry.leave() }
            try await SessionDriver(limits: limits, defaultScene: defaultScene).serve(
                inbound: inbound, outbound: outbound, scene: requested)
        }
        var logger = Logger(label: "dynamics-play")
        logger.logLevel = .warning
        let host = host
        let config = HTTP1WebSocketUpgradeChannel.Configuration(
            ws: WebSocketServerConfiguration(maxFrameSize: limits.maxMessageBytes))
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter, configuration: config),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                onStart("http://\(shown):\(port)/")
            },
            logger: logger)
    }

    /// Runs until SIGINT or SIGTERM, then shuts down gracefully (open sessions are closed).
    ///
    /// ```swift
    /// try await playground.run { print("Playground: \($0)") }
    /// ```
    public func run(onStart: @escaping @Sendable (String) -> Void) async throws {
        try await application(onStart: onStart).runService()
    }

    static func respond(to request: Request, from files: StaticFiles) -> Response {
        var headers: HTTPFields = [.cacheControl: "no-cache", .init("X-Content-Type-Options")!: "nosniff"]
        switch files.resolve(request.uri.path) {
        case .file(let file):
            headers[.contentType] = file.contentType
            return Response(
                status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(data: file.data)))
        case .notFound:
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(
                status: .notFound, headers: headers,
                body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
        case .refused(let reason):
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(
                status: .forbidden, headers: headers,
                body: .init(byteBuffer: ByteBuffer(string: "refused: \(reason)\n")))
        }
    }
}
