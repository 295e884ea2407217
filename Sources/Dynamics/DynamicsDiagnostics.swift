// Where errors from non-throwing calls go: a task-local handler and standard error on the full
// toolchain; one handler and standard output on Embedded Swift (no task-locals, no files).

/// Where reported ``DynamicsError``s go.
///
/// An error raised by a non-throwing call goes to the animator's
/// ``DynamicAnimator/errorHandler`` if the behavior is in an animator, else to the task-local
/// ``handler`` if one is bound, else it is printed to standard error. Tests bind the handler:
///
/// ```swift
/// let log = ErrorLog()
/// DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler { log.append($0) }) {
///     gravity.magnitude = .infinity
/// }
/// ```
public enum DynamicsDiagnostics {
    #if hasFeature(Embedded)
        /// The handler for reported errors; `nil` prints them. (Embedded Swift has no task-locals:
        /// one handler serves the program.)
        nonisolated(unsafe) public static var handler: DynamicsErrorHandler?
    #else
        /// The handler for errors reported on this task; `nil` prints them to standard error.
        @TaskLocal public static var handler: DynamicsErrorHandler?
    #endif

    /// Reports `error` through ``handler`` or, if none is bound, to standard error.
    ///
    /// ```swift
    /// DynamicsDiagnostics.report(DynamicsError(.nonFiniteValue, "x: nan"))
    /// ```
    public static func report(_ error: DynamicsError) {
        if let handler {
            handler.handle(error)
        } else {
            #if canImport(Foundation)
                FileHandle.standardError.write(Data(("swift-dynamics: " + error.message + "\n").utf8))
            #else
                print("swift-dynamics: " + error.message)
            #endif
        }
    }

    /// Runs `body` with `handler` receiving the errors reported meanwhile: bound task-locally on
    /// the full toolchain, set and put back on Embedded Swift (the library's own code uses this
    /// so it reads the same in both).
    package static func withHandler<Result>(_ handler: DynamicsErrorHandler, _ body: () -> Result) -> Result {
        #if hasFeature(Embedded)
            let previous = Self.handler
            Self.handler = handler
            defer { Self.handler = previous }
            return body()
        #else
            return $handler.withValue(handler) { body() }
        #endif
    }
}
