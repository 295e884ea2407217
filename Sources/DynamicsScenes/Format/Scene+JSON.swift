import Dynamics

/// The JSON scene format: reading with every problem named by its path, and writing a stable,
/// sorted, readable text.
extension Scene {
    /// Reads a scene from the UTF-8 bytes of a scene file. Throws a ``SceneFileError``: for invalid
    /// JSON (with line and column), a missing or mistyped value (its path and what was expected),
    /// an unknown `type`; otherwise every unknown key and every ``validate()`` problem at once.
    ///
    /// ```swift
    /// let scene = try Scene(jsonBytes: Array(#"{"name": "empty", "referenceBounds": [[0, 0], [320, 480]]}"#.utf8))
    /// ```
    public init(jsonBytes bytes: [UInt8]) throws(SceneFileError) {
        let document: JSONDocument
        do {
            document = try JSONParser.document(bytes)
        } catch {
            throw SceneFileError(path: "$", message: error.description)
        }
        let log = DecodingLog()
        do {
            self = try JSONReader(document, log: log).read()
        } catch {
            throw SceneFileError([error])
        }
        let problems = log.unknownKeys(in: document) + validate()
        guard problems.isEmpty else { throw SceneFileError(problems) }
    }

    /// Reads a scene from the text of a scene file (see ``init(jsonBytes:)``).
    ///
    /// ```swift
    /// let scene = try Scene(jsonText: #"{"name": "empty", "referenceBounds": [[0, 0], [320, 480]]}"#)
    /// ```
    public init(jsonText text: String) throws(SceneFileError) {
        try self.init(jsonBytes: Array(text.utf8))
    }

    /// The scene as JSON text: two-space indentation, sorted keys, shortest exact numbers, one
    /// line per point. The same scene always gives the same text, and reading it back gives an
    /// equal scene. Throws a ``SceneFileError`` naming any NaN or infinite number (JSON has none).
    ///
    /// ```swift
    /// print(try scene.jsonText())
    /// ```
    public func jsonText() throws(SceneFileError) -> String {
        let value = json
        if let problem = value.firstNonFinite() { throw SceneFileError([problem]) }
        return value.formatted()
    }
}
