// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    /// One line of `dynamics port`'s report: a change the port made, or a line it left for a person.
    ///
    /// ```swift
    /// let note = PortNote(line: 12, kind: .changed, message: "#selector(handlePan(_:)) → method reference Card.handlePan(_:)")
    /// note.rendered(path: "Card.swift")   // "Card.swift:12: #selector(handlePan(_:)) → …"
    /// ```
    struct PortNote: Equatable, Sendable {
        /// A change made, or a line not ported (left as it was, or commented out, with a reason).
        enum Kind: String, Sendable {
            case changed
            case notPorted = "not ported"
        }

        /// The line in the original file (1-based).
        let line: Int
        let kind: Kind
        let message: String

        /// `Path.swift:12: message`, or `Path.swift:40: not ported: message`.
        func rendered(path: String) -> String {
            switch kind {
            case .changed: "\(path):\(line): \(message)"
            case .notPorted: "\(path):\(line): not ported: \(message)"
            }
        }
    }

    /// A syntax error that stops a file from being ported: swift-syntax's diagnostic and where it is.
    ///
    /// ```swift
    /// PortDiagnostic(line: 3, column: 14, message: "expected ')'").rendered(path: "Bad.swift")
    /// // "Bad.swift:3:14: error: expected ')'"
    /// ```
    struct PortDiagnostic: Equatable, Sendable {
        let line: Int
        let column: Int
        let message: String

        /// `Path.swift:3:14: error: message`, the compilers' form (editors jump to it).
        func rendered(path: String) -> String { "\(path):\(line):\(column): error: \(message)" }
    }

    /// The file did not parse: nothing was ported, and these say why.
    struct PortSyntaxError: Error, Sendable {
        let diagnostics: [PortDiagnostic]
    }
#endif
