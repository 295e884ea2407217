// A module named `UIKit` for the generated iOS screens in Examples/GeneratedApps, so their
// `import UIKit` compiles unchanged off Apple platforms: it is UIKitDynamics under UIKit's name.
// Only GeneratedApps depends on it, and no product exposes it (an app on Linux imports
// UIKitDynamics; on Apple platforms `UIKit` is Apple's).
@_exported import UIKitDynamics
