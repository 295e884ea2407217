/// What the reader saw: the keys each object was asked for, so keys nobody asked for can be
/// reported as unknown once reading succeeds.
final class DecodingLog {
    /// For every object opened (by rendered path): the keys requested,
    /// in the order the type asked for them.
    var requested: [String: [String]] = [:]

    func opened(_ path: String) {
        if requested[path] == nil { requested[path] = [] }
    }

    func asked(_ key: String, at path: String) {
        if !(requested[path]?.contains(key) ?? false) { requested[path, default: []].append(key) }
    }

    /// Every key present in the document that the decoded types never asked for.
    func unknownKeys(in root: JSONValue) -> [SceneProblem] {
        var problems: [SceneProblem] = []
        func visit(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members):
                let allowed = requested[path]
                for (key, member) in members {
                    let memberPath = path == "$" ? key : "\(path).\(key)"
                    if let allowed, !allowed.contains(key) {
                        problems.append(
                            SceneProblem(path: memberPath, message: Self.unknownKeyMessage(key, allowed)))
                    } else {
                        visit(member, memberPath)
                    }
                }
            case .array(let elements):
                for (i, element) in elements.enumerated() { visit(element, "\(path)[\(i)]") }
            default: break
            }
        }
        visit(root, "$")
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
