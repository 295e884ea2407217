import DynamicsEngine
import DynamicsEngineScenes

/// Small scenes shared by the engine tests (metres, y down, as the benchmark scenes).
enum TestScenes {
    static var material: ShapeDefinition {
        var def = ShapeDefinition()
        def.friction = 0.6
        def.restitution = 0
        return def
    }

    /// A static ground box whose top surface is y = 0.
    @discardableResult
    static func ground(_ world: World, halfWidth: Float = 100) -> BodyID {
        let ground = world.createBody(BodyDefinition(type: .static, position: Vec2(0, 1)))
        world.createShape(on: ground, .box(halfWidth: halfWidth, halfHeight: 1), material)
        return ground
    }

    /// The benchmark pyramid (``EngineScene/addPyramid(base:to:)``): `base` boxes in the bottom
    /// row, half-extent 0.5 m, starting exactly touching. Returns the boxes, bottom row first (the
    /// last one is the top).
    static func pyramid(_ world: World, base: Int) -> [BodyID] {
        EngineScene.addPyramid(base: base, to: world)
    }

    /// A column of `count` unit boxes on the ground, bottom first.
    static func stack(_ world: World, count: Int) -> [BodyID] {
        ground(world)
        return (0..<count).map { i in
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -0.5 - Float(i))))
            world.createShape(on: b, .box(halfWidth: 0.5, halfHeight: 0.5), material)
            return b
        }
    }

    static func run(_ world: World, steps: Int, dt: Float = 1.0 / 60) {
        for _ in 0..<steps { world.step(dt) }
    }
}
