import Foundation

/// The web client's files, read once from the resource folder into memory: a request can only
/// ever get one of these, so no path can leave the folder. Symbolic links are not followed,
/// hidden files are skipped, and request paths with `..` (plain or percent-encoded), backslashes,
/// empty segments or NUL are refused before the lookup.
///
/// ```swift
/// let files = try StaticFiles(root: StaticFiles.bundledRoot)
/// files.lookup("/")?.contentType   // "text/html; charset=utf-8"
/// ```
public struct StaticFiles: Sendable {
    /// One file to serve.
    public struct File: Sendable {
        /// The file's bytes.
        public var data: Data
        /// The `Content-Type` it is served with (`text/javascript; charset=utf-8`).
        public var contentType: String
    }

    /// What a request path resolves to.
    ///
    /// ```swift
    /// if case .refused(let why) = files.resolve("/%2e%2e/etc/passwd") { print(why) }
    /// ```
    public enum Resolution: Sendable {
        case file(File)
        case notFound
        case refused(String)
    }

    /// Files by their path relative to the root (`index.html`, `js/app.js`).
    public private(set) var files: [String: File] = [:]

    /// The `Web` folder of the package's resources.
    public static var bundledRoot: URL { Bundle.module.resourceURL!.appendingPathComponent("Web") }

    /// Reads every regular file under `root` (symbolic links and hidden files are left out).
    ///
    /// ```swift
    /// let files = try StaticFiles(root: URL(fileURLWithPath: "Sources/DynamicsPlayground/Web"))
    /// ```
    public init(root: URL) throws {
        try collect(root, prefix: "")
    }

    private mutating func collect(_ folder: URL, prefix: String) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let attributes = try manager.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?: try collect(url, prefix: prefix + name + "/")
            case .typeRegular?:
                files[prefix + name] = File(
                    data: try Data(contentsOf: url), contentType: Self.contentType(of: name))
            default: continue  // symbolic links, sockets, devices
            }
        }
    }

    /// Resolves a request path (as sent, before or after percent-decoding).
    ///
    /// ```swift
    /// files.resolve("/js/app.js")
    /// ```
    public func resolve(_ requestPath: String) -> Resolution {
        let raw =
            requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard let decoded = String(raw).removingPercentEncoding else {
            return .refused("bad percent-encoding")
        }
        guard decoded.hasPrefix("/") else { return .refused("the path must start with /") }
        if decoded.contains("\\") || decoded.contains("\0") { return .refused("bad character in path") }
        var relative = String(decoded.dropFirst())
        if relative.isEmpty { relative = "index.html" }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            if segment == ".." || segment == "." { return .refused("path traversal") }
            if segment.isEmpty { return .refused("empty path segment") }
            if segment.hasPrefix(".") { return .refused("hidden file") }
        }
        guard let file = files[relative] else { return .notFound }
        return .file(file)
    }

    static func contentType(of name: String) -> String {
        switch name.split(separator: ".").last.map({ $0.lowercased() }) {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
