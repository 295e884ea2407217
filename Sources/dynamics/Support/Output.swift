import Foundation

/// Writes command output to a file or to standard output; a file written is reported on standard
/// error ("wrote out.svg (1234 bytes)") unless `quiet`.
///
/// ```swift
/// try Output.write(Data("<svg/>".utf8), to: "out.svg", quiet: false)
/// ```
enum Output {
    static func write(_ data: Data, to path: String?, quiet: Bool) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot write \(path): \(error.localizedDescription)")
        }
        if !quiet { printError("wrote \(path) (\(data.count) bytes)") }
    }
}
