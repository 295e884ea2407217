import DynamicsScenes
import Foundation
import Testing

/// `dynamics doctor`: setup problems, then the settling report after the run; exit 0 only for a
/// scene that settles with no problem.
@Suite("dynamics doctor")
struct DoctorTests {
    @Test func aSceneThatSettlesIsHealthy() throws {
        let result = try Tool.run(["doctor", "falling-square"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("falling-square: no setup problems"), "\(result.output)")
        #expect(result.output.contains("settled: every item rests"), "\(result.output)")
    }

    @Test func anItemLeftInGravityIsFoundBeforeAndAfterTheRun() throws {
        // Chapter 11's first step: gravity and no collision, the square falls off the screen.
        let result = try Tool.run(["doctor", "chapter11-gravity", "--at", "1.5"])
        #expect(result.status == 1)
        #expect(result.output.contains("fallsForever: "), "\(result.output)")
        #expect(
            result.output.contains("after 1.5 s: running: 1 item keeps the animator awake"),
            "\(result.output)")
        #expect(result.output.contains("no boundary ahead"), "\(result.output)")
    }

    @Test func aSceneFileWithAnOverlapIsNamed() throws {
        var scene = try #require(SceneCatalog.scene(named: "falling-square"))
        scene.name = "overlapping"
        scene.items.append(scene.items[0])
        scene.items[1].name = "twin"
        scene.items[1].center.x += 10
        scene.behaviors = scene.behaviors.map { behavior in
            switch behavior {
            case .gravity(var d):
                d.items.append("twin")
                return .gravity(d)
            case .collision(var d):
                d.items.append("twin")
                return .collision(d)
            default: return behavior
            }
        }
        let file = Tool.temporaryPath("overlapping.json")
        try scene.jsonText().write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Tool.run(["doctor", file])
        #expect(result.status == 1)
        #expect(result.output.contains("itemsOverlapAtStart"), "\(result.output)")
        let missing = try Tool.run(["doctor", "no-such-scene"])
        #expect(missing.status == 1 && missing.errors.contains("no-such-scene"))
    }
}
