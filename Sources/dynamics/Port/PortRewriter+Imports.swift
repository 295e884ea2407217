// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import SwiftSyntax

    /// Imports: `import UIKit` → `import UIKitDynamics`; QuartzCore and CoreGraphics (whose CALayer,
    /// CGPoint and friends UIKitDynamics has) dropped, or mapped when the file has no UIKit import;
    /// Foundation dropped beside UIKit (UIKitDynamics re-exports it); Apple-only frameworks reported
    /// and left as they are.
    extension PortRewriter {
        enum ImportOutcome {
            case keep(ImportDeclSyntax)
            case drop
        }

        /// Frameworks with no counterpart here: reported, left in place for a person to decide.
        static let appleOnlyModules: Set<String> = [
            "SwiftUI", "Combine", "SpriteKit", "SceneKit", "AVFoundation", "AVKit", "CoreMotion", "CoreImage",
            "CoreData", "MapKit", "Photos", "PhotosUI", "WebKit", "GameplayKit", "Metal", "MetalKit", "ARKit",
            "RealityKit", "AppKit", "Cocoa", "CoreHaptics", "os", "Accelerate", "simd", "CoreText", "ImageIO",
            "MobileCoreServices", "UniformTypeIdentifiers", "UserNotifications", "CoreLocation", "Vision",
        ]

        func portImport(_ node: ImportDeclSyntax) -> ImportOutcome {
            guard let first = node.path.first else { return .keep(node) }
            let module = first.name.text
            let text = node.trimmedDescription
            switch module {
            case "UIKit" where node.path.count > 1:
                changed(
                    node, "\(text) dropped (UIKitDynamics' gesture recognizers need no subclassing header)")
                return .drop
            case "UIKit", "QuartzCore", "CoreGraphics":
                if wroteUIKitDynamicsImport || (module != "UIKit" && importsUIKit) {
                    changed(
                        node,
                        "\(text) dropped (UIKitDynamics has \(module == "UIKit" ? "it" : Self.whatItHas(module)))"
                    )
                    return .drop
                }
                wroteUIKitDynamicsImport = true
                changed(node, "\(text) → import UIKitDynamics")
                let renamed = first.with(\.name, first.name.with(\.tokenKind, .identifier("UIKitDynamics")))
                return .keep(node.with(\.path, ImportPathComponentListSyntax([renamed])))
            case "UIKitDynamics":
                wroteUIKitDynamicsImport = true
                return .keep(node)
            case "Foundation" where importsUIKit && node.path.count == 1:
                // UIKitDynamics re-exports Foundation, and redeclares `Timer.scheduledTimer(withTimeInterval:
                // repeats:block:)` so that a port's timers can run on a SimulatedClock: with Foundation
                // imported directly as well, that call would be ambiguous.
                changed(
                    node,
                    "\(text) dropped (UIKitDynamics re-exports Foundation; its Timer runs on a SimulatedClock)"
                )
                return .drop
            default:
                if Self.appleOnlyModules.contains(module) {
                    notPorted(node, "\(text) (an Apple framework with no counterpart off Apple platforms)")
                }
                return .keep(node)
            }
        }

        private static func whatItHas(_ module: String) -> String {
            module == "QuartzCore" ? "CALayer" : "CGPoint, CGSize, CGRect, CGFloat and CGAffineTransform"
        }
    }
#endif
