// Real-time driving needs Swift concurrency's clocks and tasks, which Embedded Swift lacks: there,
// call `step()` (or `advance(by:)`) from the platform's own frame callback.
#if !hasFeature(Embedded)
    extension DynamicAnimator {
        /// Drives the animator in real time, as a display link does on iOS: every `1/framesPerSecond`
        /// of `clock` it runs a frame of the time that really passed (a paused animator skips its
        /// frames until something wakes it). Returns when the task is cancelled, or when the
        /// animator pauses if `untilPaused` is true. Runs on the caller's actor.
        ///
        /// ```swift
        /// Task { @MainActor in
        ///     try await animator.run(framesPerSecond: 120)
        /// }
        /// ```
        nonisolated(nonsending) public func run<C: Clock>(
            clock: C, framesPerSecond: Int = 60, untilPaused: Bool = false
        ) async throws where C.Duration == Duration {
            precondition(framesPerSecond > 0, "framesPerSecond must be positive, got \(framesPerSecond)")
            let interval = Duration.seconds(1) / framesPerSecond
            var last = clock.now
            var deadline = last.advanced(by: interval)
            while !Task.isCancelled {
                try await clock.sleep(until: deadline, tolerance: nil)
                let now = clock.now
                let elapsed = last.duration(to: now)
                last = now
                deadline = deadline.advanced(by: interval)
                if deadline < now { deadline = now.advanced(by: interval) }
                let seconds =
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                step(frameDuration: seconds)
                if untilPaused && !isRunning { return }
            }
        }

        /// ``run(clock:framesPerSecond:untilPaused:)`` on the continuous clock.
        nonisolated(nonsending) public func run(framesPerSecond: Int = 60, untilPaused: Bool = false)
            async throws
        {
            try await run(
                clock: ContinuousClock(), framesPerSecond: framesPerSecond, untilPaused: untilPaused)
        }
    }
#endif
