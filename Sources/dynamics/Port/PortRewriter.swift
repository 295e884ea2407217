// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// The syntax rewriter behind ``SwiftPort``: one pass over the tree, each concern in its own file
    /// (imports, target-action, Interface Builder and `@objc`, key-value observing, what Linux lacks).
    /// The overrides here only route: Swift allows no overrides in extensions.
    ///
    /// ```swift
    /// let rewriter = PortRewriter(tree: tree, converter: SourceLocationConverter(fileName: "A.swift", tree: tree))
    /// let ported = rewriter.rewrite(tree).description
    /// ```
    final class PortRewriter: SyntaxRewriter {
        let converter: SourceLocationConverter
        /// The report's lines, in the order found.
        private(set) var notes: [PortNote] = []
        /// The enclosing type declarations' names, innermost last (a `#selector(m)` names a method of
        /// the type it is written in).
        var typeNames: [String] = []
        /// Each type's methods: `"Type.base"` → the parameter counts of the methods with that base name.
        let methods: [String: [Int]]
        /// Names of stored key-value observations (`NSKeyValueObservation`), commented out with the
        /// observing code, and so is every statement that uses them.
        var observationNames: Set<String>
        /// Whether the file imports UIKit (or UIKitDynamics): then `import QuartzCore` and
        /// `import CoreGraphics` are dropped, else the first becomes `import UIKitDynamics`.
        let importsUIKit: Bool
        /// The types the file declares.
        let declaredTypes: Set<String>
        /// Whether an `import UIKitDynamics` has been written (one is enough).
        var wroteUIKitDynamicsImport = false
        /// The `#selector`s a target-action rewrite has taken care of (any other is reported).
        var handledSelectors: Set<SyntaxIdentifier> = []

        init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
            self.converter = converter
            let scan = PortScan(viewMode: .sourceAccurate)
            scan.walk(tree)
            methods = scan.methods
            observationNames = scan.observationNames
            importsUIKit = scan.importsUIKit
            declaredTypes = scan.declaredTypes
            super.init(viewMode: .sourceAccurate)
        }

        // MARK: Notes

        /// The line a node of the original tree starts on (after its leading trivia).
        func line(of node: some SyntaxProtocol) -> Int {
            converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        }

        func changed(_ node: some SyntaxProtocol, _ message: String) {
            note(PortNote(line: line(of: node), kind: .changed, message: message))
        }

        func notPorted(_ node: some SyntaxProtocol, _ message: String) {
            note(PortNote(line: line(of: node), kind: .notPorted, message: message))
        }

        private func note(_ note: PortNote) {
            if !notes.contains(note) { notes.append(note) }
        }

        // MARK: Types in scope

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            typeNames.append(node.name.text)
            defer { typeNames.removeLast() }
            let visited = super.visit(node)
            return removingObjCAttributes(visited, original: Syntax(node))
        }

        override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
            typeNames.append(node.name.text)
            defer { typeNames.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
            typeNames.append(node.name.text)
            defer { typeNames.removeLast() }
            return removingObjCAttributes(super.visit(node), original: Syntax(node))
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            typeNames.append(node.extendedType.trimmedDescription)
            defer { typeNames.removeLast() }
            return removingObjCAttributes(super.visit(node), original: Syntax(node))
        }

        // MARK: Statements and members (imports dropped, observation code commented out)

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            var items: [CodeBlockItemSyntax] = []
            var carried: Trivia?
            var droppedFirstLine = false
            for item in node {
                if let importDecl = item.item.as(ImportDeclSyntax.self) {
                    switch portImport(importDecl) {
                    case .keep(let decl):
                        items.append(item.with(\.item, .decl(DeclSyntax(decl))).prefixingTrivia(carried))
                        carried = nil
                    case .drop:
                        if item.id == node.first?.id, !item.leadingTrivia.contains(where: \.isNewline) {
                            droppedFirstLine = true
                        }
                        carried = carriedTrivia(item.leadingTrivia, pending: carried)
                    }
                    continue
                }
                items.append(visitOrComment(item).prefixingTrivia(carried))
                carried = nil
            }
            // The file's first line was dropped: the line after it is the first now.
            if droppedFirstLine, let first = items.first {
                items[0] = first.with(\.leadingTrivia, first.leadingTrivia.droppingFirstNewline)
            }
            return CodeBlockItemListSyntax(items)
        }

        /// The statement rewritten, or commented out if it observes.
        private func visitOrComment(_ item: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
            guard let reason = keyValueObservingReason(statement: item) else { return visit(item) }
            notPorted(item, reason)
            return commentedOut(item, reason: reason)
        }

        override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
            MemberBlockItemListSyntax(
                node.map { member in
                    guard let reason = keyValueObservingReason(member: member) else { return visit(member) }
                    notPorted(member, reason)
                    return commentedOut(member, reason: reason)
                })
        }

        // MARK: Declarations

        override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
            let visited = super.visit(node)
            return portAction(visited, original: node)
        }

        override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
            removingObjCAttributes(super.visit(node), original: Syntax(node))
        }

        override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
            let visited = super.visit(node)
            return portOutlet(visited, original: node)
        }

        // MARK: Expressions and types

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let plan = targetActionPlan(node)
            let visited = super.visit(node)
            guard let plan, let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
            return ExprSyntax(applying(plan, to: call))
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
            reportUnportableMacro(node)
            return super.visit(node)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            reportUnportableName(node.baseName)
            return super.visit(node)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            reportUnportableName(node.name)
            return super.visit(node)
        }
    }

    extension SyntaxProtocol {
        /// The node with `trivia` (a dropped line's comments) before its own leading trivia.
        func prefixingTrivia(_ trivia: Trivia?) -> Self {
            guard let trivia else { return self }
            return with(\.leadingTrivia, trivia + leadingTrivia)
        }
    }

    extension Trivia {
        /// Whether the trivia holds a comment (and so must not be thrown away).
        var hasComment: Bool { contains { $0.isComment } }

        /// The spaces and tabs after the last newline: a line's indentation.
        var indentation: String {
            var text = ""
            for piece in pieces.reversed() {
                switch piece {
                case .spaces(let n): text = String(repeating: " ", count: n) + text
                case .tabs(let n): text = String(repeating: "\t", count: n) + text
                default: return text
                }
            }
            return text
        }

        /// Without its first newline (and what precedes it).
        var droppingFirstNewline: Trivia {
            guard let index = pieces.firstIndex(where: \.isNewline) else { return self }
            if case .newlines(let n) = pieces[index], n > 1 {
                return Trivia(pieces: [.newlines(n - 1)] + pieces[(index + 1)...])
            }
            return Trivia(pieces: Array(pieces[(index + 1)...]))
        }

        /// Trivia ending in a `// TODO(port): …` line before the token, at the token's indentation.
        func addingTodo(_ text: String) -> Trivia {
            let indent = indentation
            return self + [.lineComment("// TODO(port): \(text)"), .newlines(1)]
                + (indent.isEmpty
                    ? []
                    : Trivia(pieces: [indent.hasPrefix("\t") ? .tabs(indent.count) : .spaces(indent.count)]))
        }
    }

    extension PortRewriter {
        /// The leading trivia of a dropped line, kept when it holds comments.
        func carriedTrivia(_ trivia: Trivia, pending: Trivia?) -> Trivia? {
            guard trivia.hasComment else { return pending }
            var pieces = Array(trivia.pieces)
            while let last = pieces.last, last.isWhitespace { pieces.removeLast() }
            return (pending ?? []) + Trivia(pieces: pieces)
        }

        /// The node's text as line comments under a `TODO(port)` line, in the node's place (the file
        /// still compiles, and the code stays there to port by hand).
        func commentedOutText(_ node: some SyntaxProtocol, reason: String) -> (leading: Trivia, text: String)
        {
            var leading = node.leadingTrivia
            var indent = leading.indentation
            let lineIndent = lineIndentation(before: node.firstToken(viewMode: .sourceAccurate))
            // Written after something on its line (`deinit { observation.invalidate() }`): the
            // comment starts a line of its own, one level in.
            if !leading.contains(where: \.isNewline) {
                indent = lineIndent + "    "
                leading = [.newlines(1), .spaces(indent.count)]
            }
            var body = node.with(\.leadingTrivia, []).description
            while let last = body.last, last.isWhitespace { body.removeLast() }
            var text = "// TODO(port): not ported: \(reason)"
            for (index, rawLine) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            {
                var line = Substring(rawLine)
                while let last = line.last, last == " " || last == "\t" { line.removeLast() }
                if index > 0 && line.hasPrefix(indent) { line = line.dropFirst(indent.count) }
                text += "\n" + indent + (line.isEmpty ? "//" : "// " + line)
            }
            // Something follows on the same line (a closing brace): it goes to the next line.
            if let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
                next.tokenKind != .endOfFile, !next.leadingTrivia.contains(where: \.isNewline)
            {
                text += "\n" + lineIndent
            }
            return (leading, text)
        }

        /// The indentation of the line `token` is on.
        func lineIndentation(before token: TokenSyntax?) -> String {
            var current = token
            while let token = current {
                if token.leadingTrivia.contains(where: \.isNewline) { return token.leadingTrivia.indentation }
                current = token.previousToken(viewMode: .sourceAccurate)
            }
            return ""
        }

        func commentedOut(_ item: CodeBlockItemSyntax, reason: String) -> CodeBlockItemSyntax {
            let (leading, text) = commentedOutText(item, reason: reason)
            let token = TokenSyntax(
                .identifier(text), leadingTrivia: leading, trailingTrivia: [], presence: .present)
            return CodeBlockItemSyntax(item: .expr(ExprSyntax(DeclReferenceExprSyntax(baseName: token))))
        }

        func commentedOut(_ member: MemberBlockItemSyntax, reason: String) -> MemberBlockItemSyntax {
            let (leading, text) = commentedOutText(member, reason: reason)
            let token = TokenSyntax(
                .identifier(text), leadingTrivia: leading, trailingTrivia: [], presence: .present)
            return MemberBlockItemSyntax(decl: DeclSyntax(MissingDeclSyntax(placeholder: token)))
        }
    }
#endif
