/// A failure the tool reports in one line on stderr and exits with status 1 (usage problems exit 2).
///
/// ```swift
/// throw CLIError("no scene or file named 'x'")
/// ```
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) { description = message }
}
