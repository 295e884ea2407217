import DynamicsEngine

/// Anchor bodies: static bodies without shapes that attachments and snaps tie items to. Moving one
/// (`anchorPoint`, `snapPoint`) moves the far end of the joint; the item follows with its velocity.
extension DynamicAnimator {
    func createAnchorBody(at point: CGPoint) -> BodyID {
        world.createBody(BodyDefinition(type: .static, position: Units.metres(point)))
    }

    func moveAnchorBody(_ body: BodyID, to point: CGPoint) {
        world.setTransform(of: body, position: Units.metres(point), angle: 0)
    }

    /// The body-frame point of `body` that is at the world point `point` (points).
    func localPoint(_ point: CGPoint, on body: BodyID) -> Vec2 {
        world.transform(of: body).inverseApply(Units.metres(point))
    }
}
