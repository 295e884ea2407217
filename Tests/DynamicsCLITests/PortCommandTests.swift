// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import Foundation
    import Testing

    /// `dynamics port`: iOS Swift in, Swift that compiles against UIKitDynamics out, and a report of
    /// every change and every line not ported. The fixtures are realistic iOS screens
    /// (Tests/Fixtures/Port).
    @Suite("dynamics port")
    struct PortCommandTests {
        static let portFixtures = Tool.fixtures.appendingPathComponent("Port")

        static func fixture(_ name: String) -> String { portFixtures.appendingPathComponent(name).path }

        /// A fresh directory for one test's output.
        static func directory(_ name: String) throws -> String {
            let path = Tool.temporaryPath(name)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// Writes `source` to a fresh directory as `name` and returns its path.
        static func write(_ source: String, as name: String) throws -> String {
            let path = try directory("in") + "/" + name
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        static func read(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8)
        }

        @Test func portsAViewControllerAndReportsEveryChange() throws {
            let input = Self.fixture("CardViewController.swift")
            let out = try Self.directory("ported")
            let result = try Tool.run(["port", input, "-o", out])
            #expect(result.status == 0, "\(result.errors)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(
                lines == [
                    "\(input):8: import UIKit → import UIKitDynamics",
                    "\(input):9: import QuartzCore dropped (UIKitDynamics has CALayer)",
                    "\(input):12: @IBOutlet weak var card: UIView! → var card: UIView! = UIView() (TODO: the storyboard set its frame and superview)",
                    "\(input):13: @IBOutlet weak var resetButton: UIButton! → var resetButton: UIButton! = UIButton() (TODO: the storyboard set its frame and superview)",
                    "\(input):14: @IBOutlet var badges: [UIView]! → var badges: [UIView]! = [] (TODO: the storyboard filled it)",
                    "\(input):19: not ported: key-value observing (a stored observation); read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step",
                    "\(input):31: #selector(handlePan(_:)) → method reference CardViewController.handlePan(_:)",
                    "\(input):33: #selector(reset) → method reference CardViewController.reset",
                    "\(input):35: not ported: key-value observing (observe(\\.center)); read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step",
                    "\(input):40: @objc removed from func handlePan(_:) (no Objective-C runtime off Apple platforms: `@objc` does not compile there)",
                    "\(input):55: @objc removed from func reset (no Objective-C runtime off Apple platforms: `@objc` does not compile there)",
                    "\(input):61: @IBAction func shake(_:) → a plain method (TODO: the storyboard connected it to a control)",
                    "\(input):68: not ported: uses the key-value observation `centerObservation`; read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step",
                    "\(input): wrote \(out)/CardViewController.swift",
                    "ported 1 file: 10 changes, 3 lines not ported",
                ])
            let ported = try Self.read(out + "/CardViewController.swift")
            // The rewrites, in place.
            #expect(ported.contains("\nimport UIKitDynamics\n\nclass CardViewController"))
            #expect(!ported.contains("QuartzCore"))
            #expect(
                ported.contains(
                    "UIPanGestureRecognizer(target: self, action: CardViewController.handlePan(_:))"))
            #expect(
                ported.contains(
                    "resetButton.addTarget(self, action: CardViewController.reset, for: .touchUpInside)"))
            #expect(!ported.contains("@objc") && !ported.contains("#selector") && !ported.contains("@IB"))
            #expect(ported.contains("\n    var card: UIView! = UIView()\n"))
            #expect(
                ported.contains(
                    "\n    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview"
                ))
            #expect(ported.contains("\n    // TODO(port): the storyboard connected this action to a control"))
            #expect(ported.contains("\n    func shake(_ sender: Any) {\n"))
            // Key-value observing commented out in place, its closure's lines too.
            #expect(
                ported.contains(
                    "\n        // centerObservation = card.observe(\\.center, options: [.new]) { card, _ in\n"
                ))
            #expect(
                ported.contains("\n        //     print(\"card moved to \\(card.center)\")\n        // }\n"))
            #expect(ported.contains("\n    // private var centerObservation: NSKeyValueObservation?\n"))
            #expect(ported.contains("\n        // centerObservation?.invalidate()\n"))
            // Everything else kept as it was: the header, the comments, the spacing.
            let original = try Self.read(input)
            #expect(
                ported.hasPrefix(String(original.prefix(through: original.range(of: "//\n\n")!.lowerBound))))
            #expect(ported.contains("        // Drag the card with one finger.\n"))
            #expect(ported.contains("card.center = view.center   // back to the middle\n"))
            #expect(
                ported.hasSuffix(
                    "    deinit {\n        // TODO(port): not ported: uses the key-value observation `centerObservation`; read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step\n        // centerObservation?.invalidate()\n    }\n}\n"
                ))
        }

        @Test func theOutputTypeChecksAgainstUIKitDynamics() throws {
            let out = try Self.directory("typecheck")
            let inputs = ["CardViewController.swift", "SnapBoardViewController.swift"].map(Self.fixture)
            let result = try Tool.run(["port"] + inputs + ["-o", out])
            #expect(result.status == 0, "\(result.errors)")
            // The build's modules sit next to the binary: .build/<triple>/<configuration>/Modules.
            let modules = try Tool.binary.deletingLastPathComponent().appendingPathComponent("Modules").path
            #expect(FileManager.default.fileExists(atPath: modules + "/UIKitDynamics.swiftmodule"))
            for name in ["CardViewController.swift", "SnapBoardViewController.swift"] {
                let check = try Self.swiftc([
                    "-typecheck", "-swift-version", "6", "-I", modules, out + "/" + name,
                ])
                #expect(check.status == 0, "\(name) does not type-check:\n\(check.errors)")
                // The originals do not (the check can fail): UIKit, @objc and #selector are not here.
                let original = try Self.swiftc([
                    "-typecheck", "-swift-version", "6", "-I", modules, Self.fixture(name),
                ])
                #expect(original.status != 0)
            }
        }

        @Test func portingAPortedFileChangesNothing() throws {
            let first = try Self.directory("first")
            let second = try Self.directory("second")
            let inputs = [
                "CardViewController.swift", "SnapBoardViewController.swift", "ObservingViewController.swift",
            ]
            #expect(try Tool.run(["port"] + inputs.map(Self.fixture) + ["-o", first]).status == 0)
            let again = try Tool.run(["port"] + inputs.map { first + "/" + $0 } + ["-o", second])
            #expect(again.status == 0, "\(again.errors)")
            #expect(
                again.output.hasSuffix("ported 3 files: 0 changes, 9 lines not ported\n"), "\(again.output)")
            for name in inputs {
                #expect(try Self.read(second + "/" + name) == Self.read(first + "/" + name), "\(name)")
            }
        }

        @Test func reportsWhatCannotBePorted() throws {
            let input = Self.fixture("ObservingViewController.swift")
            let out = try Self.directory("observing")
            let result = try Tool.run(["port", input, "-o", out])
            #expect(result.status == 0, "lines not ported are no error: \(result.errors)")
            let expected = [
                "2: not ported: import SwiftUI (an Apple framework",
                "8: not ported: CADisplayLink (no display link",
                "12: not ported: key-value observing (addObserver(_:forKeyPath:…)); read the value where it changes instead",
                "13: not ported: #selector(step) (selectors need the Objective-C runtime",
                "15: not ported: #selector(keyboardWillShow(_:))",
                "16: not ported: UIResponder (UIKitDynamics has no UIResponder)",
                "16: not ported: keyboardWillShowNotification (no keyboard notifications off iOS)",
                "17: not ported: #selector(handlePan(_:)) with the target `model`: name the method's type, `action: TargetType.handlePan(_:)`",
                "19: not ported: UIApplication (no application object off iOS)",
                "22: not ported: key-value observing (observeValue(forKeyPath:of:change:context:))",
            ]
            for line in expected {
                #expect(result.output.contains("\(input):\(line)"), "missing: \(line)")
            }
            #expect(
                result.output.components(separatedBy: "#selector(handlePan(_:))").count == 2, "reported once")
            let ported = try Self.read(out + "/ObservingViewController.swift")
            #expect(
                ported.contains(
                    "\n    // override func observeValue(\n    //     forKeyPath keyPath: String?"))
            #expect(
                ported.contains(
                    "\n        // ball.addObserver(self, forKeyPath: \"center\", options: [.new], context: nil)\n"
                ))
            #expect(
                ported.contains("UIPanGestureRecognizer(target: model, action: #selector(handlePan(_:)))"),
                "left as it was")
        }

        @Test func rewritesEverySelectorForm() throws {
            let input = try Self.write(
                """
                import UIKit

                final class Board: UIViewController {
                    let button = UIButton()
                    let helper = Helper()

                    func wire(_ pan: UIPanGestureRecognizer) {
                        button.addTarget(self, action: #selector(Self.pressed), for: .touchUpInside)
                        button.addTarget(self, action: #selector(pressed(_:)), for: .touchUpInside)
                        pan.addTarget(self, action: #selector(Board.dragged(_:)))
                        pan.addTarget(helper, action: #selector(Helper.follow(_:)))
                        let tap = UITapGestureRecognizer.init(target: self, action: #selector(tapped))
                        view.addGestureRecognizer(tap)
                        button.addTarget(self, action: #selector(handle(_:event:)), for: .touchUpInside)
                    }

                    @objc func pressed(_ sender: UIButton) {}
                    @objc func dragged(_ pan: UIPanGestureRecognizer) {}
                    @objc func tapped() {}
                    @objc func handle(_ sender: UIButton, event: Any) {}
                }

                final class Helper {
                    @objc func follow(_ pan: UIPanGestureRecognizer) {}
                }

                """, as: "Board.swift")
            let out = try Self.directory("board")
            let result = try Tool.run(["port", input, "-o", out])
            #expect(result.status == 0, "\(result.errors)")
            for line in [
                "8: #selector(Self.pressed) → method reference Board.pressed",
                "9: #selector(pressed(_:)) → method reference Board.pressed(_:)",
                "10: #selector(Board.dragged(_:)) → method reference Board.dragged(_:)",
                "11: #selector(Helper.follow(_:)) → method reference Helper.follow(_:)",
                "12: #selector(tapped) → method reference Board.tapped",
                "14: not ported: #selector(handle(_:event:)): Board.handle takes 2 arguments",
            ] {
                #expect(result.output.contains("\(input):\(line)"), "missing: \(line)\n\(result.output)")
            }
            let ported = try Self.read(out + "/Board.swift")
            #expect(ported.contains("button.addTarget(self, action: Board.pressed, for: .touchUpInside)"))
            #expect(ported.contains("pan.addTarget(helper, action: Helper.follow(_:))"))
            #expect(ported.contains("UITapGestureRecognizer.init(target: self, action: Board.tapped)"))
            #expect(ported.contains("\n    func follow(_ pan: UIPanGestureRecognizer) {}\n"))
        }

        @Test func portsOutletsObservingAndObjCMembersOfEveryKindIntoCodeThatTypeChecks() throws {
            let input = try Self.write(
                """
                import UIKit

                @objcMembers
                class MeterView: UIView {
                    /// The needle.
                    @IBOutlet private weak var needle: UIView!
                    @IBOutlet weak var caption: UILabel?
                    @IBOutlet weak var dial: DialView!
                    @IBInspectable var radius: CGFloat = 4
                    @objc dynamic var level = 0
                    private var observations: [NSKeyValueObservation] = []

                    func start() {
                        DispatchQueue.main.async {
                            self.observations.append(self.observe(\\.level) { _, _ in })
                        }
                        #if DEBUG
                        addObserver(self, forKeyPath: "level", options: [], context: nil)
                        #endif
                        needle.center = CGPoint(x: radius, y: radius)
                    }

                    deinit { observations.forEach { $0.invalidate() } }
                }

                final class DialView: UIView {}

                """, as: "MeterView.swift")
            let out = try Self.directory("meter")
            let result = try Tool.run(["port", input, "-o", out])
            #expect(result.status == 0, "\(result.errors)")
            for line in [
                "3: @objcMembers removed from class MeterView",
                "6: @IBOutlet private weak var needle: UIView! → private var needle: UIView! = UIView()",
                "7: @IBOutlet weak var caption: UILabel? → var caption: UILabel? = UILabel()",
                "8: @IBOutlet weak var dial: DialView! → var dial: DialView! = DialView()",
                "9: @IBInspectable removed from var radius (no Interface Builder off Apple platforms)",
                "10: @objc removed from var level",
                "11: not ported: key-value observing (a stored observation)",
                "15: not ported: key-value observing (observe(\\.level))",
                "17: not ported: key-value observing (addObserver(_:forKeyPath:…))",
                "23: not ported: uses the key-value observation `observations`",
            ] {
                #expect(result.output.contains("\(input):\(line)"), "missing: \(line)\n\(result.output)")
            }
            let ported = try Self.read(out + "/MeterView.swift")
            #expect(
                ported.contains(
                    "    /// The needle.\n    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. addSubview(needle))\n    private var needle: UIView! = UIView()\n"
                ))
            #expect(ported.contains("\n    dynamic var level = 0\n"))
            #expect(
                ported.contains(
                    "\n        // #if DEBUG\n        // addObserver(self, forKeyPath: \"level\", options: [], context: nil)\n        // #endif\n"
                ))
            // An observation written on its owner's line: the comment gets lines of its own, and the
            // closing brace stays code.
            #expect(ported.contains("\n        // observations.forEach { $0.invalidate() }\n    }\n}\n"))
            let modules = try Tool.binary.deletingLastPathComponent().appendingPathComponent("Modules").path
            let check = try Self.swiftc([
                "-typecheck", "-swift-version", "6", "-I", modules, out + "/MeterView.swift",
            ])
            #expect(check.status == 0, "the port does not type-check:\n\(check.errors)")
        }

        @Test func mapsOrDropsTheFrameworks() throws {
            let graphicsOnly = try Self.write(
                "// Geometry helpers.\nimport Foundation\nimport CoreGraphics\n\nlet unit = CGPoint(x: 1, y: 1)\n",
                as: "Geometry.swift")
            let both = try Self.write(
                "import CoreGraphics\n// The screen.\nimport UIKit\nimport UIKit.UIGestureRecognizerSubclass\nimport QuartzCore\n\nlet v = UIView()\n",
                as: "Screen.swift")
            let out = try Self.directory("frameworks")
            let result = try Tool.run(["port", graphicsOnly, both, "-o", out])
            #expect(result.status == 0, "\(result.errors)")
            #expect(
                try Self.read(out + "/Geometry.swift")
                    == "// Geometry helpers.\nimport Foundation\nimport UIKitDynamics\n\nlet unit = CGPoint(x: 1, y: 1)\n"
            )
            #expect(
                try Self.read(out + "/Screen.swift")
                    == "// The screen.\nimport UIKitDynamics\n\nlet v = UIView()\n")
            #expect(result.output.contains("\(graphicsOnly):3: import CoreGraphics → import UIKitDynamics"))
            #expect(
                result.output.contains("\(both):1: import CoreGraphics dropped (UIKitDynamics has CGPoint"))
            #expect(result.output.contains("\(both):4: import UIKit.UIGestureRecognizerSubclass dropped"))
            #expect(
                result.output.contains("\(both):5: import QuartzCore dropped (UIKitDynamics has CALayer)"))
        }

        @Test func aFileThatDoesNotParseIsReportedAndTheOthersArePorted() throws {
            let broken = try Self.write(
                "import UIKit\n\nfunc broken( {\n    let x = \n}\n", as: "Broken.swift")
            let good = Self.fixture("SnapBoardViewController.swift")
            let out = try Self.directory("broken")
            let result = try Tool.run(["port", broken, good, "-o", out])
            #expect(result.status == 1)
            #expect(result.errors.contains("dynamics: \(broken): does not parse"))
            #expect(result.errors.contains("\(broken):3:"), "a diagnostic with line:column: \(result.errors)")
            #expect(result.errors.contains("error: "))
            #expect(result.errors.contains("1 of 2 files not ported"))
            #expect(!FileManager.default.fileExists(atPath: out + "/Broken.swift"))
            #expect(FileManager.default.fileExists(atPath: out + "/SnapBoardViewController.swift"))
            #expect(result.output.contains("\(good):1: import UIKit → import UIKitDynamics"))
            #expect(result.output.hasSuffix("ported 1 file: 8 changes, 0 lines not ported, 1 file failed\n"))
        }

        @Test func refusesToOverwriteWithoutInPlace() throws {
            let input = try Self.write("import UIKit\n", as: "Screen.swift")
            let folder = URL(fileURLWithPath: input).deletingLastPathComponent().path
            let sameFolder = try Tool.run(["port", input, "-o", folder])
            #expect(sameFolder.status == 1)
            #expect(sameFolder.errors.contains("refusing to overwrite the input file \(input)"))
            #expect(try Self.read(input) == "import UIKit\n")
            let neither = try Tool.run(["port", input])
            #expect(neither.status == 2)
            #expect(neither.errors.contains("--in-place"))
            #expect(try Tool.run(["port", input, "-o", folder, "--in-place"]).status == 2)
            let missing = try Tool.run([
                "port", folder + "/Missing.swift", "-o", try Self.directory("missing"),
            ])
            #expect(missing.status == 1)
            #expect(missing.errors.contains("\(folder)/Missing.swift: cannot read the file"))

            let inPlace = try Tool.run(["port", input, "--in-place"])
            #expect(inPlace.status == 0, "\(inPlace.errors)")
            #expect(try Self.read(input) == "import UIKitDynamics\n")
        }

        @Test func printsAJSONReport() throws {
            let input = Self.fixture("CardViewController.swift")
            let result = try Tool.run(["port", input, "-o", try Self.directory("json"), "--json"])
            #expect(result.status == 0, "\(result.errors)")
            struct Line: Decodable, Equatable {
                let line: Int
                let message: String
            }
            struct File: Decodable {
                let file: String
                let output: String?
                let changes: [Line]
                let notPorted: [Line]
            }
            struct Summary: Decodable, Equatable {
                let files, changes, notPorted, failed: Int
            }
            struct Report: Decodable {
                let files: [File]
                let summary: Summary
            }
            let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
            #expect(report.summary == Summary(files: 1, changes: 10, notPorted: 3, failed: 0))
            let file = try #require(report.files.first)
            #expect(file.file == input)
            #expect(file.output?.hasSuffix("/CardViewController.swift") == true)
            #expect(file.changes.first == Line(line: 8, message: "import UIKit → import UIKitDynamics"))
            #expect(file.notPorted.map(\.line) == [19, 35, 68])
        }

        /// Runs the toolchain's `swiftc`.
        static func swiftc(_ arguments: [String]) throws -> Tool.Result {
            try Tool.launch(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
        }
    }

    extension PortCommandTests {
        /// The UI names the tool knows are the ones the modules declare: a file using every `UI…` type
        /// declared in Sources/UIKitDynamics and Sources/Dynamics ports with no "UIKitDynamics has no"
        /// line, so a type added to the module cannot be reported missing by a stale list.
        @Test func knowsEveryNameUIKitDynamicsDeclares() throws {
            let sources = Tool.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources")
            let declaration = try NSRegularExpression(
                pattern:
                    #"^(?:public |open )(?:final )?(?:class|struct|protocol|enum|typealias) (UI[A-Z][A-Za-z]*)"#,
                options: .anchorsMatchLines)
            var names = Set<String>()
            for module in ["UIKitDynamics", "Dynamics"] {
                let directory = sources.appendingPathComponent(module)
                let files =
                    FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
                for file in files where file.hasSuffix(".swift") {
                    let text = try Self.read(directory.appendingPathComponent(file).path)
                    let range = NSRange(text.startIndex..., in: text)
                    for match in declaration.matches(in: text, range: range) {
                        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                    }
                }
            }
            #expect(names.count > 30, "found \(names.count) UI names: the scan broke")
            let uses = names.sorted().map { "let uses\($0): \($0)? = nil" }.joined(separator: "\n")
            let input = try Self.write("import UIKit\n\n" + uses + "\n", as: "EveryName.swift")
            let result = try Tool.run(["port", input, "-o", try Self.directory("every-name")])
            #expect(result.status == 0, "\(result.errors)")
            let missing = result.output.split(separator: "\n").filter { $0.contains("UIKitDynamics has no") }
            #expect(missing.isEmpty, "the port tool's list lacks: \(missing.joined(separator: "; "))")
        }
    }
#endif
