#if canImport(Foundation)
    import Foundation

    // The scene format with Foundation's `Data` and files (the portable forms take bytes and text:
    // Scene+JSON.swift).
    extension Scene {
        /// Reads a scene file's contents (see ``init(jsonBytes:)``).
        ///
        /// ```swift
        /// let scene = try Scene(jsonData: Data(#"{"name": "empty", "referenceBounds": [[0, 0], [320, 480]]}"#.utf8))
        /// ```
        public init(jsonData data: Data) throws(SceneFileError) {
            try self.init(jsonBytes: [UInt8](data))
        }

        /// Reads a scene file from disk (see ``init(jsonBytes:)``).
        ///
        /// ```swift
        /// let scene = try Scene(contentsOf: URL(fileURLWithPath: "scenes/drop.json"))
        /// ```
        public init(contentsOf url: URL) throws(SceneFileError) {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                let reason =
                    FileManager.default.fileExists(atPath: url.path)
                    ? "the file cannot be read" : "no such file"
                throw SceneFileError(path: "$", message: "\(url.path): \(reason)")
            }
            try self.init(jsonData: data)
        }

        /// The scene as the UTF-8 bytes of ``jsonText()``.
        ///
        /// ```swift
        /// try scene.jsonData().write(to: URL(fileURLWithPath: "drop.json"))
        /// ```
        public func jsonData() throws(SceneFileError) -> Data {
            Data(try jsonText().utf8)
        }
    }
#endif
