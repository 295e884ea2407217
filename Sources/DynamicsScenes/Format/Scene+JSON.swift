import Foundation

/// The JSON scene format: reading with every problem named by its path, and writing a stable,
/// sorted, readable text.
extension Scene {
    /// Reads a scene file. Throws a ``SceneFileError``: for invalid JSON (with line and column),
    /// a missing or mistyped value (its path and what was expected), an unknown `type`; otherwise
    /// every unknown key and every ``validate()`` problem at once.
    ///
    /// ```swift
    /// let scene = try Scene(jsonData: Data(#"{"name": "empty", "referenceBounds": [[0, 0], [320, 480]]}"#.utf8))
    /// ```
    public init(jsonData data: Data) throws {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw SceneFileError(path: "$", message: error.description)
        }
        let log = DecodingLog()
        do {
            self = try Scene(from: JSONTreeDecoder(value: root, codingPath: [], log: log))
        } catch let error as DecodingError {
            throw SceneFileError([SceneProblem(error)])
        }
        let problems = log.unknownKeys(in: root) + validate()
        guard problems.isEmpty else { throw SceneFileError(problems) }
    }

    /// Reads a scene file from disk (see ``init(jsonData:)``).
    ///
    /// ```swift
    /// let scene = try Scene(contentsOf: URL(fileURLWithPath: "scenes/drop.json"))
    /// ```
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: url.path) ? "the file cannot be read" : "no such file"
            throw SceneFileError(path: "$", message: "\(url.path): \(reason)")
        }
        try self.init(jsonData: data)
    }

    /// The scene as JSON text: two-space indentation, sorted keys, shortest exact numbers, one
    /// line per point. The same scene always gives the same bytes, and reading them back gives an
    /// equal scene. Throws a ``SceneFileError`` naming any NaN or infinite number (JSON has none).
    ///
    /// ```swift
    /// try scene.jsonData().write(to: URL(fileURLWithPath: "drop.json"))
    /// ```
    public func jsonData() throws -> Data {
        do {
            return Data(try JSONTreeEncoder.encode(self).formatted().utf8)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { throw error }
            throw SceneFileError(path: renderPath(context.codingPath), message: context.debugDescription)
        }
    }
}

extension SceneProblem {
    /// The problem a decoding error describes: its path, and its message (the decoder's messages
    /// are written for people; a missing key adds the key to the path).
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: renderPath(context.codingPath + [key]), message: context.debugDescription)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            self.init(path: renderPath(context.codingPath), message: context.debugDescription)
        @unknown default:
            self.init(path: "$", message: "\(error)")
        }
    }
}
