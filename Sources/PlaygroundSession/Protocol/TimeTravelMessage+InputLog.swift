// The input log goes out in the form the tools read (`dynamics replay`, `Scene.makeRun(replaying:)`):
// `InputLog`'s Codable form, which exists where Foundation does. The Embedded build (the static
// site's worker) has no Codable, and answers `inputLog` with a message saying so.
import DynamicsScenes

extension TimeTravelMessage {
    /// `{"type":"inputLog","log":{…},"frame":…,"stateHash":"…"}`: the session's input log up to
    /// the frame shown (an `InputLog`, speed changes included, which `Scene.makeRun(replaying:)`
    /// replays) and the state hash (hex) there.
    ///
    /// ```swift
    /// let m = TimeTravelMessage.Log(log: run.inputLog, frame: run.frameCount, stateHash: "0")
    /// ```
    public struct Log {
        /// Always `"inputLog"`.
        public var type = "inputLog"
        /// The inputs.
        public var log: InputLog
        /// The frame shown (the log's `frameCount`).
        public var frame: Int
        /// `SceneRun.stateHash` at that frame, in hexadecimal.
        public var stateHash: String

        init(log: InputLog, frame: Int, stateHash: String) {
            self.log = log
            self.frame = frame
            self.stateHash = stateHash
        }
    }
}

#if !hasFeature(Embedded)
    import Foundation

    extension TimeTravelMessage.Log: Encodable {
        /// The message as JSON text (sorted keys, as every other message).
        ///
        /// ```swift
        /// let text = try TimeTravelMessage.Log(log: run.inputLog, frame: 0, stateHash: "0").jsonText()
        /// ```
        func jsonText() throws(ProtocolError) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do {
                return String(decoding: try encoder.encode(self), as: UTF8.self)
            } catch {
                throw ProtocolError("inputLog: the log cannot be written as JSON: \(error)")
            }
        }
    }
#else
    extension TimeTravelMessage.Log {
        func jsonText() throws(ProtocolError) -> String {
            throw ProtocolError(
                "inputLog: this build has no input log export (it needs Foundation's coders); `dynamics play` has it"
            )
        }
    }
#endif
