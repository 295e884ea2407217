import Dynamics
import DynamicsPlayground
import Foundation
import Testing

@Suite("Client messages")
struct CommandTests {
    func decode(_ text: String) -> Result<Command, ProtocolError> {
        do throws(ProtocolError) {
            return .success(try Command.decode(Data(text.utf8)))
        } catch {
            return .failure(error)
        }
    }

    @Test func validMessagesDecode() throws {
        #expect(try decode(#"{"type":"speed","value":0.5}"#).get() == .speed(0.5))
        #expect(try decode(#"{"type":"load","scene":"flick"}"#).get() == .load(scene: "flick"))
        #expect(
            try decode(#"{"type":"drop","shape":"concave","x":1,"y":2}"#).get()
                == .drop(shape: .concave, at: .init(x: 1, y: 2)))
    }

    @Test func problemsAreNamed() {
        let cases = [
            ("{", "malformed JSON"),
            (#"{"type":"jump"}"#, "unknown message type 'jump'"),
            (#"{"type":"speed","value":9}"#, "speed: value 9.0 is out of range 0.1…2"),
            (#"{"type":"speed"}"#, "speed: missing 'value'"),
            (#"{"type":"speed","value":"fast"}"#, "'value' must be a number"),
            (#"{"type":"grab","item":-1,"x":0,"y":0}"#, "grab: item -1 must be ≥ 0"),
            (#"{"type":"move","x":1e300,"y":0}"#, "move: x 1e+300 is out of range ±100000"),
            (#"{"type":"drop","shape":"star","x":0,"y":0}"#, "drop: unknown shape 'star'"),
            ("[1,2]", "'' must be"),
        ]
        for (text, expected) in cases {
            guard case .failure(let error) = decode(text) else {
                Issue.record("\(text) decoded")
                continue
            }
            #expect(error.description.contains(expected), "\(text) → \(error.description)")
        }
    }

    @Test func framesRoundTripThroughTheBinaryEncoding() {
        var frame = Frame(index: 42, time: 0.5)
        frame.poses = [.init(x: 1.5, y: -2, angle: 0.25), .init(x: 100, y: 200, angle: 3)]
        frame.handles = [CGPoint(x: 10, y: 20)]
        frame.stateHash = 0x0123_4567_89ab_cdef
        frame.contacts = 3
        let bytes = frame.binary()
        #expect(bytes.count == Frame.headerSize + 2 * 12 + 8)
        #expect(Frame(binary: bytes) == frame)
    }
}
