import DynamicsEngine
import Testing

/// Two polygons apart, corner towards corner, are measured corner to corner: the faces' own
/// separating axes understate the distance and point across it.
@Suite("Corner contacts")
struct CornerContactTests {
    /// Two flat diamonds with a 0.9 pt skin (what a small ellipse item collides as) meeting tip
    /// to tip, the right one moving left: the speculative point's normal is the line between
    /// the tips and its separation the gap between the skins. With the faces' axis the normal
    /// was 64° off that line (a diamond's face normal) and the separation under half the gap:
    /// in a corridor the two items were thrown up and down into its walls and passed each other
    /// (issue 23, corridor 0xC0_0C8F).
    @Test(arguments: [Float(0), 0.01, -0.01])
    func diamondsTipToTipMeetAlongTheLineBetweenTheTips(offset: Float) throws {
        let world = World(gravity: .zero)
        let diamond: [Vec2] = [Vec2(0.042, 0), Vec2(0, 0.02), Vec2(-0.042, 0), Vec2(0, -0.02)]
        let radius: Float = 0.009
        let left = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0.4, 0.03)))
        world.createShape(on: left, .polygon(vertices: diamond, radius: radius), TestScenes.material)
        // The tips 0.19 m apart along x (and `offset` across), moving together at 34 m/s.
        let start = Vec2(0.4 + 0.084 + 0.106, 0.03 + offset)
        var moving = BodyDefinition(type: .dynamic, position: start)
        moving.linearVelocity = Vec2(-34, 0)
        let right = world.createBody(moving)
        world.createShape(on: right, .polygon(vertices: diamond, radius: radius), TestScenes.material)
        world.step(1.0 / 120)
        let points = world.contactPoints
        try #require(points.count == 1, "\(points)")
        // Theory: tip (0.442, 0.03) to tip (start.x − 0.042, start.y).
        let between = Vec2(start.x - 0.042 - 0.442, offset)
        let expected = between.normalized
        let sign: Float = points[0].normal.x > 0 ? 1 : -1
        #expect(abs(sign * points[0].normal.x - expected.x) < 1e-5, "\(points[0].normal) vs \(expected)")
        #expect(abs(sign * points[0].normal.y - expected.y) < 1e-5, "\(points[0].normal) vs \(expected)")
        #expect(abs(points[0].separation - (between.length - 2 * radius)) < 1e-5, "\(points[0].separation)")
    }
}
