// `dynamics port` comes with the package trait Porting (swift-syntax).
#if Porting
    import ArgumentParser
    import Foundation

    /// `dynamics port`: rewrites iOS Swift files that use UIKit Dynamics so they compile against
    /// UIKitDynamics (imports, `#selector` target-action, `@objc`, outlets and actions), and reports
    /// every change and every line it could not port (key-value observing, CADisplayLink, …).
    struct PortCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "port",
            abstract: "Port iOS Swift that uses UIKit Dynamics to UIKitDynamics, reporting every change.",
            discussion: """
                Rewrites: import UIKit → import UIKitDynamics (QuartzCore, CoreGraphics dropped); \
                #selector(handlePan(_:)) in addTarget and gesture recognizers → the method reference \
                Type.handlePan(_:); @objc removed; @IBOutlet → a created view and @IBAction → a plain \
                method, each under a // TODO(port): line. Key-value observing is commented out under \
                a TODO with a suggestion. Every change and every line not ported is printed as \
                File.swift:LINE: …, then a summary. The formatting and comments of everything else \
                are kept; porting a ported file changes nothing.

                A file that does not parse is reported with its errors (line:column) and not written; \
                the other files are still ported.

                Examples:
                  dynamics port CardViewController.swift -o Ported
                  dynamics port Sources/App/*.swift --in-place
                  dynamics port Card.swift -o Ported --json

                Exit status: 0 every file ported (lines not ported included), 1 a file could not be \
                read, parsed or written, 2 usage error.
                """
        )

        @Argument(help: "The Swift files to port.")
        var files: [String]

        @Option(name: .shortAndLong, help: "The directory to write the ported files to (created if absent).")
        var output: String?

        @Flag(help: "Overwrite each file with its ported text.")
        var inPlace = false

        @Flag(help: "Print the report as JSON.")
        var json = false

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one Swift file to port.") }
            switch (output, inPlace) {
            case (nil, false):
                throw ValidationError(
                    "Give -o DIRECTORY for the ported files, or --in-place to overwrite them.")
            case (_?, true): throw ValidationError("Give -o DIRECTORY or --in-place, not both.")
            default: break
            }
            if output != nil {
                let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
                if let twice = names.first(where: { name in names.count { $0 == name } > 1 }) {
                    throw ValidationError(
                        "Two files are named '\(twice)': port them into different directories.")
                }
            }
        }

        func run() throws {
            let fileManager = FileManager.default
            if let output {
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
                    throw CLIError("cannot write into \(output): it is a file, not a directory")
                }
                do {
                    try fileManager.createDirectory(atPath: output, withIntermediateDirectories: true)
                } catch {
                    throw CLIError("cannot create the directory \(output): \(error.localizedDescription)")
                }
            }
            var report = PortReport()
            for path in files {
                report.files.append(port(path))
            }
            for file in report.files {
                if let error = file.error { printError("dynamics: \(file.path): \(error)") }
                for diagnostic in file.diagnostics { printError(diagnostic.rendered(path: file.path)) }
            }
            print(json ? report.json : report.text, terminator: "")
            if report.failedCount > 0 {
                throw CLIError(
                    "\(report.failedCount) of \(report.files.count) \(report.files.count == 1 ? "file" : "files") not ported (above)"
                )
            }
        }

        /// Ports one file and writes it; any failure is in the returned file's `error`.
        private func port(_ path: String) -> PortReport.File {
            let destination =
                output.map {
                    URL(fileURLWithPath: $0).appendingPathComponent(
                        URL(fileURLWithPath: path).lastPathComponent
                    )
                    .path
                }
                ?? path
            var file = PortReport.File(path: path, output: destination)
            if !inPlace,
                URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath()
                    == URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
            {
                file.error =
                    "refusing to overwrite the input file \(path) (-o names its own directory): use --in-place"
                return file
            }
            let source: String
            do {
                source = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                file.error = "cannot read the file (\(error.localizedDescription))"
                return file
            }
            do {
                let ported = try SwiftPort.port(source, fileName: path)
                file.notes = ported.notes
                if ported.source != source || !inPlace {
                    try Data(ported.source.utf8).write(to: URL(fileURLWithPath: destination))
                }
            } catch let error as PortSyntaxError {
                file.error =
                    "does not parse (\(error.diagnostics.count) \(error.diagnostics.count == 1 ? "error" : "errors")): not ported"
                file.diagnostics = error.diagnostics
            } catch {
                file.error = "cannot write \(destination) (\(error.localizedDescription))"
            }
            return file
        }
    }
#endif
