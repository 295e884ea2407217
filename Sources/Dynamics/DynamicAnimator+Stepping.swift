import DynamicsEngine

/// Headless stepping, which UIKit lacks: frames are run on demand, with UIKit's exact frame
/// order, fixed 1/120 s engine steps from an accumulator, and its pause rule.
extension DynamicAnimator {
    /// Runs one animation frame of `frameDuration` seconds if the animator is running
    /// (a paused animator does nothing, as a paused display link does). Frames longer than
    /// 0.5 s count as 1/60 s, as in UIKit.
    ///
    /// The frame: apply item properties and rebuild reference-bounds boundaries → behaviors'
    /// pre-step (pushes) → engine steps of 1/120 s → write `center`/`transform` back → collision
    /// delegates (all began, then all ended) → every behavior's `action` → queued additions and
    /// removals → a collection view layout's animator invalidates its layout → pause if every
    /// dynamic item is at rest.
    ///
    /// ```swift
    /// animator.step()                          // one 1/60 s frame
    /// animator.step(frameDuration: 1.0 / 120)  // a ProMotion frame
    /// ```
    public func step(frameDuration: TimeInterval = 1.0 / 60) {
        guard isRunning, !isStepping else { return }
        guard frameDuration.isFinite && frameDuration >= 0 else {
            report(
                DynamicsError(
                    .nonFiniteValue,
                    "step(frameDuration:): \(frameDuration) is not a finite, non-negative duration"))
            return
        }
        // UIKit counts the frame's own time as elapsed and feeds the world `dt × speed`.
        let dt = frameDuration > 0.5 ? 1.0 / 60 : frameDuration
        isStepping = true
        frameIndex += 1
        actionWake = nil
        runningTime += dt
        preSolve()
        accumulator += dt * debugAnimationSpeed
        frameBegins.removeAll(keepingCapacity: true)
        frameEnds.removeAll(keepingCapacity: true)
        frameBeginSteps.removeAll(keepingCapacity: true)
        frameEndSteps.removeAll(keepingCapacity: true)
        var stepInFrame: Int32 = 0
        while accumulator >= Self.engineStep {
            world.step(Float(Self.engineStep))
            // Every step's events are kept, with the step they came from: a pair may begin and
            // end (or end and begin) within one frame, and each of those is delivered, in its
            // pair's order (`frameContactOrder()`).
            frameBegins.append(contentsOf: world.contactBeginEvents)
            frameEnds.append(contentsOf: world.contactEndEvents)
            frameBeginSteps.append(
                contentsOf: repeatElement(stepInFrame, count: world.contactBeginEvents.count))
            frameEndSteps.append(contentsOf: repeatElement(stepInFrame, count: world.contactEndEvents.count))
            stepInFrame += 1
            if !world.stoppedBodies.isEmpty { reportStoppedBodies() }
            if !pendingReports.isEmpty {
                let reports = pendingReports
                pendingReports.removeAll()
                reports.forEach(report)
            }
            accumulator -= Self.engineStep
        }
        world.clearForces()
        if stepInFrame > 0 { lastFrameStepTime = Double(stepInFrame) * Self.engineStep }
        writeBack(stepped: stepInFrame > 0)
        deliverContacts()
        for behavior in registered {
            guard let action = behavior.action else { continue }
            currentAction = behavior
            action()
        }
        currentAction = nil
        isStepping = false
        applyQueuedChanges()
        referenceSystem?.animatorDidRunFrame()
        if shouldPause { pause() }
    }

    /// Runs frames for `seconds` of time. While the animator is paused, time passes with no
    /// steps (as in UIKit); it resumes as soon as something wakes it (e.g. an `action`).
    /// `seconds` must lie in ``NumericDomain/Interval/advanceDuration`` (0 … 1e6 s) and `frameDuration`
    /// in ``NumericDomain/Interval/frameDuration`` (at least 1e-4 s); otherwise nothing runs and the
    /// refusal is reported.
    ///
    /// ```swift
    /// animator.advance(by: 2)   // two seconds at 60 frames per second
    /// ```
    public func advance(by seconds: TimeInterval, frameDuration: TimeInterval = 1.0 / 60) {
        let call = "advance(by: \(seconds), frameDuration: \(frameDuration))"
        if let problem = NumericDomain.problem(seconds, in: .advanceDuration, for: call + " seconds")
            ?? NumericDomain.problem(frameDuration, in: .frameDuration, for: call + " frameDuration")
        {
            return report(DynamicsError(problem.code, problem.message + "; nothing ran"))
        }
        // Within the domain every subtraction makes progress (1e-4 s is far above the spacing of
        // doubles near 1e6 s), so the loop ends; the guard keeps it so if the bounds ever change.
        var remaining = seconds
        while remaining > frameDuration * 1e-9 {
            let frame = Swift.min(frameDuration, remaining)
            step(frameDuration: frame)
            let next = remaining - frame
            guard next < remaining else { break }
            remaining = next
        }
    }

    /// Runs 1/60 s frames until the animator pauses or `timeout` seconds of simulated time
    /// have passed. Returns whether it paused.
    ///
    /// ```swift
    /// #expect(animator.runUntilPaused(timeout: 10))
    /// ```
    @discardableResult
    public func runUntilPaused(timeout: TimeInterval) -> Bool {
        var time: TimeInterval = 0
        while isRunning && time < timeout {
            step()
            time += 1.0 / 60
        }
        return !isRunning
    }

    /// Pause when nothing dynamic is awake, nothing is registered, or every top-level behavior
    /// allows it (UIKit's rule; in practice: every dynamic item is asleep).
    var shouldPause: Bool {
        if registered.isEmpty || itemBodies.isEmpty { return true }
        if !world.hasAwakeDynamicBodies { return true }
        return behaviors.allSatisfy { $0.allowsAnimatorToStop }
    }

    private func preSolve() {
        if needsItemProperties {
            needsItemProperties = false
            applyItemProperties()
        }
        let bounds = referenceBounds
        if builtBounds != bounds {
            if let problem = NumericDomain.problem(bounds, for: "reference bounds") {
                if refusedBoundsMessage != problem.message {
                    refusedBoundsMessage = problem.message
                    report(problem.keeping("the boundaries of \(builtBounds ?? .null)"))
                }
            } else {
                refusedBoundsMessage = nil
                builtBounds = bounds
                for case let collision as CollisionBehavior in registered {
                    collision.rebuildReferenceBoundary(self)
                }
            }
        }
        for behavior in registered { behavior.preStep(self) }
    }

    private func applyQueuedChanges() {
        let removals = pendingRemovals
        let additions = pendingAdditions
        pendingRemovals.removeAll()
        pendingAdditions.removeAll()
        for behavior in removals { removeBehavior(behavior) }
        for behavior in additions { addBehavior(behavior) }
    }

    /// Item properties: every item behavior, in traversal order, pushes the properties it set
    /// explicitly, so for each property the last such behavior wins (UIKit's rule).
    func applyItemProperties() {
        for case let itemBehavior as DynamicItemBehavior in traversal {
            for item in itemBehavior.items {
                guard let record = record(for: item) else { continue }
                itemBehavior.push(to: record, in: self)
            }
        }
    }

    /// Collision callbacks for the frame: all began, then all ended (in waves when a pair
    /// changes more than once in the frame: `frameContactOrder()`).
    private func deliverContacts() {
        guard !frameBegins.isEmpty || !frameEnds.isEmpty else { return }
        for entry in frameContactOrder() {
            if entry.isBegin {
                deliverBegin(frameBegins[entry.index])
            } else {
                deliverEnd(frameEnds[entry.index])
            }
        }
    }

    private func deliverBegin(_ event: ContactBeginEvent) {
        dispatch(event.userDataA, event.userDataB) { behavior, delegate, first, second in
            let point = Units.point(event.point)
            switch second {
            case .item(let other):
                delegate.collisionBehavior(behavior, beganContactFor: first, with: other, at: point)
            case .boundary(let identifier):
                delegate.collisionBehavior(
                    behavior, beganContactFor: first, withBoundaryIdentifier: identifier, at: point)
            }
        }
    }

    private func deliverEnd(_ event: ContactEndEvent) {
        dispatch(event.userDataA, event.userDataB) { behavior, delegate, first, second in
            switch second {
            case .item(let other):
                delegate.collisionBehavior(behavior, endedContactFor: first, with: other)
            case .boundary(let identifier):
                delegate.collisionBehavior(
                    behavior, endedContactFor: first, withBoundaryIdentifier: identifier)
            }
        }
    }

    private enum Partner {
        case item(any DynamicItem)
        case boundary(CollisionBehavior.BoundaryIdentifier?)
    }

    /// Resolves a contact's two tags and calls `deliver` for every collision behavior that
    /// should hear it: item pairs go to every behavior holding both items; item–boundary
    /// contacts to the boundary's behavior if it holds the item.
    private func dispatch(
        _ tagA: Int, _ tagB: Int,
        _ deliver: (CollisionBehavior, any CollisionBehaviorDelegate, any DynamicItem, Partner) -> Void
    ) {
        func item(_ tag: Int) -> (any DynamicItem)? {
            tag > 0 && tag - 1 < slots.count ? slots[tag - 1]?.item : nil
        }
        func boundary(_ tag: Int) -> BoundaryBody? {
            tag < 0 && -tag - 1 < boundaries.count ? boundaries[-tag - 1] : nil
        }
        if let a = item(tagA), let b = item(tagB) {
            for case let collision as CollisionBehavior in registered
            where collision.contains(a) && collision.contains(b) {
                if let delegate = collision.collisionDelegate { deliver(collision, delegate, a, .item(b)) }
            }
            return
        }
        let pair: ((any DynamicItem), BoundaryBody)? =
            if let a = item(tagA), let b = boundary(tagB) {
                (a, b)
            } else if let a = item(tagB), let b = boundary(tagA) {
                (a, b)
            } else { nil }
        guard let (theItem, theBoundary) = pair, case let collision = theBoundary.behavior,
            collision.dynamicAnimator === self, collision.contains(theItem),
            let delegate = collision.collisionDelegate
        else { return }
        deliver(collision, delegate, theItem, .boundary(theBoundary.identifier))
    }
}
