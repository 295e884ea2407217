import ArgumentParser
import DynamicsPlayground
import DynamicsScenes
import Foundation

/// `dynamics play`: the browser playground — every catalogue scene live, hands on.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract:
            "Serve the browser playground: every scene live, with drag, flick, push and a debug overlay.",
        discussion: """
            Prints the address (Playground: http://127.0.0.1:8080/); open it in a browser. Ctrl-C stops.
            The playground has no authentication: it listens on loopback unless --host says otherwise.

            Examples:
              dynamics play
              dynamics play --port 0 --scene sticky-edges
            """
    )

    @Option(help: "The address to listen on (anything but loopback lets other machines in).")
    var host = "127.0.0.1"

    @Option(help: "The port (0 picks a free one).")
    var port = 8080

    @Option(help: "The scene new sessions start with (see `dynamics list`).")
    var scene: String?

    @Option(help: "Concurrent sessions (browser tabs) allowed; the next one is refused.")
    var maxSessions = 16

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port (0…65535)")
        }
        guard (1...1000).contains(maxSessions) else {
            throw ValidationError("--max-sessions \(maxSessions) must be between 1 and 1000")
        }
        if let scene, SceneCatalog.scene(named: scene) == nil {
            throw ValidationError("no catalogue scene named '\(scene)' (see `dynamics list`)")
        }
    }

    func run() async throws {
        if !Playground.isLoopback(host) {
            printError(
                "warning: listening on \(host): anyone who can reach this address can use the playground (it has no authentication)"
            )
        }
        var limits = PlaygroundLimits()
        limits.maxSessions = maxSessions
        let playground = try Playground(host: host, port: port, scene: scene, limits: limits)
        do {
            try await playground.run { url in
                FileHandle.standardOutput.write(Data("Playground: \(url)\n".utf8))
            }
        } catch let error where "\(error)".contains("Address already in use") {
            throw CLIError("port \(port) is in use; choose another with --port (--port 0 picks a free one)")
        } catch let error where "\(error)".contains("Cannot assign requested address") {
            throw CLIError("cannot listen on \(host): not an address of this machine (try --host 127.0.0.1)")
        }
    }
}
