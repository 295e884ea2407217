extension World {
    /// A 64-bit FNV-1a hash of every live body's pose and velocity bits, for determinism tests:
    /// the same inputs must give the same hash on every run and machine.
    ///
    /// ```swift
    /// for _ in 0..<600 { world.step(1.0 / 60) }
    /// print(world.stateHash)
    /// ```
    public var stateHash: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ f: Float) {
            var bits = UInt64(f.bitPattern)
            for _ in 0..<4 {
                h ^= bits & 0xFF
                h = h &* 0x100_0000_01b3
                bits >>= 8
            }
        }
        for i in 0..<bodies.count where bodies[i].isAlive {
            let b = bodies[i]
            mix(b.transform.p.x)
            mix(b.transform.p.y)
            mix(b.transform.q.c)
            mix(b.transform.q.s)
            mix(b.linearVelocity.x)
            mix(b.linearVelocity.y)
            mix(b.angularVelocity)
        }
        return h
    }
}
