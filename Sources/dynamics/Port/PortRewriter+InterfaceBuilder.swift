// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// `@objc`, `@IBOutlet` and `@IBAction`: Linux has no Objective-C runtime (`@objc` is an error
    /// there: "Objective-C interoperability is disabled") and no storyboards. `@objc`, `@objcMembers`,
    /// `@IBDesignable` and `@IBInspectable` are removed; an outlet becomes a created view (a strong
    /// `var card: UIView! = UIView()`: a `weak` one would be released at once) and an action a plain
    /// method, each under a `// TODO(port):` naming what the storyboard did.
    extension PortRewriter {
        /// Attributes that need the Objective-C runtime or Interface Builder, removed wherever they are.
        static let objcAttributes: Set<String> = [
            "objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable",
        ]

        func removingObjCAttributes(_ decl: DeclSyntax, original: Syntax) -> DeclSyntax {
            if let node = decl.as(ClassDeclSyntax.self) {
                return DeclSyntax(
                    stripping(node, Self.objcAttributes, what: "class \(node.name.text)", at: original))
            }
            if let node = decl.as(EnumDeclSyntax.self) {
                return DeclSyntax(
                    stripping(node, Self.objcAttributes, what: "enum \(node.name.text)", at: original))
            }
            if let node = decl.as(ExtensionDeclSyntax.self) {
                let what = "extension \(node.extendedType.trimmedDescription)"
                return DeclSyntax(stripping(node, Self.objcAttributes, what: what, at: original))
            }
            if let node = decl.as(InitializerDeclSyntax.self) {
                return DeclSyntax(stripping(node, Self.objcAttributes, what: "init", at: original))
            }
            return decl
        }

        /// `@IBAction func tapped(_ sender: Any)` → `func tapped(_ sender: Any)` under a TODO; `@objc` removed.
        func portAction(_ decl: DeclSyntax, original: FunctionDeclSyntax) -> DeclSyntax {
            guard var node = decl.as(FunctionDeclSyntax.self) else { return decl }
            let name = functionName(original)
            let isAction = hasAttribute(original.attributes, named: "IBAction")
            node = stripping(
                node, Self.objcAttributes.union(["IBAction", "IBSegueAction"]), what: "func \(name)",
                at: Syntax(original), quiet: ["IBAction"])
            guard isAction else { return DeclSyntax(node) }
            changed(
                original,
                "@IBAction func \(name) → a plain method (TODO: the storyboard connected it to a control)")
            node.leadingTrivia = node.leadingTrivia.addingTodo(
                "the storyboard connected this action to a control: connect it in code, e.g. button.addTarget(self, action: \(typeNames.last ?? "Self").\(name), for: .touchUpInside)"
            )
            return DeclSyntax(node)
        }

        /// `@IBOutlet weak var card: UIView!` → `var card: UIView! = UIView()` under a TODO.
        func portOutlet(_ decl: DeclSyntax, original: VariableDeclSyntax) -> DeclSyntax {
            guard var node = decl.as(VariableDeclSyntax.self) else { return decl }
            let names = original.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
            let isOutlet = hasAttribute(original.attributes, named: "IBOutlet")
            node = stripping(
                node, Self.objcAttributes.union(["IBOutlet"]), what: "var \(names)", at: Syntax(original),
                quiet: ["IBOutlet"])
            guard isOutlet else { return DeclSyntax(node) }
            // A created view held weakly would be released at once: the outlet holds it.
            let leading = node.leadingTrivia
            let startsWithRemoved =
                node.attributes.isEmpty
                && ["weak", "unowned"].contains(node.modifiers.first?.name.text ?? "")
            node.modifiers = node.modifiers.filter { !["weak", "unowned"].contains($0.name.text) }
            if startsWithRemoved { node.leadingTrivia = merged(leading, node.leadingTrivia) }
            let before = original.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
            guard node.bindings.count == 1, var binding = node.bindings.first, binding.initializer == nil,
                let annotation = binding.typeAnnotation
            else {
                changed(original, "\(before) → a plain property (TODO: the storyboard set it)")
                node.leadingTrivia = node.leadingTrivia.addingTodo(
                    "the storyboard set this outlet: set it in code")
                return DeclSyntax(node)
            }
            var wrapped = annotation.type
            if let unwrapped = wrapped.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                wrapped = unwrapped.wrappedType
            }
            if let unwrapped = wrapped.as(OptionalTypeSyntax.self) { wrapped = unwrapped.wrappedType }
            let value: ExprSyntax
            let todo: String
            var did = "the storyboard set its frame and superview"
            if wrapped.is(ArrayTypeSyntax.self) {
                did = "the storyboard filled it"
                value = ExprSyntax(ArrayExprSyntax(elements: ArrayElementListSyntax([])))
                todo =
                    "the storyboard filled this outlet collection: create its views, set their frames and add them to a superview"
            } else if wrapped.is(IdentifierTypeSyntax.self) || wrapped.is(MemberTypeSyntax.self) {
                let typeText = wrapped.trimmedDescription
                let baseName = wrapped.as(IdentifierTypeSyntax.self)?.name.text ?? typeText
                if ["UI", "NS", "CA", "SK", "MK", "WK", "AV"].contains(where: baseName.hasPrefix),
                    !Self.uikitDynamicsNames.contains(baseName), baseName != "CALayer"
                {
                    // A `UI…` name and NSLayoutConstraint are reported where the type is named.
                    if !baseName.hasPrefix("UI"), Self.unportableNames[baseName] == nil {
                        notPorted(original, "\(before) (UIKitDynamics has no \(baseName))")
                    }
                    return DeclSyntax(node)
                }
                value = ExprSyntax(
                    FunctionCallExprSyntax(
                        calledExpression: DeclReferenceExprSyntax(baseName: .identifier(typeText)),
                        leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken()))
                let name = binding.pattern.trimmedDescription
                let inController = typeNames.last?.hasSuffix("Controller") ?? false
                let example = inController ? "view.addSubview(\(name)) in viewDidLoad" : "addSubview(\(name))"
                todo =
                    "the storyboard created this outlet: set its frame and add it to a superview (e.g. \(example))"
            } else {
                changed(original, "\(before) → a plain property (TODO: the storyboard set it)")
                node.leadingTrivia = node.leadingTrivia.addingTodo(
                    "the storyboard set this outlet: set it in code")
                return DeclSyntax(node)
            }
            let trailing = annotation.trailingTrivia
            binding.typeAnnotation = annotation.with(\.trailingTrivia, [])
            binding.initializer = InitializerClauseSyntax(
                equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                value: value.with(\.trailingTrivia, trailing))
            node.bindings = PatternBindingListSyntax([binding])
            let after = node.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
            changed(original, "\(before) → \(after) (TODO: \(did))")
            node.leadingTrivia = node.leadingTrivia.addingTodo(todo)
            return DeclSyntax(node)
        }

        // MARK: Attribute removal keeping the trivia

        func hasAttribute(_ attributes: AttributeListSyntax, named name: String) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
        }

        /// The declaration without the attributes in `names`; each removal is reported (except those in
        /// `quiet`, which their caller reports), and the line's indentation and comments are kept.
        func stripping<D: WithAttributesSyntax>(
            _ decl: D, _ names: Set<String>, what: String, at original: Syntax, quiet: Set<String> = []
        ) -> D {
            var removed: [String] = []
            let firstRemoved =
                decl.attributes.first?.as(AttributeSyntax.self).map {
                    names.contains($0.attributeName.trimmedDescription)
                } ?? false
            let kept = decl.attributes.filter { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return true }
                let name = attribute.attributeName.trimmedDescription
                guard names.contains(name) else { return true }
                removed.append(name)
                return false
            }
            guard !removed.isEmpty else { return decl }
            let leading = decl.leadingTrivia
            var result = decl.with(\.attributes, kept)
            if firstRemoved {
                result.leadingTrivia = merged(leading, result.leadingTrivia)
            }
            for name in removed where !quiet.contains(name) {
                let reason =
                    name.hasPrefix("IB")
                    ? "no Interface Builder off Apple platforms"
                    : "no Objective-C runtime off Apple platforms: `@\(name)` does not compile there"
                changed(original, "@\(name) removed from \(what) (\(reason))")
            }
            return result
        }

        /// A removed first token's leading trivia, with the comments the next token had.
        func merged(_ removed: Trivia, _ next: Trivia) -> Trivia {
            guard next.hasComment else { return removed }
            return removed + Trivia(pieces: next.pieces.drop { $0.isWhitespace })
        }

        /// `handlePan(_:)`, `reset()`: a function's name as a method reference writes it.
        func functionName(_ function: FunctionDeclSyntax) -> String {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                .joined()
            return labels.isEmpty ? function.name.text : "\(function.name.text)(\(labels))"
        }
    }
#endif
