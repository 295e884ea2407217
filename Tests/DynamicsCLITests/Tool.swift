import Foundation

/// Runs the built `dynamics` binary (it sits next to the test bundle in `.build/<configuration>`).
enum Tool {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `.build/<configuration>/dynamics`, found from the running test executable's folder.
    static var binary: URL {
        get throws {
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("dynamics")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
            throw ToolNotBuilt(searchedFrom: CommandLine.arguments[0])
        }
    }

    struct ToolNotBuilt: Error, CustomStringConvertible {
        let searchedFrom: String
        var description: String { "the dynamics binary was not found near \(searchedFrom); build it first" }
    }

    static func run(_ arguments: [String]) throws -> Result { try launch(binary, arguments) }

    /// Runs any program to its end and collects what it printed.
    static func launch(_ executable: URL, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryPath(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dynamics-cli-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("\(UUID().uuidString)-\(name)").path
    }

    static func line(startingWith prefix: String, in text: String) -> Substring? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }
    }

    /// The number after the first occurrence of `label` in `text`.
    static func number(after label: String, in text: String) -> Double? {
        guard let range = text.range(of: label) else { return nil }
        let digits = text[range.upperBound...].prefix { "-0123456789.".contains($0) }
        return Double(digits)
    }
}
