/// One thing wrong with a scene description or scene file: where (`behaviors[3].frequency`, `$`
/// for the whole file) and what.
///
/// ```swift
/// for problem in scene.validate() { print(problem) }   // "items[0].size: width 0 must be > 0"
/// ```
public struct SceneProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path to the offending value: keys joined by `.`, array indices in brackets, `$` for
    /// the root.
    public var path: String
    /// What is wrong, naming the offending value where there is one.
    public var message: String

    /// Creates a problem.
    ///
    /// ```swift
    /// let problem = SceneProblem(path: "items[0].size", message: "width 0 must be > 0")
    /// ```
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// The error of a scene that cannot be loaded, saved or built: every problem found, in order.
///
/// ```swift
/// do {
///     let run = try Scene(contentsOf: url).makeRun()
/// } catch let error as SceneFileError {
///     print(error)   // "behaviors[3].frequency: -1 must be finite and >= 0"
/// }
/// ```
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one.
    public var problems: [SceneProblem]

    /// Creates an error from its problems.
    ///
    /// ```swift
    /// throw SceneFileError([SceneProblem(path: "$", message: "the file is empty")])
    /// ```
    public init(_ problems: [SceneProblem]) {
        self.problems = problems
    }

    /// Creates an error with one problem.
    ///
    /// ```swift
    /// throw SceneFileError(path: "duration", message: "-1 must be finite and > 0")
    /// ```
    public init(path: String, message: String) {
        self.init([SceneProblem(path: path, message: message)])
    }

    /// One problem a line.
    public var description: String { problems.map({ $0.description }).joined(separator: "\n") }
}
