// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import Foundation
    import Testing

    /// `dynamics port` on the porting corpus: the committed `Examples/PortingCorpus/Ported` files are
    /// byte for byte what the tool writes from `Examples/PortingCorpus/Originals` today (the
    /// `PortingCorpus` target builds them and `PortingCorpusTests` runs their scenarios).
    @Suite("dynamics port: the porting corpus")
    struct PortCorpusTests {
        static let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/PortingCorpus")

        static let regenerate =
            "swift run --enable-all-traits dynamics port Examples/PortingCorpus/Originals/*.swift -o Examples/PortingCorpus/Ported"

        static func swiftFiles(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(
                atPath: corpus.appendingPathComponent(folder).path
            ).filter { $0.hasSuffix(".swift") }.sorted()
        }

        @Test func portedFilesAreWhatTheToolWrites() throws {
            let originals = try Self.swiftFiles("Originals")
            #expect(originals.count == 12)
            #expect(
                try Self.swiftFiles("Ported") == originals, "one ported file per original: \(Self.regenerate)"
            )
            let output = Tool.temporaryPath("ported-corpus")
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            let paths = originals.map { Self.corpus.appendingPathComponent("Originals/\($0)").path }
            let result = try Tool.run(["port"] + paths + ["-o", output])
            #expect(result.status == 0, "\(result.errors)")
            for name in originals {
                let written = try? String(contentsOfFile: output + "/" + name, encoding: .utf8)
                let committed = try String(
                    contentsOf: Self.corpus.appendingPathComponent("Ported/\(name)"), encoding: .utf8)
                #expect(written == committed, "Ported/\(name) is stale or missing: \(Self.regenerate)")
            }
        }
    }
#endif
