import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// What `swiftSource()` writes for names, numbers and colours a catalogue scene may not have.
@Suite struct SwiftSourceTextTests {
    /// A scene whose item names are a keyword, start with a digit, or collide once camel-cased.
    static var awkwardScene: Scene {
        var scene = Scene(name: "2nd try", referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.duration = 0.5
        scene.items = [
            ItemDescription(
                name: "default", center: CGPoint(x: 0.1, y: 20), size: CGSize(width: 1.1, height: 4),
                color: "#FF8000"),
            ItemDescription(
                name: "3d-box", center: CGPoint(x: 50, y: 50), size: CGSize(width: 10, height: 10)),
            ItemDescription(
                name: "a-b", center: CGPoint(x: 70, y: 70), size: CGSize(width: 10, height: 10),
                color: "salmon"),
            ItemDescription(name: "aB", center: CGPoint(x: 90, y: 70), size: CGSize(width: 10, height: 10)),
        ]
        var gravity = GravityDescription(items: ["default", "3d-box", "a-b", "aB"])
        gravity.magnitude = 1.0 / 3
        scene.behaviors = [.gravity(gravity), .gravity(GravityDescription(items: ["aB"]))]
        return scene
    }

    @Test func namesBecomeUniqueSwiftIdentifiers() {
        let source = Self.awkwardScene.swiftSource()
        #expect(Self.awkwardScene.swiftTypeName == "Scene2ndTry")
        #expect(source.contains("public enum Scene2ndTry {"))
        #expect(source.contains("let defaultItem = UIView("))
        #expect(source.contains("let item3dBox = UIView("))
        #expect(source.contains("let aB = UIView(") && source.contains("let aB2 = UIView("))
        #expect(source.contains("let gravity = UIGravityBehavior(items: [defaultItem, item3dBox, aB, aB2])"))
        #expect(source.contains("let gravity2 = UIGravityBehavior(items: [aB2])"))
        #expect(source.contains("(\"default\", defaultItem.center),"))
    }

    @Test func numbersAreExactAndShort() {
        let source = Self.awkwardScene.swiftSource()
        // 0.1 − 0.55 + 0.55 is not 0.1 in floating point when the frame's midX is taken, so the centre is set.
        #expect(source.contains("let defaultItem = UIView(frame: CGRect(x: 0, y: 0, width: 1.1, height: 4))"))
        #expect(source.contains("defaultItem.center = CGPoint(x: 0.1, y: 20)"))
        #expect(source.contains("gravity.magnitude = 0.3333333333333333"))
        #expect(source.contains("for _ in 0..<30 { animator.step() }"))
    }

    @Test func coloursAreUIKitColoursOrComments() {
        let source = Self.awkwardScene.swiftSource()
        #expect(
            source.contains(
                "defaultItem.backgroundColor = UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1)"))
        #expect(source.contains("// aB is drawn in salmon"))
        let orange = SceneCatalog.scene(named: "falling-square")!.swiftSource()
        #expect(orange.contains("square.backgroundColor = .orange"))
    }

    /// Names with quotes, backslashes, line breaks and other control characters become string
    /// literals that read back to the name, and no raw control character (which Swift refuses in a
    /// literal) reaches the source, comments included.
    @Test func namesWithControlCharactersBecomeStringLiteralsThatReadBack() throws {
        let names = [
            "say \"hi\"", #"back\slash"#, "two\r\nlines", "bell\u{7}", "nul\u{0}", "del\u{7F}", "tab\there",
            "ümlaut ✓",
        ]
        var scene = Scene(name: "names", referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.items = names.enumerated().map { (index: Int, name: String) -> ItemDescription in
            ItemDescription(
                name: name, center: CGPoint(x: 10 * index + 10, y: 50), size: CGSize(width: 8, height: 8),
                color: "salmon")
        }
        let source = scene.swiftSource()
        let controls = source.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || $0.value == 0x7F) }
        #expect(controls.isEmpty, "raw control characters: \(controls.map(\.value))")
        // Each item's name is written once as a literal, in `("name", item.center),` lines.
        let literals = source.split(separator: "\n").compactMap { line -> Substring? in
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("(\""), text.hasSuffix(".center),"),
                let end = text.range(of: "\", ", options: .backwards)
            else { return nil }
            return text[text.index(after: text.startIndex)..<end.lowerBound]
        }
        #expect(try literals.map { try Self.unescape($0) } == names)
    }

    /// What Swift reads from a string literal's body (the escapes `SwiftLiteral.string` writes).
    static func unescape(_ body: Substring) throws -> String {
        var scalars = Array(body.dropFirst().unicodeScalars)
        var text = String.UnicodeScalarView()
        while !scalars.isEmpty {
            let scalar = scalars.removeFirst()
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            switch scalars.first {
            case "\\", "\"": text.append(scalars.removeFirst())
            case "n":
                text.append("\n")
                scalars.removeFirst()
            case "r":
                text.append("\r")
                scalars.removeFirst()
            case "t":
                text.append("\t")
                scalars.removeFirst()
            case "u":
                let close = try #require(scalars.firstIndex(of: "}"))
                let hex = String(String.UnicodeScalarView(scalars[2..<close]))
                text.append(try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)))
                scalars.removeFirst(close + 1)
            default: throw UnescapeError.unknown(String(scalars.first.map(Character.init) ?? " "))
            }
        }
        return String(text)
    }

    enum UnescapeError: Error { case unknown(String) }

    @Test func sourceIsDeterministic() {
        for scene in SceneCatalog.all {
            #expect(scene.swiftSource() == scene.swiftSource(), "\(scene.name)")
        }
    }
}
