// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// What Linux cannot have and the port cannot rewrite: reported with its line and a reason, left
    /// in place (`DispatchQueue.main.async` and `Timer` are fine: Foundation has them).
    extension PortRewriter {
        /// Names with no counterpart off iOS, and why.
        static let unportableNames: [String: String] = [
            "CADisplayLink":
                "CADisplayLink (no display link off Apple platforms; per-frame work goes in a behavior's `action` closure, which runs every animator step)",
            "UIApplication": "UIApplication (no application object off iOS)",
            "NSLayoutConstraint": "NSLayoutConstraint (no Auto Layout in UIKitDynamics: set frames)",
        ]

        /// UIKit's names that UIKitDynamics (and Dynamics, which it re-exports) has. A test
        /// (`PortCommandTests.knowsEveryNameUIKitDynamicsDeclares`) reads the modules' sources and fails
        /// when a declared `UI…` name is missing here.
        static let uikitDynamicsNames: Set<String> = [
            "UIAction", "UIAttachmentBehavior", "UIBezierPath", "UIButton", "UICollectionView",
            "UICollectionViewCell", "UICollectionViewDataSource", "UICollectionViewFlowLayout",
            "UICollectionViewLayout", "UICollectionViewLayoutAttributes", "UICollisionBehavior",
            "UICollisionBehaviorDelegate", "UIColor", "UIControl", "UIDynamicAnimator",
            "UIDynamicAnimatorDelegate", "UIDynamicBehavior", "UIDynamicItem", "UIDynamicItemBehavior",
            "UIDynamicItemCollisionBoundsType", "UIDynamicItemGroup", "UIEdgeInsets", "UIFieldBehavior",
            "UIFieldCustomEvaluator", "UIFloatRange", "UIGestureRecognizer", "UIGravityBehavior", "UIImage",
            "UIImageView", "UIImpactFeedbackGenerator", "UILabel", "UIOffset", "UIPanGestureRecognizer",
            "UIPushBehavior", "UIRegion", "UIScreen", "UISlider", "UISnapBehavior", "UITapGestureRecognizer",
            "UIView", "UIViewController", "UIWindow",
        ]

        func reportUnportableName(_ token: TokenSyntax) {
            let name = token.text
            if let reason = Self.unportableNames[name] {
                notPorted(token, reason)
            } else if name.lowercased().contains("keyboard"), name.hasSuffix("Notification") {
                notPorted(token, "\(name) (no keyboard notifications off iOS)")
            } else if name.count > 2, name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true,
                !Self.uikitDynamicsNames.contains(name), !declaredTypes.contains(name)
            {
                notPorted(token, "\(name) (UIKitDynamics has no \(name))")
            }
        }

        func reportUnportableMacro(_ node: MacroExpansionExprSyntax) {
            switch node.macroName.text {
            case "selector" where !handledSelectors.contains(node.id):
                notPorted(
                    node,
                    "\(node.trimmedDescription) (selectors need the Objective-C runtime; only target-action with addTarget or a gesture recognizer is rewritten: call the method from a closure)"
                )
            case "keyPath":
                notPorted(
                    node,
                    "\(node.trimmedDescription) (#keyPath needs the Objective-C runtime: use a Swift key path)"
                )
            default:
                break
            }
        }
    }
#endif
