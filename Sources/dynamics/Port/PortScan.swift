// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// What the port needs to know before rewriting: each type's methods (to check a selector's
    /// method), the stored key-value observations, and whether the file imports UIKit.
    ///
    /// ```swift
    /// let scan = PortScan(viewMode: .sourceAccurate)
    /// scan.walk(tree)
    /// scan.methods["CardViewController.handlePan"]   // [1]: one method, one parameter
    /// ```
    final class PortScan: SyntaxVisitor {
        private(set) var methods: [String: [Int]] = [:]
        private(set) var observationNames: Set<String> = []
        private(set) var importsUIKit = false
        /// The types the file declares (a `UI…` name of the user's own is no missing UIKit type).
        private(set) var declaredTypes: Set<String> = []
        private var typeNames: [String] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let module = node.path.first?.name.text
            if module == "UIKit" || module == "UIKitDynamics" { importsUIKit = true }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredTypes.insert(node.name.text)
            return .visitChildren
        }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            declaredTypes.insert(name)
            typeNames.append(name)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = typeNames.last {
                methods["\(type).\(node.name.text)", default: []].append(
                    node.signature.parameterClause.parameters.count)
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.trimmedDescription.contains("NSKeyValueObservation") {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        observationNames.insert(name)
                    }
                }
            }
            return .visitChildren
        }
    }
#endif
