// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-dynamics",
    products: [
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "UIKitDynamics", targets: ["UIKitDynamics"]),
        .library(name: "DynamicsEngine", targets: ["DynamicsEngine"]),
        .library(name: "DynamicsScenes", targets: ["DynamicsScenes"]),
        .library(name: "DynamicsRender", targets: ["DynamicsRender"]),
        .library(name: "DynamicsPlayground", targets: ["DynamicsPlayground"]),
        .library(name: "DynamicsTesting", targets: ["DynamicsTesting"]),
        .executable(name: "dynamics", targets: ["dynamics"]),
    ],
    // Adopting the library costs nothing: the packages below serve the tools (the `dynamics` CLI and
    // the playground server, trait `Tools`) and the testing kit (`DynamicsTesting`, trait `Testing`).
    // No trait is on by default, so an app that depends on `Dynamics`, `DynamicsEngine`,
    // `DynamicsScenes` or `UIKitDynamics` resolves none of them (`.ci/consumer-check` proves it).
    // Working in this repository: `--enable-all-traits` (README, "Building and testing").
    traits: [
        .trait(
            name: "Tools",
            description: "The dynamics CLI and the playground server (ArgumentParser, Hummingbird)."),
        // Its own trait so that the sanitizer builds of CI (`--traits Tools,Snapshots`) skip compiling
        // swift-syntax a second time (≈ 6½ min of one core): the rewriter is string work, not the
        // engine's raw pointers. `--enable-all-traits` (the README's test command) includes it.
        .trait(
            name: "Porting",
            description: "`dynamics port`: rewrites iOS Swift to compile against UIKitDynamics (swift-syntax).",
            enabledTraits: ["Tools"]),
        .trait(name: "Snapshots", description: "DynamicsTesting's swift-snapshot-testing strategies."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The playground tests' server and client (Tests/DynamicsPlaygroundTests/LivePlayground.swift):
        // the sockets and the service group Hummingbird runs on, not its testing libraries' HTTP/2 and
        // TLS client.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `dynamics port` reads and rewrites iOS Swift (trait Porting only).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The rigid-body world: struct-of-arrays storage, broad phase, narrow phase, soft-step solver.
        // No Foundation, no dependencies.
        // Links C's libm on Linux for the exact operations Swift lowers to it (round, fmod, trunc,
        // sqrt): nothing else imports it for a program that uses the engine alone.
        .target(name: "DynamicsEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The benchmark and determinism scenes built on the engine alone (portable: the Embedded
        // Swift builds run them too), and the engine's part of the `dynamics hashes` table.
        .target(name: "DynamicsEngineScenes", dependencies: ["DynamicsEngine"]),
        // The UIKit-shaped public API (animator, items, behaviors) over the engine.
        .target(name: "Dynamics", dependencies: ["DynamicsEngine"]),
        // UIKit's names (UIDynamicAnimator, UIView, UIBezierPath, …) for platforms without UIKit.
        .target(name: "UIKitDynamics", dependencies: ["Dynamics"]),
        // The scene catalogue (every seed example) and the JSON scene format.
        .target(
            name: "DynamicsScenes", dependencies: ["Dynamics", "DynamicsEngine", "DynamicsEngineScenes"]),
        // Debug drawing, SVG stills and animations, traces (portable: the playground's worker exports
        // SVG with it).
        .target(name: "DynamicsRender", dependencies: ["Dynamics", "DynamicsEngine", "DynamicsScenes"]),
        // The playground's session logic, shared by both transports: the wire protocol (commands,
        // binary frames, JSON messages) and one session (gestures, palette, inspector, scene text,
        // exports, time travel). Portable: the server runs it per WebSocket, the static site's
        // Web Worker runs the same code compiled to wasm32 (Scripts/Embedded/PlaygroundWorker.swift).
        .target(
            name: "PlaygroundSession",
            dependencies: ["Dynamics", "DynamicsEngine", "DynamicsScenes", "DynamicsRender"]),
        // The browser playground: an HTTP + WebSocket server (Hummingbird) stepping one scene run per
        // connection, and the web client (HTML, CSS, JavaScript modules) as resources.
        .target(
            name: "DynamicsPlayground",
            dependencies: [
                "Dynamics", "DynamicsScenes", "DynamicsRender", "PlaygroundSession",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Tools"])),
                .product(
                    name: "HummingbirdWebSocket", package: "hummingbird-websocket",
                    condition: .when(traits: ["Tools"])),
            ],
            resources: [.copy("Web")]
        ),
        // For users' test targets: claims about an interaction (rests inside, stays inside, pauses
        // within) and swift-snapshot-testing strategies (trajectory text, SVG stills, animated SVG).
        .target(
            name: "DynamicsTesting",
            dependencies: [
                "Dynamics", "DynamicsScenes", "DynamicsRender",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["Snapshots"])),
            ]
        ),
        .executableTarget(
            name: "dynamics",
            dependencies: [
                "Dynamics", "DynamicsEngine", "DynamicsEngineScenes", "DynamicsScenes", "DynamicsRender",
                "DynamicsPlayground",
                .product(
                    name: "ArgumentParser", package: "swift-argument-parser",
                    condition: .when(traits: ["Tools"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Porting"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Porting"])),
                .product(
                    name: "SwiftParserDiagnostics", package: "swift-syntax", condition: .when(traits: ["Porting"])),
            ]
        ),
        // `dynamics hashes`' table from the library alone, for CI's debug build (.ci/determinism).
        .executableTarget(
            name: "determinism-table", dependencies: ["DynamicsScenes", "DynamicsEngineScenes"]),
        // The scene file fuzzer (libFuzzer with -DSCENE_FUZZER, a replayer otherwise): .ci/fuzz-scenes.
        .executableTarget(name: "scene-fuzzer", dependencies: ["DynamicsScenes"]),
        // The seeds' Swift, compiled and run off Apple platforms: `swift run <Example>`
        // (outputs in Examples/README.md).
        .executableTarget(
            name: "FallingSquare", dependencies: ["UIKitDynamics"], path: "Examples/FallingSquare"),
        .executableTarget(
            name: "Chapter11Playground", dependencies: ["UIKitDynamics"], path: "Examples/Chapter11Playground"
        ),
        .executableTarget(name: "StickyEdges", dependencies: ["UIKitDynamics"], path: "Examples/StickyEdges"),
        .executableTarget(
            name: "FlickAndStickyCorners", dependencies: ["UIKitDynamics"],
            path: "Examples/FlickAndStickyCorners"),
        .executableTarget(
            name: "PositionToBounds", dependencies: ["UIKitDynamics"], path: "Examples/PositionToBounds"),
        .executableTarget(name: "Transitions", dependencies: ["UIKitDynamics"], path: "Examples/Transitions"),
        .executableTarget(name: "NoiseField", dependencies: ["UIKitDynamics"], path: "Examples/NoiseField"),
        // The README's Embedded Swift example, run natively here (CI compares its output with the
        // wasm32 and arm64 builds of the same file).
        .executableTarget(
            name: "EmbeddedFallingCard", dependencies: ["Dynamics"], path: "Examples/EmbeddedFallingCard"),
        // Every catalogue scene as the UIKit Dynamics Swift an iOS developer would write, generated by
        // `dynamics code --catalog-directory Examples/GeneratedScenes` (a library, so tests can run it),
        // and a runner: `swift run RunGeneratedScene falling-square`.
        .target(name: "GeneratedScenes", dependencies: ["UIKitDynamics"], path: "Examples/GeneratedScenes"),
        .executableTarget(
            name: "RunGeneratedScene", dependencies: ["GeneratedScenes"], path: "Examples/RunGeneratedScene"),
        // Every catalogue scene as an iOS screen (a UIViewController subclass, `import UIKit`), generated
        // by `dynamics code --catalog-directory Examples/GeneratedApps --app --method-references`: a
        // library, so every build type-checks them against UIKitDynamics. `UIKit` is UIKitDynamics
        // under UIKit's name, for these files only (no product has it).
        .target(name: "UIKit", dependencies: ["UIKitDynamics"], path: "Examples/UIKitModule"),
        // Swift 5 mode: UIKit's views, behaviors and controllers are main-actor isolated, which makes
        // the screens' `DispatchQueue.main` closures safe there; UIKitDynamics' types are not
        // isolated, so Swift 6's data-race checks would judge another program than iOS compiles.
        .target(
            name: "GeneratedApps", dependencies: ["UIKit"], path: "Examples/GeneratedApps",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A porting corpus: twelve iOS files written as apps write UIKit Dynamics (`Originals`, not
        // built: `import UIKit`), and what `dynamics port` makes of them (`Ported`, built here
        // against UIKitDynamics). Swift 5 mode for the same reason as GeneratedApps: on iOS these
        // views, behaviors and controllers are main-actor isolated; UIKitDynamics' are not.
        // `-enable-testing` lets PortingCorpusTests reach the screens' internal members in the
        // release builds CI tests (no product contains this target, so no consumer sees the flag).
        .target(
            name: "PortingCorpus", dependencies: ["UIKitDynamics"], path: "Examples/PortingCorpus/Ported",
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-enable-testing"])]),
        // Each corpus file's scenario run headless: outlets laid out as a storyboard would, gestures
        // scripted, the animator stepped at 60 fps, outcomes against theory.
        .testTarget(name: "PortingCorpusTests", dependencies: ["PortingCorpus", "UIKitDynamics"]),
        // How a user tests their own dynamics with DynamicsTesting: public API only.
        .testTarget(
            name: "TestingExampleTests",
            dependencies: [
                "DynamicsTesting", "Dynamics", "DynamicsScenes",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["Snapshots"])),
            ],
            path: "Examples/TestingExampleTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "DynamicsEngineTests", dependencies: ["DynamicsEngine", "DynamicsEngineScenes"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "DynamicsEngine"]),
        .testTarget(name: "UIKitDynamicsTests", dependencies: ["UIKitDynamics", "DynamicsRender"]),
        .testTarget(name: "DynamicsScenesTests", dependencies: ["DynamicsScenes", "Dynamics"]),
        // The generated scene sources: byte for byte what `dynamics code` writes, and run, the scenes' outcomes.
        .testTarget(
            name: "GeneratedScenesTests",
            dependencies: ["GeneratedScenes", "GeneratedApps", "DynamicsScenes", "Dynamics"]),
        // The project fuzzes itself (seeded random scenes and misuse) and soaks an hour of a busy scene.
        .testTarget(name: "DynamicsFuzzTests", dependencies: ["Dynamics"]),
        // Runs the built `dynamics` binary end to end (depending on the target makes `swift test` build it).
        .testTarget(name: "DynamicsCLITests", dependencies: ["dynamics", "DynamicsScenes"]),
        .testTarget(
            name: "DynamicsPlaygroundTests",
            dependencies: [
                "DynamicsPlayground", "PlaygroundSession", "DynamicsScenes", "Dynamics",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Tools"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Tools"])),
                .product(
                    name: "ServiceLifecycle", package: "swift-service-lifecycle",
                    condition: .when(traits: ["Tools"])),
            ]
        ),
        .testTarget(
            name: "DynamicsRenderTests", dependencies: ["DynamicsRender", "DynamicsScenes", "Dynamics"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "DynamicsTestingTests",
            dependencies: [
                "DynamicsTesting", "Dynamics", "DynamicsScenes", "DynamicsRender",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["Snapshots"])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// CI's sanitizer stages instrument the libraries and their tests, not the tools: with
// `DYNAMICS_LIBRARIES_ONLY=1` in the environment the package leaves out the CLI, the playground
// server, the example programs and the tests that run them, and with them every dependency but
// swift-snapshot-testing (NIO, BoringSSL and swift-syntax compiled again with instrumentation were
// most of that stage's build). `.ci/run` sets it for those stages only; nobody else needs it.
if Context.environment["DYNAMICS_LIBRARIES_ONLY"] != nil {
    let tools: Set<String> = ["dynamics", "DynamicsPlayground", "DynamicsCLITests", "DynamicsPlaygroundTests"]
    let left = Set(
        package.targets.filter { tools.contains($0.name) || ($0.path ?? "").hasPrefix("Examples/") }.map(\.name)
    ).subtracting(["TestingExampleTests"])
    // A test target of a left-out target goes too (GeneratedScenesTests, PortingCorpusTests).
    func needsLeftOut(_ target: Target) -> Bool {
        target.dependencies.contains {
            if case .byNameItem(let name, _) = $0 { return left.contains(name) }
            if case .targetItem(let name, _) = $0 { return left.contains(name) }
            return false
        }
    }
    package.targets.removeAll { left.contains($0.name) || needsLeftOut($0) }
    package.products.removeAll { tools.contains($0.name) }
    package.dependencies.removeAll {
        guard case .sourceControl(_, let location, _) = $0.kind else { return true }
        return !location.hasSuffix("/swift-snapshot-testing")
    }
}
