import Dynamics

extension Basics {
    /// The ten field kinds, each in its own cell with one ball and a region the size of the cell
    /// (the velocity field's is a 40 pt circle): drag slows a thrown ball, vortex swirls, radial
    /// gravity and electric pull to the centre, linear gravity pulls down, velocity sets a speed
    /// inside its circle, noise and turbulence wander, spring oscillates, magnetic curves a path.
    static var fields: Scene {
        var scene = scene(
            "basics-fields",
            "Every field kind in its own cell, one ball each; turn on the field regions layer to see each region.",
            bounds: wideBounds, duration: 6)
        let kinds: [FieldKindDescription] = [
            .drag, .vortex, .radialGravity, .linearGravity, .velocity, .noise, .turbulence, .spring,
            .electric,
            .magnetic,
        ]
        let colors = ["#e8590c", "#1c7ed6", "#2f9e44", "#845ef7", "#f59f00"]
        var behaviors: [BehaviorDescription] = []
        var walls: [BoundaryDescription] = [
            BoundaryDescription(
                identifier: "middle", from: CGPoint(x: 0, y: 260), to: CGPoint(x: 600, y: 260))
        ]
        for column in 1..<5 {
            let x = CGFloat(column) * 120
            walls.append(
                BoundaryDescription(
                    identifier: "wall-\(column)", from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: 520)))
        }
        for (i, kind) in kinds.enumerated() {
            let centre = CGPoint(x: 60 + CGFloat(i % 5) * 120, y: 130 + CGFloat(i / 5) * 260)
            let name = "\(kind.rawValue)-ball"
            scene.items.append(ball(name, centre.x + 24, centre.y - 24, diameter: 30, color: colors[i % 5]))
            var field = FieldDescription(name: kind.rawValue, kind: kind, items: [name])
            field.position = centre
            field.region = .rectangle(CGSize(width: 116, height: 256))
            switch kind {
            case .drag: field.strength = 0.05
            case .vortex: field.strength = 0.02
            case .radialGravity, .electric:
                field.strength = kind == .electric ? -2 : 2
                field.falloff = 0
            case .linearGravity:
                field.direction = CGVector(dx: 0, dy: 5)
                field.strength = 1
            case .velocity:
                field.direction = CGVector(dx: 0.6, dy: 0)
                field.region = .radius(40)
            case .noise, .turbulence:
                field.strength = kind == .noise ? 1 : 2
                field.smoothness = 0.5
                field.animationSpeed = 1
            case .spring: field.strength = 1
            case .magnetic:
                field.strength = 0.5
                field.falloff = 0
            }
            behaviors.append(.field(field))
        }
        // A thrown ball for the fields that act on moving items (drag, turbulence, magnetic), and a
        // charge for the electric field (it acts on charge only).
        var thrown = ItemPropertiesDescription(
            name: "thrown", items: ["drag-ball", "turbulence-ball", "magnetic-ball"])
        thrown.addLinearVelocity = CGVector(dx: -300, dy: 150)
        var charged = ItemPropertiesDescription(name: "charged", items: ["electric-ball"])
        charged.charge = 1
        let names = scene.items.map { $0.name }
        scene.behaviors =
            [
                .collision(
                    CollisionDescription(
                        name: "cells", items: names, translatesReferenceBoundsIntoBoundary: true,
                        boundaries: walls)),
                .itemProperties(thrown), .itemProperties(charged),
            ] + behaviors
        return scene
    }
}
