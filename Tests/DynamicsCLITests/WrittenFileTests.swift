import Foundation
import Testing

/// Commands that write files say on standard error what they wrote (path and size in bytes),
/// unless `--quiet`.
@Suite("dynamics written files")
struct WrittenFileTests {
    @Test(arguments: [
        ["run", "falling-square", "--duration", "1", "--trace", "{trace.csv}", "--plot", "{plot.svg}"],
        ["render", "falling-square", "--frame-at", "1", "-o", "{still.svg}"],
        ["export", "flick", "-o", "{flick.json}"],
    ])
    func eachFileWrittenIsReportedWithItsSize(arguments: [String]) throws {
        let (resolved, files) = Self.resolve(arguments)
        let result = try Tool.run(resolved)
        #expect(result.status == 0, "\(result.errors)")
        for file in files {
            let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
            #expect(size > 0)
            #expect(result.errors.contains("wrote \(file) (\(size) bytes)"), "\(result.errors)")
        }
        let quiet = try Tool.run(Self.resolve(arguments).arguments + ["--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty, "\(quiet.errors)")
    }

    @Test func outputToStandardOutputIsNotReported() throws {
        let result = try Tool.run(["export", "flick"])
        #expect(result.status == 0)
        #expect(!result.errors.contains("wrote"))
    }

    /// Replaces each `{name}` with a fresh temporary path.
    private static func resolve(_ arguments: [String]) -> (arguments: [String], files: [String]) {
        var files: [String] = []
        let resolved = arguments.map { argument in
            guard argument.hasPrefix("{") else { return argument }
            let path = Tool.temporaryPath(String(argument.dropFirst().dropLast()))
            files.append(path)
            return path
        }
        return (resolved, files)
    }
}
