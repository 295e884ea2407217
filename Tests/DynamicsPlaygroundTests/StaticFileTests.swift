import DynamicsPlayground
import Foundation
import Testing

@Suite("Static files")
struct StaticFileTests {
    var app: LivePlayground { LivePlayground() }

    @Test func pageAndAssetsAreServedWithTheirContentTypes() async throws {
        try await app.run { client in
            for (path, type) in [
                ("/", "text/html; charset=utf-8"), ("/index.html", "text/html; charset=utf-8"),
                ("/style.css", "text/css; charset=utf-8"), ("/js/app.js", "text/javascript; charset=utf-8"),
                ("/js/overlay.js", "text/javascript; charset=utf-8"), ("/favicon.svg", "image/svg+xml"),
            ] {
                let response = try await client.get(path)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
                #expect(!response.body.isEmpty, "\(path)")
            }
        }
    }

    @Test func unknownPathsAre404() async throws {
        try await app.run { client in
            for path in ["/nothing", "/js/nothing.js", "/index.htm"] {
                let response = try await client.get(path)
                #expect(response.status == 404, "\(path)")
            }
        }
    }

    @Test func traversalAttemptsAreRefused() async throws {
        try await app.run { client in
            for path in [
                "/../Package.swift", "/%2e%2e/Package.swift", "/js/%2E%2E/%2e%2e/%2e%2e/Package.swift",
                "/..%2f..%2fetc%2fpasswd", "//etc/passwd", "/js/..%5c..%5cPackage.swift", "/%2fetc%2fpasswd",
                "/.hidden",
            ] {
                let response = try await client.get(path)
                #expect(response.status == 403 || response.status == 404, "\(path)")
                #expect(!response.text.contains("PackageDescription"), "\(path)")
            }
        }
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<p>hi</p>".utf8).write(to: root.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("up").path, withDestinationPath: "/etc")
        let files = try StaticFiles(root: root)
        #expect(files.files.keys.sorted() == ["index.html"])
        guard case .notFound = files.resolve("/passwd") else {
            Issue.record("a symbolic link was served")
            return
        }
        guard case .notFound = files.resolve("/up/passwd") else {
            Issue.record("a symbolic link's folder was served")
            return
        }
    }
}
