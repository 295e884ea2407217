// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftParser
    import SwiftParserDiagnostics
    import SwiftSyntax

    /// `dynamics port`'s engine: iOS Swift that uses UIKit Dynamics in, Swift that compiles against
    /// UIKitDynamics out, and a note for every change and every line it could not port.
    ///
    /// The rewriting is one `SyntaxRewriter` (``PortRewriter``); every token it does not change keeps
    /// its trivia, so the user's formatting and comments survive. Porting a ported file changes nothing.
    ///
    /// ```swift
    /// let ported = try SwiftPort.port("import UIKit\n")
    /// ported.source   // "import UIKitDynamics\n"
    /// ported.notes    // [line 1: import UIKit → import UIKitDynamics]
    /// ```
    enum SwiftPort {
        /// A ported file: its new text and the report's lines, in source order.
        struct Ported: Sendable {
            let source: String
            let notes: [PortNote]
        }

        /// Ports one file's text. Throws ``PortSyntaxError`` (with swift-syntax's diagnostics) when the
        /// text does not parse: a half-understood file is not rewritten.
        static func port(_ source: String, fileName: String = "") throws(PortSyntaxError) -> Ported {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: fileName, tree: tree)
            if tree.hasError {
                let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
                    let location = diagnostic.location(converter: converter)
                    return PortDiagnostic(
                        line: location.line, column: location.column, message: diagnostic.message)
                }
                throw PortSyntaxError(
                    diagnostics: diagnostics.isEmpty
                        ? [PortDiagnostic(line: 1, column: 1, message: "the file does not parse")]
                        : diagnostics)
            }
            let rewriter = PortRewriter(tree: tree, converter: converter)
            let rewritten = rewriter.rewrite(tree)
            let notes = rewriter.notes.enumerated().sorted { a, b in
                a.element.line != b.element.line ? a.element.line < b.element.line : a.offset < b.offset
            }.map(\.element)
            return Ported(source: rewritten.description, notes: notes)
        }
    }
#endif
