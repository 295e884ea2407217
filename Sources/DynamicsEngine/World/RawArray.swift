/// A growable buffer of plain-old-data values addressed through a raw pointer.
///
/// Why not `Array`: the world is a class, and a loop that indexes an `Array` stored on a class
/// pays a dynamic exclusivity check and a retain per access (measured 33× slower than C). A
/// kernel copies `base` into a local once and then runs at C speed. Elements must be trivial
/// (no references): nothing is retained or released. Storage is aligned to a cache line, so
/// records whose size divides 64 (the solver's 32-byte body states) never straddle two lines.
@usableFromInline
struct RawArray<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    init(capacity: Int = 16) {
        precondition(_isPOD(Element.self), "RawArray holds plain data only")
        self.capacity = Swift.max(capacity, 4)
        self.base = Self.allocate(self.capacity)
        self.count = 0
    }

    @inlinable
    subscript(i: Int) -> Element {
        @inline(__always) get { base[i] }
        @inline(__always) nonmutating set { base[i] = newValue }
    }

    mutating func reserve(_ n: Int) {
        guard n > capacity else { return }
        var newCapacity = capacity
        while newCapacity < n { newCapacity *= 2 }
        let fresh = Self.allocate(newCapacity)
        fresh.moveInitialize(from: base, count: count)
        free()
        base = fresh
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ e: Element) {
        if count == capacity { reserve(count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Makes `count` equal `n`, filling new slots with `value`.
    mutating func resize(_ n: Int, fill value: Element) {
        reserve(n)
        if n > count { (base + count).initialize(repeating: value, count: n - count) }
        count = n
    }

    /// Removes element `i` by moving the last element into its slot.
    mutating func swapRemove(_ i: Int) {
        count -= 1
        if i != count { base[i] = base[count] }
    }

    mutating func removeAll() { count = 0 }

    func free() { UnsafeMutableRawPointer(base).deallocate() }

    private static func allocate(_ n: Int) -> UnsafeMutablePointer<Element> {
        let alignment = Swift.max(MemoryLayout<Element>.alignment, 64)
        return UnsafeMutableRawPointer.allocate(
            byteCount: n * MemoryLayout<Element>.stride, alignment: alignment
        )
        .bindMemory(to: Element.self, capacity: n)
    }

}
