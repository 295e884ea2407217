/// A contact's places in its two shapes' contact lists.
///
/// Every shape keeps a doubly linked list of its contacts, so destroying a shape, changing its
/// material or filter, or jointing two bodies touches only their own contacts instead of
/// scanning every contact in the world. The links live beside the contacts (a parallel buffer,
/// swap-removed with them) rather than inside `Contact`, which the narrow phase and the solver
/// stream through. A list entry is an *edge*: `contact index << 1 | side`, side 0 for the
/// contact's shape A and 1 for shape B; -1 ends a list. The links are indexed by that side.
struct ContactLinks {
    var prev: SIMD2<Int32>
    var next: SIMD2<Int32>

    static let unlinked = ContactLinks(prev: SIMD2(repeating: -1), next: SIMD2(repeating: -1))
}

extension World {
    // MARK: Edges

    @inline(__always)
    private func prev(_ e: Int32) -> Int32 { contactLinks[Int(e >> 1)].prev[Int(e & 1)] }

    @inline(__always)
    private func next(_ e: Int32) -> Int32 { contactLinks[Int(e >> 1)].next[Int(e & 1)] }

    @inline(__always)
    private func setPrev(_ e: Int32, _ value: Int32) { contactLinks[Int(e >> 1)].prev[Int(e & 1)] = value }

    @inline(__always)
    private func setNext(_ e: Int32, _ value: Int32) { contactLinks[Int(e >> 1)].next[Int(e & 1)] = value }

    /// The shape whose list edge `e` belongs to.
    @inline(__always)
    private func shape(_ e: Int32) -> Int {
        let contact = contacts[Int(e >> 1)]
        return Int(e & 1 == 0 ? contact.shapeA : contact.shapeB)
    }

    // MARK: Keeping the lists

    /// Links the contact just appended at index `i` at the head of both its shapes' lists.
    func linkNewContact(_ i: Int) {
        contactLinks.append(.unlinked)
        for side in 0..<2 {
            let e = Int32(i << 1 | side)
            let s = shape(e)
            let head = shapeContacts[s]
            setNext(e, head)
            if head != -1 { setPrev(head, e) }
            shapeContacts[s] = e
        }
    }

    /// Takes contact `i` out of both its shapes' lists.
    func unlinkContact(_ i: Int) {
        for side in 0..<2 {
            let e = Int32(i << 1 | side)
            let p = prev(e)
            let n = next(e)
            if p != -1 { setNext(p, n) } else { shapeContacts[shape(e)] = n }
            if n != -1 { setPrev(n, p) }
        }
    }

    /// Swap-removes contact `i`'s links as its record is swap-removed; the contact that moved
    /// into slot `i` (if any) gets its neighbours, or its shapes' heads, pointed at its new edges.
    func removeLinks(_ i: Int) {
        contactLinks.swapRemove(i)
        guard i < contactLinks.count else { return }
        for side in 0..<2 {
            let e = Int32(i << 1 | side)
            let p = prev(e)
            let n = next(e)
            if p != -1 { setNext(p, e) } else { shapeContacts[shape(e)] = e }
            if n != -1 { setPrev(n, e) }
        }
    }

    // MARK: Visiting

    /// Calls `visit` with the index of every contact of shape `s`, highest index first — the
    /// order a backward scan over all contacts would meet them — so `visit` may destroy the
    /// contact it is given (the contact a destroy moves down is never one still to be visited).
    func forEachContact(ofShape s: Int, highestFirst visit: (Int) -> Void) {
        contactScratch.removeAll()
        gatherContacts(ofShape: s)
        visitGathered(visit)
    }

    /// Calls `visit` with every contact between bodies `a` and `b`, highest index first (see
    /// ``forEachContact(ofShape:highestFirst:)``).
    func forEachContact(between a: Int32, _ b: Int32, highestFirst visit: (Int) -> Void) {
        contactScratch.removeAll()
        var s = bodies[Int(a)].firstShape
        while s != -1 {
            var e = shapeContacts[Int(s)]
            while e != -1 {
                let contact = contacts[Int(e >> 1)]
                if (e & 1 == 0 ? contact.bodyB : contact.bodyA) == b { contactScratch.append(e >> 1) }
                e = next(e)
            }
            s = shapes[Int(s)].nextShape
        }
        visitGathered(visit)
    }

    private func gatherContacts(ofShape s: Int) {
        var e = shapeContacts[s]
        while e != -1 {
            contactScratch.append(e >> 1)
            e = next(e)
        }
    }

    /// Sorts the gathered indices, highest first (insertion sort: a shape has a handful of
    /// contacts), and visits them.
    private func visitGathered(_ visit: (Int) -> Void) {
        let found = contactScratch.base
        let n = contactScratch.count
        if n > 1 {
            for i in 1..<n {
                let x = found[i]
                var j = i - 1
                while j >= 0 && found[j] < x {
                    found[j + 1] = found[j]
                    j -= 1
                }
                found[j + 1] = x
            }
        }
        for i in 0..<n { visit(Int(found[i])) }
    }
}

extension World {
    /// Checks the contact lists against the contacts (for tests): every contact is in each of
    /// its two shapes' lists exactly once, links are symmetric, and no list holds anything else.
    /// Returns the first problem found, or `nil`.
    package func contactListProblem() -> String? {
        var listed = [Int](repeating: 0, count: contacts.count)
        for s in 0..<shapes.count {
            var e = shapeContacts[s]
            var p: Int32 = -1
            var length = 0
            while e != -1 {
                let i = Int(e >> 1)
                guard i < contacts.count else { return "shape \(s): edge \(e) past the contacts" }
                guard shapes[s].isAlive else { return "dead shape \(s) lists contact \(i)" }
                guard shape(e) == s else { return "shape \(s) lists contact \(i), which is not its" }
                guard prev(e) == p else {
                    return "shape \(s): contact \(i) links back to \(prev(e)), not \(p)"
                }
                listed[i] += 1
                length += 1
                guard length <= contacts.count else { return "shape \(s): the list has a cycle" }
                p = e
                e = next(e)
            }
        }
        if contactLinks.count != contacts.count {
            return "\(contactLinks.count) links for \(contacts.count) contacts"
        }
        if let i = listed.firstIndex(where: { $0 != 2 }) {
            return "contact \(i) is listed \(listed[i]) times"
        }
        return nil
    }
}
