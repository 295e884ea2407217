/// Maps a shape pair to its contact index: open addressing with linear probing and
/// backward-shift deletion. A fixed hash (no per-process seed, unlike `Dictionary`) keeps the
/// world deterministic even if iteration order ever mattered; no allocation in steady state.
@usableFromInline
struct PairTable {
    var keys: RawArray<UInt64>
    var values: RawArray<Int32>
    var count = 0
    private static let empty = UInt64.max

    init() {
        keys = RawArray(capacity: 64)
        values = RawArray(capacity: 64)
        keys.resize(64, fill: Self.empty)
        values.resize(64, fill: -1)
    }

    func free() {
        keys.free()
        values.free()
    }

    /// The key of an unordered shape pair.
    @inline(__always)
    static func key(_ a: Int32, _ b: Int32) -> UInt64 {
        let lo = UInt64(UInt32(bitPattern: Swift.min(a, b)))
        let hi = UInt64(UInt32(bitPattern: Swift.max(a, b)))
        return hi << 32 | lo
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        var h = key &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        return Int(truncatingIfNeeded: h) & (keys.count - 1)
    }

    /// Whether the table holds `key`.
    @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        let k = keys.base
        let mask = keys.count - 1
        var i = slot(key)
        while true {
            let found = k[i]
            if found == key { return true }
            if found == Self.empty { return false }
            i = (i + 1) & mask
        }
    }

    func find(_ key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ key: UInt64, _ value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != Self.empty && keys[i] != key { i = (i + 1) & mask }
        if keys[i] == Self.empty { count += 1 }
        keys[i] = key
        values[i] = value
    }

    mutating func update(_ key: UInt64, _ value: Int32) {
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != key { i = (i + 1) & mask }
        values[i] = value
    }

    mutating func remove(_ key: UInt64) {
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != key {
            if keys[i] == Self.empty { return }
            i = (i + 1) & mask
        }
        // Backward-shift: pull later entries of the probe run into the hole.
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == Self.empty { break }
            let home = slot(k)
            let distanceHome = (j - home) & mask
            let distanceHole = (j - hole) & mask
            if distanceHome >= distanceHole {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = Self.empty
        values[hole] = -1
        count -= 1
    }

    /// Makes room for `n` pairs in all with one rehash, not one per doubling (the first step of
    /// a large scene makes hundreds of thousands).
    mutating func reserve(_ n: Int) {
        var size = keys.count
        while n * 2 > size { size *= 2 }
        if size > keys.count { rehash(size) }
    }

    private mutating func grow() { rehash(keys.count * 2) }

    private mutating func rehash(_ size: Int) {
        let oldKeys = keys
        let oldValues = values
        keys = RawArray(capacity: size)
        values = RawArray(capacity: size)
        keys.resize(size, fill: Self.empty)
        values.resize(size, fill: -1)
        count = 0
        for i in 0..<oldKeys.count where oldKeys[i] != Self.empty { insert(oldKeys[i], oldValues[i]) }
        oldKeys.free()
        oldValues.free()
    }
}

/// A pair of shapes the broad phase found overlapping with no contact yet (``World/updatePairs()``).
struct PairCandidate {
    var shapeA: Int32
    var shapeB: Int32
    var key: UInt64
    /// Where the pair stands in query order when the dynamic tree's pairs were found in one walk
    /// (``World/updatePairs()``): the querying shape's place in the move buffer (high 32 bits),
    /// its tree (dynamic 0, kinematic 1, static 2; 2 bits) and the place in that tree's query.
    var order: UInt64 = 0
}
