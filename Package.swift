// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-dynamics",
    products: [
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "UIKitDynamics", targets: ["UIKitDynamics"]),
        .library(name: "DynamicsEngine", targets: ["DynamicsEngine"]),
        .executable(name: "dynamics", targets: ["dynamics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The rigid-body world: struct-of-arrays storage, broad phase, narrow phase, soft-step solver.
        // No Foundation, no dependencies.
        .target(name: "DynamicsEngine"),
        // The UIKit-shaped public API (animator, items, behaviors) over the engine.
        .target(name: "Dynamics", dependencies: ["DynamicsEngine"]),
        // UIKit's names (UIDynamicAnimator, UIView, UIBezierPath, …) for platforms without UIKit.
        .target(name: "UIKitDynamics", dependencies: ["Dynamics"]),
        .executableTarget(
            name: "dynamics",
            dependencies: [
                "Dynamics", "DynamicsEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DynamicsEngineTests", dependencies: ["DynamicsEngine"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "DynamicsEngine"]),
        .testTarget(name: "UIKitDynamicsTests", dependencies: ["UIKitDynamics"]),
    ],
    swiftLanguageModes: [.v6]
)
