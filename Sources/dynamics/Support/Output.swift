import Foundation

/// Writes command output to a file or to standard output.
///
/// ```swift
/// try Output.write(Data("<svg/>".utf8), to: "out.svg")
/// ```
enum Output {
    static func write(_ data: Data, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
