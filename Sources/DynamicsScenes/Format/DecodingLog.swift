/// What the reader saw: the keys each object was asked for, so keys nobody asked for can be
/// reported as unknown once reading succeeds.
final class DecodingLog {
    /// For every object opened: which of `keyLists` holds the keys requested of it, in the order
    /// the type asked for them. An object is named by the address of its members' storage: the
    /// document tree does not change while it is read, and every object the parser builds has
    /// storage of its own (only empty ones share, and they have no key to report). Keyed by
    /// rendered path, with a list of its own per object, a scene with a million-point drag path
    /// built, hashed and freed a million path strings and lists: a third of the time a large
    /// file took to read.
    private var objects: [Int: Int32] = [:]
    /// The distinct lists of requested keys (list 0 is empty): the million points of a drag path
    /// share the list ["time", "point"].
    private var keyLists: [[String]] = [[]]
    /// Which list a list becomes when a key is added to it.
    private var extended: [Extension: Int32] = [:]
    /// The last object asked about and its position in `objects`: the keys of one object are
    /// asked one after another, so most asks hash nothing.
    private var last: (object: Int, index: Dictionary<Int, Int32>.Index)?

    private struct Extension: Hashable {
        let list: Int32
        let key: String
    }

    /// The name of the object with these members.
    static func identity(_ members: [(key: String, value: JSONValue)]) -> Int {
        members.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// The keys requested of `object` so far, or `nil` if it was never opened.
    func requested(_ object: Int) -> [String]? {
        objects[object].map { keyLists[Int($0)] }
    }

    func opened(_ object: Int) {
        _ = position(object)
    }

    func asked(_ key: String, in object: Int) {
        let index = position(object)
        let list = objects.values[index]
        if keyLists[Int(list)].contains(key) { return }
        let next: Int32
        if let known = extended[Extension(list: list, key: key)] {
            next = known
        } else {
            next = Int32(keyLists.count)
            keyLists.append(keyLists[Int(list)] + [key])
            extended[Extension(list: list, key: key)] = next
        }
        objects.values[index] = next
    }

    /// The object's position in `objects`, entered with the empty list if new.
    private func position(_ object: Int) -> Dictionary<Int, Int32>.Index {
        if let last, last.object == object { return last.index }
        let index: Dictionary<Int, Int32>.Index
        if let found = objects.index(forKey: object) {
            index = found
        } else {
            objects[object] = 0
            index = objects.index(forKey: object)!
        }
        last = (object, index)
        return index
    }

    /// Every key present in the document that the decoded types never asked for. Paths are
    /// rendered only for the keys reported.
    func unknownKeys(in root: JSONValue) -> [SceneProblem] {
        var problems: [SceneProblem] = []
        var trail: [JSONPath.Step] = []
        func visit(_ value: JSONValue) {
            switch value {
            case .object(let members):
                let allowed = requested(Self.identity(members))
                for (key, member) in members {
                    trail.append(.member(key))
                    if let allowed, !allowed.contains(key) {
                        problems.append(
                            SceneProblem(
                                path: JSONPath.render(trail), message: Self.unknownKeyMessage(key, allowed)))
                    } else {
                        visit(member)
                    }
                    trail.removeLast()
                }
            case .array(let elements):
                for (i, element) in elements.enumerated() {
                    trail.append(.element(i))
                    visit(element)
                    trail.removeLast()
                }
            default: break
            }
        }
        visit(root)
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
indirect enum JSONPath {
    case root
    case member(JSONPath, String)
    case element(JSONPath, Int)

    /// One step down from a value.
    enum Step {
        case member(String)
        case element(Int)
    }

    /// The rendered path.
    var rendered: String {
        var steps: [Step] = []
        var node = self
        while true {
            switch node {
            case .root: return Self.render(steps.reversed())
            case .member(let parent, let key):
                steps.append(.member(key))
                node = parent
            case .element(let parent, let index):
                steps.append(.element(index))
                node = parent
            }
        }
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
