extension RawArray {
    /// The live elements, copied into an array a snapshot can keep.
    func copied() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes the contents equal `elements`, reusing this buffer (growing it if needed).
    mutating func load(_ elements: [Element]) {
        reserve(elements.count)
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.update(from: start, count: source.count) }
        }
        count = elements.count
    }
}
