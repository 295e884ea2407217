/// What the reader saw: the keys each object was asked for, so keys nobody asked for can be
/// reported as unknown once reading succeeds.
final class DecodingLog {
    /// For every object of the document, by ordinal (``JSONDocument/Node``): which of `keyLists`
    /// holds the keys requested of it, in the order the type asked for them; -1 for an object
    /// never opened. A flat array: keyed by the objects' storage in a dictionary, the million
    /// objects of a drag path spent a quarter of a large file's reading in hashing.
    @exclusivity(unchecked) private var objects: [Int32] = []
    /// The distinct lists of requested keys (list 0 is empty): the million points of a drag path
    /// share the list ["time", "point"].
    @exclusivity(unchecked) private var keyLists: [[String]] = [[]]
    /// For each list, the lists it becomes when a key it lacks is asked: (key, list), looked up
    /// one by one (a type asks a handful of keys, always the same ones, so this stays short and
    /// hashes nothing).
    @exclusivity(unchecked) private var extensions: [[(key: String, list: Int32)]] = [[]]

    /// The keys requested of object `ordinal` so far, or `nil` if it was never opened.
    func requested(_ ordinal: Int) -> [String]? {
        guard ordinal < objects.count, objects[ordinal] >= 0 else { return nil }
        return keyLists[Int(objects[ordinal])]
    }

    /// Object `ordinal` of a document of `count` objects is read.
    func opened(_ ordinal: Int, of count: Int) {
        if objects.count < count {
            objects.append(contentsOf: repeatElement(-1, count: count - objects.count))
        }
        if objects[ordinal] < 0 { objects[ordinal] = 0 }
    }

    func asked(_ key: String, in ordinal: Int) {
        let list = Int(objects[ordinal])
        for step in extensions[list] where step.key == key {
            objects[ordinal] = step.list
            return
        }
        if keyLists[list].contains(key) { return }
        let next = Int32(keyLists.count)
        keyLists.append(keyLists[list] + [key])
        extensions.append([])
        extensions[list].append((key, next))
        objects[ordinal] = next
    }

    /// Every key present in `document` that the decoded types never asked for. Paths are
    /// rendered only for the keys reported.
    func unknownKeys(in document: JSONDocument) -> [SceneProblem] {
        var problems: [SceneProblem] = []
        var trail: [JSONPath.Step] = []
        let nodes = document.nodes
        /// Visits node `i`; returns the node after it.
        func visit(_ i: Int) -> Int {
            let node = nodes[i]
            switch node.kind {
            case .object:
                let allowed = requested(Int(node.c))
                var k = i + 1
                while k < Int(node.b) {
                    if let allowed, !allowed.contains(where: { document.string(k, is: $0) }) {
                        let key = document.string(k)
                        trail.append(.member(key))
                        problems.append(
                            SceneProblem(
                                path: JSONPath.render(trail), message: Self.unknownKeyMessage(key, allowed)))
                        trail.removeLast()
                        k = document.next(k + 1)
                    } else if nodes[k + 1].kind == .object || nodes[k + 1].kind == .array {
                        trail.append(.member(document.string(k)))
                        k = visit(k + 1)
                        trail.removeLast()
                    } else {
                        k += 2
                    }
                }
                return Int(node.b)
            case .array:
                var e = i + 1
                var index = 0
                while e < Int(node.b) {
                    if nodes[e].kind == .object || nodes[e].kind == .array {
                        trail.append(.element(index))
                        e = visit(e)
                        trail.removeLast()
                    } else {
                        e += 1
                    }
                    index += 1
                }
                return Int(node.b)
            default: return i + 1
            }
        }
        _ = visit(0)
        return problems
    }

    static func unknownKeyMessage(_ key: String, _ allowed: [String]) -> String {
        if let near = allowed.min(by: { editDistance(key, $0) < editDistance(key, $1) }),
            editDistance(key, near) <= max(1, near.count / 4)
        {
            return "unknown key \"\(key)\"; did you mean \"\(near)\"?"
        }
        return "unknown key \"\(key)\"; expected \(choices(allowed))"
    }

    /// Levenshtein distance, case-insensitive.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased())
        let y = Array(b.lowercased())
        var row = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return x.isEmpty ? y.count : row[y.count]
    }
}

/// Where a value sits in the document, rendered only when a problem names it: keys joined by `.`,
/// indices in brackets, `$` for the root (`behaviors[2].items`).
enum JSONPath {
    /// One step down from a value.
    enum Step {
        case member(String)
        case element(Int)
    }

    /// The path of these steps from the root.
    static func render(_ steps: some Collection<Step>) -> String {
        guard !steps.isEmpty else { return "$" }
        var text = ""
        for step in steps {
            switch step {
            case .member(let key): text += text.isEmpty ? key : "." + key
            case .element(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
