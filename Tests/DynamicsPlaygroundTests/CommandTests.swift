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

    @Test func inspectorAndSceneTextMessagesDecode() throws {
        #expect(try decode(#"{"type":"inspect","item":2}"#).get() == .inspectItem(2))
        #expect(
            try decode(#"{"type":"set","behavior":1,"property":"strength","value":2.5}"#).get()
                == .set(target: .behavior(1), property: "strength", value: .number(2.5)))
        #expect(
            try decode(#"{"type":"set","item":0,"property":"isAnchored","value":true}"#).get()
                == .set(target: .item(0), property: "isAnchored", value: .bool(true)))
        #expect(
            try decode(#"{"type":"set","behavior":0,"property":"snapPoint","value":[10,20]}"#).get()
                == .set(target: .behavior(0), property: "snapPoint", value: .point(CGPoint(x: 10, y: 20))))
        #expect(
            try decode(#"{"type":"set","behavior":0,"property":"attachmentRange","value":[null,5]}"#).get()
                == .set(target: .behavior(0), property: "attachmentRange", value: .range(-.infinity, 5)))
        #expect(try decode(#"{"type":"sceneText","text":"{}"}"#).get() == .sceneText("{}"))
        #expect(
            try decode(#"{"type":"export","format":"svg","layers":["contacts"]}"#).get()
                == .export(.svg, layers: ["contacts"]))
    }

    @Test func inspectorAndSceneTextProblemsAreNamed() {
        let cases = [
            (#"{"type":"set","property":"strength","value":1}"#, "set: missing 'behavior' or 'item'"),
            (#"{"type":"set","behavior":0,"item":0,"property":"x","value":1}"#, "not both"),
            (#"{"type":"set","behavior":-1,"property":"x","value":1}"#, "set: behavior -1 must be ≥ 0"),
            (#"{"type":"set","behavior":0,"value":1}"#, "set: missing 'property'"),
            (#"{"type":"set","behavior":0,"property":"x"}"#, "set: missing 'value'"),
            (#"{"type":"set","behavior":0,"property":"x","value":[1,2,3]}"#, "value has 3 elements"),
            (#"{"type":"set","behavior":0,"property":"x","value":"NaN"}"#, "'value' must be a number"),
            (#"{"type":"set","behavior":0,"property":"x","value":NaN}"#, "malformed"),
            (#"{"type":"sceneText"}"#, "sceneText: missing 'text'"),
            (#"{"type":"export","format":"gif"}"#, "export: unknown format 'gif'"),
            (#"{"type":"inspect","item":-3}"#, "inspect: item -3 must be ≥ 0"),
        ]
        for (text, expected) in cases {
            guard case .failure(let error) = decode(text) else {
                Issue.record("\(text) decoded")
                continue
            }
            #expect(error.description.contains(expected), "\(text) → \(error.description)")
        }
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
            ("[1,2]", "a message must be a JSON object"),
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
