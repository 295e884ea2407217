// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// Key-value observing (`observe(\.center) { … }`, `addObserver(_:forKeyPath:…)`,
    /// `observeValue(forKeyPath:…)`) needs the Objective-C runtime and has no mechanical port. Each
    /// statement or member that observes, or uses a stored observation, is commented out in place
    /// under a `// TODO(port):` line with a suggestion, and reported: the file still compiles, and the
    /// code stays next to where its replacement goes.
    extension PortRewriter {
        static let observingSuggestion =
            "read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step"

        /// Why this statement cannot be ported, if it observes.
        func keyValueObservingReason(statement: CodeBlockItemSyntax) -> String? {
            let finder = ObservingFinder(observationNames: observationNames)
            finder.walk(statement)
            guard let found = finder.found else { return nil }
            // A local observation (`let token = card.observe(…)`) goes with it: so do its uses.
            if let variable = statement.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        observationNames.insert(name)
                    }
                }
            }
            return "\(found); \(Self.observingSuggestion)"
        }

        /// Why this member cannot be ported: `observeValue(forKeyPath:…)` or a stored observation.
        func keyValueObservingReason(member: MemberBlockItemSyntax) -> String? {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "observeValue",
                function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
            {
                return
                    "key-value observing (observeValue(forKeyPath:of:change:context:)); \(Self.observingSuggestion)"
            }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let finder = ObservingFinder(observationNames: [])
                finder.walk(variable)
                if variable.bindings.contains(where: {
                    observationNames.contains(
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
                }) || finder.found != nil {
                    return "key-value observing (a stored observation); \(Self.observingSuggestion)"
                }
            }
            return nil
        }
    }

    /// Finds key-value observing in one statement, not looking into nested blocks and closures (their
    /// own statements are judged one by one) except the observing call's own closure.
    final class ObservingFinder: SyntaxVisitor {
        let observationNames: Set<String>
        private(set) var found: String?

        init(observationNames: Set<String>) {
            self.observationNames = observationNames
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name: String
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else {
                return .visitChildren
            }
            if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
                let keyPath = node.arguments.first?.expression.trimmedDescription ?? ""
                found = "key-value observing (observe(\(keyPath)))"
                return .skipChildren
            }
            if name == "addObserver" || name == "removeObserver",
                node.arguments.contains(where: { $0.label?.text == "forKeyPath" })
            {
                found = "key-value observing (\(name)(_:forKeyPath:…))"
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, observationNames.contains(node.baseName.text) {
                found = "uses the key-value observation `\(node.baseName.text)`"
            }
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.name.text == "NSKeyValueObservation" {
                found = "key-value observing (NSKeyValueObservation)"
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
#endif
