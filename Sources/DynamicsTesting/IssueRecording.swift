import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Where a failed claim is reported: the call site of the helper that made it (each helper takes
/// `#fileID`, `#filePath`, `#line` and `#column` as default arguments and passes them on here).
struct CallSite {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Records a test failure with `message` here, in whichever framework runs the test: an issue
    /// in Swift Testing, `XCTFail` in XCTest.
    func recordFailure(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: fileID.description, filePath: filePath.description, line: Int(line),
                        column: Int(column)))
                return
            }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
