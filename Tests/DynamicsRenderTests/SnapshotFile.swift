import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reference-file comparison for rendered text.
///
/// The reference for `name` is `Snapshots/<name>` next to this file. A test whose output differs
/// from its reference — or that has no reference — fails and writes its output to
/// `Snapshots/<name>.new` for a developer to inspect (and accept by renaming it). Run the tests
/// with `RECORD_SNAPSHOTS=1` to write the references themselves instead:
///
/// ```sh
/// RECORD_SNAPSHOTS=1 swift test --filter DynamicsRenderTests
/// ```
enum SnapshotFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func expectMatches(
        _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let reference = directory.appendingPathComponent(name)
        let candidate = directory.appendingPathComponent(name + ".new")
        if isRecording {
            try text.write(to: reference, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: candidate)
            return
        }
        guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
            try text.write(to: candidate, atomically: true, encoding: .utf8)
            Issue.record(
                "no reference Snapshots/\(name): wrote Snapshots/\(name).new; inspect it and rename it, or run with RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != text else {
            try? FileManager.default.removeItem(at: candidate)
            return
        }
        try text.write(to: candidate, atomically: true, encoding: .utf8)
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            (0..<Swift.min(got.count, want.count)).first { got[$0] != want[$0] }
            ?? Swift.min(got.count, want.count)
        Issue.record(
            """
            Snapshots/\(name) differs from the output (written to Snapshots/\(name).new) at line \(line + 1):
              expected: \(line < want.count ? String(want[line]) : "<end>")
              got:      \(line < got.count ? String(got[line]) : "<end>")
            """, sourceLocation: sourceLocation)
    }
}

/// Whether `text` is well-formed XML (every SVG output must be).
func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
}

/// The values of `attribute` on every element with that attribute, in order.
func attributeValues(_ attribute: String, in svg: String) -> [String] {
    var values: [String] = []
    var rest = svg[...]
    let key = " \(attribute)=\""
    while let start = rest.range(of: key) {
        let afterKey = rest[start.upperBound...]
        guard let end = afterKey.firstIndex(of: "\"") else { break }
        values.append(String(afterKey[..<end]))
        rest = afterKey[afterKey.index(after: end)...]
    }
    return values
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
