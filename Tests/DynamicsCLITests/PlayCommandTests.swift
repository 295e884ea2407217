import Foundation
import Testing

/// `dynamics play` end to end: the printed address, a port in use, the non-loopback warning, and a
/// clean exit on Ctrl-C. The waits for the server block, so each test runs on a thread of its own
/// (blocking the test runner's threads starved other suites' timing).
@Suite("dynamics play", .timeLimit(.minutes(1)))
struct PlayCommandTests {
    /// Runs `body` on a new thread and waits for it without blocking a Swift concurrency thread.
    func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    try body()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// A running `dynamics play` and the first line it printed.
    final class Server {
        let process = Process()
        let out = Pipe()
        let err = Pipe()
        var firstLine = ""

        init(_ arguments: [String]) throws {
            process.executableURL = try Tool.binary
            process.arguments = ["play"] + arguments
            process.standardOutput = out
            process.standardError = err
            try process.run()
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            firstLine =
                String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        }

        var port: Int? { firstLine.split(separator: ":").last.flatMap { Int($0.dropLast()) } }

        /// Ctrl-C, then the exit status and standard error.
        func interrupt() -> (status: Int32, errors: String) {
            process.interrupt()
            let errors = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
        }
    }

    @Test func portZeroPicksAFreePortAndCtrlCExitsCleanly() async throws {
        try await onThread {
            let server = try Server(["--port", "0"])
            #expect(server.firstLine.hasPrefix("Playground: http://127.0.0.1:"))
            #expect((server.port ?? 0) > 0, "\(server.firstLine)")
            let (status, errors) = server.interrupt()
            #expect(status == 0)
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aPortInUseIsOneLineNamingThePort() async throws {
        try await onThread {
            let first = try Server(["--port", "0"])
            let port = try #require(first.port)
            let second = try Tool.run(["play", "--port", "\(port)"])
            _ = first.interrupt()
            #expect(second.status == 1)
            #expect(
                second.errors
                    == "dynamics: port \(port) is in use; choose another with --port (--port 0 picks a free one)\n"
            )
        }
    }

    @Test func listeningBeyondLoopbackWarnsThatThereIsNoAuthentication() async throws {
        try await onThread {
            let server = try Server(["--host", "0.0.0.0", "--port", "0"])
            #expect(server.firstLine.hasPrefix("Playground: http://0.0.0.0:"))
            let (status, errors) = server.interrupt()
            #expect(status == 0)
            #expect(errors.contains("no authentication"))
        }
    }

    @Test func anUnknownSceneIsAUsageError() async throws {
        try await onThread {
            let result = try Tool.run(["play", "--scene", "nope"])
            #expect(result.status == 2)
            #expect(result.errors.contains("no catalogue scene named 'nope'"))
        }
    }
}
