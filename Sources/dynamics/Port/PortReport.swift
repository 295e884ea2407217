// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import Foundation

    /// `dynamics port`'s report over every file: the text form (one line per change and per line not
    /// ported, then a summary) and the `--json` form.
    ///
    /// ```swift
    /// var report = PortReport()
    /// report.files.append(.init(path: "Card.swift", output: "out/Card.swift", notes: ported.notes))
    /// print(report.text)
    /// ```
    struct PortReport {
        /// One input file: where it was written, its notes, or why it was not ported.
        struct File {
            let path: String
            var output: String?
            var notes: [PortNote] = []
            var error: String?
            var diagnostics: [PortDiagnostic] = []
        }

        var files: [File] = []

        var changeCount: Int { files.reduce(0) { $0 + $1.notes.count { $0.kind == .changed } } }
        var notPortedCount: Int { files.reduce(0) { $0 + $1.notes.count { $0.kind == .notPorted } } }
        var failedCount: Int { files.count { $0.error != nil } }

        /// "ported 2 files: 14 changes, 5 lines not ported" (and ", 1 file failed").
        var summary: String {
            let ported = files.count - failedCount
            var text =
                "ported \(ported) \(ported == 1 ? "file" : "files"): \(changeCount) \(changeCount == 1 ? "change" : "changes"), "
                + "\(notPortedCount) \(notPortedCount == 1 ? "line" : "lines") not ported"
            if failedCount > 0 { text += ", \(failedCount) \(failedCount == 1 ? "file" : "files") failed" }
            return text
        }

        /// Every file's notes (`File.swift:12: …`), then the summary line.
        var text: String {
            var lines: [String] = []
            for file in files {
                lines += file.notes.map { $0.rendered(path: file.path) }
                if let output = file.output, file.error == nil {
                    lines.append("\(file.path): wrote \(output)")
                }
            }
            lines.append(summary)
            return lines.joined(separator: "\n") + "\n"
        }

        /// The report as JSON: `{"files": [{"file", "output", "changes", "notPorted", "error",
        /// "diagnostics"}], "summary": {…}}`.
        var json: String {
            struct Line: Encodable {
                let line: Int
                let message: String
            }
            struct Diagnostic: Encodable {
                let line: Int
                let column: Int
                let message: String
            }
            struct FileJSON: Encodable {
                let file: String
                let output: String?
                let changes: [Line]
                let notPorted: [Line]
                let error: String?
                let diagnostics: [Diagnostic]
            }
            struct Summary: Encodable {
                let files: Int
                let changes: Int
                let notPorted: Int
                let failed: Int
            }
            struct Root: Encodable {
                let files: [FileJSON]
                let summary: Summary
            }
            let root = Root(
                files: files.map { file in
                    FileJSON(
                        file: file.path, output: file.error == nil ? file.output : nil,
                        changes: file.notes.filter { $0.kind == .changed }.map {
                            Line(line: $0.line, message: $0.message)
                        },
                        notPorted: file.notes.filter { $0.kind == .notPorted }.map {
                            Line(line: $0.line, message: $0.message)
                        },
                        error: file.error,
                        diagnostics: file.diagnostics.map {
                            Diagnostic(line: $0.line, column: $0.column, message: $0.message)
                        })
                },
                summary: Summary(
                    files: files.count, changes: changeCount, notPorted: notPortedCount, failed: failedCount))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(root)) ?? Data(), as: UTF8.self) + "\n"
        }
    }
#endif
