extension DynamicsCommand {
    /// The tool's version, printed by `dynamics --version`.
    ///
    /// ```swift
    /// print(DynamicsCommand.version)   // 0.1.0
    /// ```
    static let version = "0.1.0"
}
