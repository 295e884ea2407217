import Dynamics
import Foundation
import Testing

/// A world with a healthy falling item, and a spare item for a refused input to be aimed at.
final class DomainStage {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
    let healthy = Item("healthy", center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
    let subject = Item("subject", center: CGPoint(x: 200, y: 100), size: CGSize(width: 30, height: 30))
    let other = Item("other", center: CGPoint(x: 260, y: 100), size: CGSize(width: 30, height: 30))
    let log = ErrorLog()

    init() {
        animator.errorHandler = { [log] in log.append($0) }
        animator.addBehavior(GravityBehavior(items: [healthy]))
    }
}

/// One out-of-domain input: what to do with it and what the refusal must say.
struct DomainCase: Sendable, CustomTestStringConvertible {
    let property: String
    let value: String
    let code: DynamicsError.Code
    let act: @Sendable (DomainStage) -> Void

    init(
        _ property: String, _ value: String, _ code: DynamicsError.Code = .outOfRange,
        _ act: @escaping @Sendable (DomainStage) -> Void
    ) {
        self.property = property
        self.value = value
        self.code = code
        self.act = act
    }

    var testDescription: String { "\(property) = \(value)" }
}

let farPoint = CGPoint(x: 1e30, y: 0)
let anchorPoint = CGPoint(x: 200, y: 50)

/// Every kind of input beyond ``NumericDomain``: each is refused with an error that names the
/// property and the value, nothing non-finite reaches an item, and the world keeps simulating.
@Suite("Numeric domain")
struct NumericDomainTests {
    static let cases: [DomainCase] = [
        // Attachments (the engine trapped on these).
        DomainCase("AttachmentBehavior.frequency", "1e+39") { s in
            let a = AttachmentBehavior(item: s.subject, attachedToAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.frequency = 1e39
        },
        DomainCase("AttachmentBehavior.length", "1e+39") { s in
            let a = AttachmentBehavior(item: s.subject, attachedToAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.length = 1e39
        },
        DomainCase("AttachmentBehavior.damping", "1e+39") { s in
            let a = AttachmentBehavior(item: s.subject, attachedToAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.damping = 1e39
        },
        DomainCase("AttachmentBehavior.frictionTorque", "1e+39") { s in
            let a = AttachmentBehavior.pinAttachment(
                with: s.subject, attachedTo: s.other, attachmentAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.frictionTorque = 1e39
        },
        DomainCase("AttachmentBehavior.attachmentRange", "-1e+30") { s in
            let a = AttachmentBehavior.pinAttachment(
                with: s.subject, attachedTo: s.other, attachmentAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.attachmentRange = FloatRange(minimum: -1e30, maximum: 1)
        },
        DomainCase("AttachmentBehavior.anchorPoint", "1e+30") { s in
            let a = AttachmentBehavior(item: s.subject, attachedToAnchor: anchorPoint)
            s.animator.addBehavior(a)
            a.anchorPoint = farPoint
        },
        DomainCase("AttachmentBehavior: anchor", "1e+30") { s in
            s.animator.addBehavior(AttachmentBehavior(item: s.subject, attachedToAnchor: farPoint))
        },
        DomainCase("AttachmentBehavior: offset", "1e+30") { s in
            s.animator.addBehavior(
                AttachmentBehavior(
                    item: s.subject, offsetFromCenter: Offset(horizontal: 1e30, vertical: 0),
                    attachedToAnchor: anchorPoint))
        },
        DomainCase("AttachmentBehavior: offset", "-1e+30") { s in
            s.animator.addBehavior(
                AttachmentBehavior.limitAttachment(
                    with: s.subject, offsetFromCenter: Offset(horizontal: -1e30, vertical: 0),
                    attachedTo: s.other,
                    offsetFromCenter: .zero))
        },
        DomainCase("axisOfTranslation", "1e+39") { s in
            s.animator.addBehavior(
                AttachmentBehavior.slidingAttachment(
                    with: s.subject, attachmentAnchor: anchorPoint,
                    axisOfTranslation: CGVector(dx: 1e39, dy: 0)))
        },
        DomainCase("AttachmentBehavior: anchor", "1e+30") { s in
            s.animator.addBehavior(
                AttachmentBehavior.fixedAttachment(
                    with: s.subject, attachedTo: s.other, attachmentAnchor: farPoint))
        },
        DomainCase("AttachmentBehavior: anchor", "1e+30") { s in
            s.animator.addBehavior(
                AttachmentBehavior.pinAttachment(
                    with: s.subject, attachedTo: s.other, attachmentAnchor: farPoint))
        },
        // Snaps.
        DomainCase("SnapBehavior.damping", "1e+39") { s in
            let snap = SnapBehavior(item: s.subject, snapTo: anchorPoint)
            s.animator.addBehavior(snap)
            snap.damping = 1e39
        },
        DomainCase("SnapBehavior.snapPoint", "1e+30") { s in
            let snap = SnapBehavior(item: s.subject, snapTo: anchorPoint)
            s.animator.addBehavior(snap)
            snap.snapPoint = farPoint
        },
        DomainCase("SnapBehavior(item:snapTo:) point", "1e+30") { s in
            s.animator.addBehavior(SnapBehavior(item: s.subject, snapTo: farPoint))
        },
        // Items.
        DomainCase("center", "1e+30") { s in
            s.subject.center = farPoint
            s.animator.addBehavior(GravityBehavior(items: [s.subject]))
        },
        DomainCase("size", "1e+30") { s in
            s.subject.bounds = CGRect(x: 0, y: 0, width: 1e30, height: 10)
            s.animator.addBehavior(GravityBehavior(items: [s.subject]))
        },
        DomainCase("size", "0.001") { s in
            s.subject.bounds = CGRect(x: 0, y: 0, width: 0.001, height: 10)
            s.animator.addBehavior(GravityBehavior(items: [s.subject]))
        },
        DomainCase("collisionBoundingPath point", "1e+30") { s in
            s.subject.boundsType = .path
            s.subject.path.move(to: CGPoint(x: -10, y: -10))
            s.subject.path.addLine(to: CGPoint(x: 1e30, y: -10))
            s.subject.path.addLine(to: CGPoint(x: 0, y: 10))
            s.subject.path.close()
            s.animator.addBehavior(GravityBehavior(items: [s.subject]))
        },
        DomainCase("center", "1e+30") { s in
            let collision = CollisionBehavior(items: [s.subject])
            s.animator.addBehavior(collision)
            s.subject.center = farPoint
            s.animator.updateItem(usingCurrentState: s.subject)
        },
        // Gravity.
        DomainCase("GravityBehavior.gravityDirection", "1.79e+308") { s in
            let gravity = GravityBehavior(items: [s.subject])
            s.animator.addBehavior(gravity)
            gravity.gravityDirection = CGVector(dx: 1.79e308, dy: 1)
        },
        DomainCase("GravityBehavior.magnitude", "-1e+39") { s in
            let gravity = GravityBehavior(items: [s.subject])
            s.animator.addBehavior(gravity)
            gravity.magnitude = -1e39
        },
        DomainCase("GravityBehavior.angle", "1e+39") { s in
            let gravity = GravityBehavior(items: [s.subject])
            s.animator.addBehavior(gravity)
            gravity.angle = 1e39
        },
        DomainCase("GravityBehavior.setAngle(_:magnitude:) magnitude", "1e+39") { s in
            let gravity = GravityBehavior(items: [s.subject])
            s.animator.addBehavior(gravity)
            gravity.setAngle(1, magnitude: 1e39)
        },
        // Item properties.
        DomainCase("DynamicItemBehavior.addLinearVelocity", "1e+300") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.addLinearVelocity(CGPoint(x: 1e300, y: 0), for: s.subject)
        },
        DomainCase("DynamicItemBehavior.addAngularVelocity", "1e+300") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.addAngularVelocity(1e300, for: s.subject)
        },
        DomainCase("DynamicItemBehavior.density", "1e+39") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.density = 1e39
        },
        DomainCase("DynamicItemBehavior.elasticity", "10000") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.elasticity = 1e4
        },
        DomainCase("DynamicItemBehavior.friction", "-1") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.friction = -1
        },
        DomainCase("DynamicItemBehavior.resistance", "1e+39") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.resistance = 1e39
        },
        DomainCase("DynamicItemBehavior.angularResistance", "1e+39") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.angularResistance = 1e39
        },
        DomainCase("DynamicItemBehavior.charge", "-1e+39") { s in
            let properties = DynamicItemBehavior(items: [s.subject])
            s.animator.addBehavior(properties)
            properties.charge = -1e39
        },
        // Pushes.
        DomainCase("PushBehavior.magnitude", "1.79e+308") { s in
            let push = PushBehavior(items: [s.subject], mode: .continuous)
            s.animator.addBehavior(push)
            push.magnitude = 1.79e308
        },
        DomainCase("PushBehavior.pushDirection", "1e+39") { s in
            let push = PushBehavior(items: [s.subject], mode: .instantaneous)
            s.animator.addBehavior(push)
            push.pushDirection = CGVector(dx: 0, dy: 1e39)
        },
        DomainCase("PushBehavior.angle", "1e+39") { s in
            let push = PushBehavior(items: [s.subject], mode: .continuous)
            s.animator.addBehavior(push)
            push.angle = 1e39
        },
        DomainCase("PushBehavior.setTargetOffsetFromCenter", "1e+30") { s in
            let push = PushBehavior(items: [s.subject], mode: .continuous)
            s.animator.addBehavior(push)
            push.setTargetOffsetFromCenter(Offset(horizontal: 1e30, vertical: 0), for: s.subject)
        },
        // Fields.
        DomainCase("FieldBehavior.strength", "1e+39") { s in
            let field = FieldBehavior.radialGravityField(position: anchorPoint)
            field.addItem(s.subject)
            s.animator.addBehavior(field)
            field.strength = 1e39
        },
        DomainCase("FieldBehavior.strength", "-1e+39") { s in
            let field = FieldBehavior.vortexField()
            field.addItem(s.subject)
            s.animator.addBehavior(field)
            field.strength = -1e39
        },
        DomainCase("FieldBehavior.direction", "1e+39") { s in
            let field = FieldBehavior.linearGravityField(direction: CGVector(dx: 1e39, dy: 0))
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
        DomainCase("FieldBehavior.position", "nan", .nonFiniteValue) { s in
            let field = FieldBehavior.radialGravityField(position: CGPoint(x: CGFloat.nan, y: 0))
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
        DomainCase("FieldBehavior.position", "1e+30") { s in
            let field = FieldBehavior.radialGravityField(position: anchorPoint)
            field.addItem(s.subject)
            s.animator.addBehavior(field)
            field.position = farPoint
        },
        DomainCase("FieldBehavior.falloff", "1e+39") { s in
            let field = FieldBehavior.electricField()
            field.addItem(s.subject)
            s.animator.addBehavior(field)
            field.falloff = 1e39
        },
        DomainCase("FieldBehavior.minimumRadius", "1e+39") { s in
            let field = FieldBehavior.springField()
            field.addItem(s.subject)
            s.animator.addBehavior(field)
            field.minimumRadius = 1e39
        },
        DomainCase("FieldBehavior.smoothness", "2") { s in
            let field = FieldBehavior.noiseField(smoothness: 2, animationSpeed: 1)
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
        DomainCase("FieldBehavior.animationSpeed", "1e+39") { s in
            let field = FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1e39)
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
        // Collision boundaries.
        DomainCase("CollisionBehavior boundary far: end", "1e+30") { s in
            let collision = CollisionBehavior(items: [s.subject])
            collision.addBoundary(withIdentifier: "far", from: .zero, to: farPoint)
            s.animator.addBehavior(collision)
        },
        DomainCase("CollisionBehavior boundary bowl: point", "1e+30") { s in
            let collision = CollisionBehavior(items: [s.subject])
            let path = BezierPath()
            path.move(to: .zero)
            path.addLine(to: farPoint)
            path.addLine(to: CGPoint(x: 0, y: 10))
            collision.addBoundary(withIdentifier: "bowl", for: path)
            s.animator.addBehavior(collision)
        },
        DomainCase("setTranslatesReferenceBoundsIntoBoundary(with:)", "1e+30") { s in
            let collision = CollisionBehavior(items: [s.subject])
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: EdgeInsets(top: 1e30, left: 0, bottom: 0, right: 0))
            s.animator.addBehavior(collision)
        },
        // Animator.
        DomainCase("DynamicAnimator.referenceBounds", "1e+30") { s in
            s.animator.referenceBounds = CGRect(x: 0, y: 0, width: 1e30, height: 480)
        },
        DomainCase("DynamicAnimator.referenceBounds", "nan", .nonFiniteValue) { s in
            s.animator.referenceBounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 480)
        },
        DomainCase("debugAnimationSpeed", "1e+30") { s in
            s.animator.debugAnimationSpeed = 1e30
        },
        DomainCase("Region(radius:)", "1e+39") { s in
            let field = FieldBehavior.dragField()
            field.region = Region(radius: 1e39)
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
        DomainCase("Region(size:) width", "1e+39") { s in
            let field = FieldBehavior.dragField()
            field.region = Region(size: CGSize(width: 1e39, height: 5))
            field.addItem(s.subject)
            s.animator.addBehavior(field)
        },
    ]

    @Test(arguments: cases)
    func outOfDomainInputIsRefusedByNameAndTheWorldKeepsSimulating(_ domainCase: DomainCase) {
        let stage = DomainStage()
        let reported = collectingErrors {
            domainCase.act(stage)
            stage.animator.advance(by: 0.5)
        }
        let errors = reported + stage.log.errors
        let refusal = errors.first { $0.message.contains(domainCase.property) }
        #expect(refusal != nil, "no error names \(domainCase.property): \(errors.map(\.message))")
        #expect(refusal?.code == domainCase.code)
        #expect(refusal?.message.contains(domainCase.value) == true, "\(refusal?.message ?? "")")
        #expect(stage.healthy.center.y > 150, "the healthy item still falls")
        for item in [stage.healthy, stage.subject, stage.other] {
            #expect(item.center.x.isFinite && item.center.y.isFinite, "\(item) stays finite")
            #expect(item.transform.a.isFinite && item.transform.b.isFinite)
        }
    }

    @Test func theBoundsOfTheDomainThemselvesAreAccepted() {
        let stage = DomainStage()
        let reported = collectingErrors {
            let a = AttachmentBehavior(item: stage.subject, attachedToAnchor: anchorPoint)
            stage.animator.addBehavior(a)
            a.frequency = 1e4
            a.damping = 1e4
            a.length = 1e6
            let gravity = GravityBehavior(items: [stage.other])
            stage.animator.addBehavior(gravity)
            gravity.magnitude = -1e4
            stage.animator.debugAnimationSpeed = 100
            stage.animator.debugAnimationSpeed = 0
            stage.animator.debugAnimationSpeed = 1
            stage.animator.advance(by: 0.1)
        }
        #expect(
            reported.isEmpty && stage.log.errors.isEmpty, "\((reported + stage.log.errors).map(\.message))")
    }

    @Test func nonFiniteOrHugeReferenceBoundsKeepTheLastBoundary() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = Item("box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let log = ErrorLog()
        animator.errorHandler = { log.append($0) }
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(collision)
        animator.advance(by: 0.1)
        for bad in [
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 480),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 480),
            CGRect(x: -1e30, y: 0, width: 320, height: 480),
        ] {
            animator.referenceBounds = bad
        }
        animator.advance(by: 3)
        #expect(log.errors.count == 3, "\(log.errors.map(\.message))")
        #expect(log.errors.map(\.code) == [.nonFiniteValue, .nonFiniteValue, .outOfRange])
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(abs(item.center.y - 460) < 3, "the box rests on the bottom edge: \(item.center)")
    }

    @Test func anAnimatorCreatedWithBadBoundsHasNone() {
        let errors = collectingErrors {
            let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
            #expect(animator.referenceBounds.isNull)
        }
        #expect(errors.map(\.code) == [.nonFiniteValue])
        #expect(errors.first?.message.contains("DynamicAnimator(referenceBounds:)") == true)
    }

    // MARK: Frames

    @Test func hugeAnimationSpeedIsRefusedAndTheNextStepReturnsPromptly() {
        let stage = DomainStage()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            stage.animator.debugAnimationSpeed = 1e30
            stage.animator.setValue(1e30, forKey: "debugAnimationSpeed")
            stage.animator.setValue(-1, forKey: "debugAnimationSpeed")
            stage.animator.step()
        }
        #expect(elapsed < .seconds(5))
        #expect(stage.animator.debugAnimationSpeed == 1)
        #expect(stage.log.errors.map(\.code) == [.outOfRange, .outOfRange, .outOfRange])
        #expect(stage.log.errors[0].message.contains("debugAnimationSpeed: 1e+30 is outside [0, 100]"))
        #expect(stage.log.errors[1].message.contains("\"debugAnimationSpeed\""))
    }

    @Test func tinyFrameDurationsAndHugeDurationsAreRefusedPromptly() {
        let stage = DomainStage()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            stage.animator.advance(by: 0.05, frameDuration: 1e-300)
            stage.animator.advance(by: 0.05, frameDuration: 1e-5)
            stage.animator.advance(by: 1e300)
            stage.animator.advance(by: -1)
        }
        #expect(elapsed < .seconds(5))
        #expect(stage.animator.elapsedTime() == 0)
        #expect(stage.log.errors.map(\.code) == [.outOfRange, .outOfRange, .outOfRange, .outOfRange])
        #expect(stage.log.errors[0].message.contains("frameDuration: 1e-300 is outside [0.0001, 1e+06]"))
        #expect(stage.log.errors[2].message.contains("seconds: 1e+300 is outside"))
        stage.animator.advance(by: 0.05, frameDuration: 1e-4)
        #expect(abs(stage.animator.elapsedTime() - 0.05) < 1e-9)
    }

    // MARK: Composite cycles

    @Test func compositesThatWouldContainEachOtherAreRefused() {
        let a = DynamicBehavior()
        let b = DynamicBehavior()
        let c = DynamicBehavior()
        let errors = collectingErrors {
            a.addChildBehavior(b)
            b.addChildBehavior(c)
            c.addChildBehavior(a)  // a → b → c → a
            b.addChildBehavior(a)  // a → b → a
            a.addChildBehavior(a)  // a → a
        }
        #expect(errors.map(\.code) == [.invalidUse, .invalidUse, .invalidUse])
        #expect(errors[0].message.contains("would contain each other"))
        #expect(errors[0].message.contains("<DynamicBehavior: 0x"))
        #expect(errors[2].message.contains("its own child"))
        #expect(c.childBehaviors.isEmpty && a.childBehaviors.count == 1 && b.childBehaviors.count == 1)

        let stage = DomainStage()
        let gravity = GravityBehavior(items: [stage.subject])
        c.addChildBehavior(gravity)
        stage.animator.addBehavior(a)
        stage.animator.advance(by: 0.5)
        #expect(stage.subject.center.y > 150, "the composite's gravity works")
        #expect(stage.log.errors.isEmpty)
    }

    @Test func aBehaviorSharedTwiceInOneTreeIsRefusedAtAddBehavior() {
        let stage = DomainStage()
        let shared = GravityBehavior(items: [stage.subject])
        let left = DynamicBehavior()
        let right = DynamicBehavior()
        let root = DynamicBehavior()
        left.addChildBehavior(shared)
        right.addChildBehavior(shared)
        root.addChildBehavior(left)
        root.addChildBehavior(right)
        stage.animator.addBehavior(root)
        #expect(stage.log.errors.map(\.code) == [.invalidUse])
        #expect(stage.log.errors.first?.message.contains("appears twice") == true)
        #expect(stage.animator.behaviors.count == 1, "only the healthy gravity")
        stage.animator.advance(by: 0.5)
        #expect(stage.healthy.center.y > 150)
    }
}
