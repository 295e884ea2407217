// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// Target-action: `#selector(handlePan(_:))` → the method reference `Type.handlePan(_:)`, the form
    /// UIKitDynamics' `addTarget(_:action:)`, `addTarget(_:action:for:)` and gesture recognizers'
    /// `init(target:action:)` take in place of a selector (there is no Objective-C runtime off Apple
    /// platforms). `Type` is the type the call is written in when the target is `self`, or the type
    /// the selector names (`#selector(Other.method)`), never `Self`: in a class that is not final,
    /// `self` and `Self` are different types to the generic `Target`.
    extension PortRewriter {
        /// A target-action call to rewrite: which argument, the selector, and its replacement.
        struct TargetActionPlan {
            let argumentIndex: Int
            let selector: MacroExpansionExprSyntax
            let reference: ExprSyntax
        }

        func targetActionPlan(_ call: FunctionCallExprSyntax) -> TargetActionPlan? {
            let arguments = Array(call.arguments)
            guard
                let index = arguments.firstIndex(where: { $0.label?.text == "action" }),
                let selector = arguments[index].expression.as(MacroExpansionExprSyntax.self),
                selector.macroName.text == "selector"
            else { return nil }
            let callee = calleeName(call.calledExpression)
            guard callee == "addTarget" || callee.hasSuffix("GestureRecognizer") else { return nil }
            // Reported here, rewritten or not: the plain #selector report would say it twice.
            handledSelectors.insert(selector.id)
            let selectorText = selector.trimmedDescription
            let target =
                arguments.first { $0.label?.text == "target" }?.expression
                ?? (callee == "addTarget" ? arguments.first?.expression : nil)
            guard let target else {
                notPorted(selector, "\(selectorText) (no target to call it on)")
                return nil
            }
            guard let named = selector.arguments.first, named.label == nil, selector.arguments.count == 1
            else {
                notPorted(
                    selector, "\(selectorText) (a getter or setter selector: call the accessor from a method)"
                )
                return nil
            }
            let (base, method) = splitSelector(named.expression)
            guard let method else {
                notPorted(selector, "\(selectorText) (not a method name)")
                return nil
            }
            let targetText = target.trimmedDescription
            let typeName: String
            if let base, base != "Self", base != "self" {
                typeName = base
            } else if targetText == "self", let enclosing = typeNames.last {
                typeName = enclosing
            } else if targetText == "self" {
                notPorted(selector, "\(selectorText) outside a type (no type to name the method by)")
                return nil
            } else {
                let hint =
                    targetText == "nil" ? "a nil target (the responder chain)" : "the target `\(targetText)`"
                notPorted(
                    selector,
                    "\(selectorText) with \(hint): name the method's type, `action: TargetType.\(method.trimmedDescription)`"
                )
                return nil
            }
            let baseName = method.baseName.text
            if let counts = methods["\(typeName).\(baseName)"], counts.allSatisfy({ $0 > 1 }) {
                notPorted(
                    selector,
                    "\(selectorText): \(typeName).\(baseName) takes \(counts.min() ?? 2) arguments; UIKitDynamics' actions take the sender or nothing"
                )
                return nil
            }
            let reference = MemberAccessExprSyntax(
                base: DeclReferenceExprSyntax(baseName: .identifier(typeName)),
                period: .periodToken(),
                declName: method.with(\.leadingTrivia, []).with(\.trailingTrivia, []))
            let message = "\(selectorText) → method reference \(reference.trimmedDescription)"
            changed(selector, message)
            return TargetActionPlan(
                argumentIndex: index, selector: selector,
                reference: ExprSyntax(reference).with(\.leadingTrivia, selector.leadingTrivia)
                    .with(\.trailingTrivia, selector.trailingTrivia))
        }

        func applying(_ plan: TargetActionPlan, to call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
            var arguments = Array(call.arguments)
            arguments[plan.argumentIndex] = arguments[plan.argumentIndex].with(\.expression, plan.reference)
            return call.with(\.arguments, LabeledExprListSyntax(arguments))
        }

        /// `view.addTarget` → "addTarget"; `UIPanGestureRecognizer(…)` or `UIPanGestureRecognizer.init(…)`
        /// → "UIPanGestureRecognizer".
        func calleeName(_ expression: ExprSyntax) -> String {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "init", let base = member.base { return calleeName(base) }
                return member.declName.baseName.text
            }
            if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
                return calleeName(specialized.expression)
            }
            return ""
        }

        /// `handlePan(_:)` → (nil, handlePan(_:)); `Card.handlePan` → ("Card", handlePan).
        private func splitSelector(_ expression: ExprSyntax) -> (
            base: String?, method: DeclReferenceExprSyntax?
        ) {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                return (base.trimmedDescription, member.declName)
            }
            return (nil, nil)
        }
    }
#endif
