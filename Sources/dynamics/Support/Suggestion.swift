/// "Did you mean …?" for a mistyped name: the closest candidate by edit distance, when it is close.
///
/// ```swift
/// Suggestion.closest(to: "falling-sqare", in: ["falling-square", "flick"])   // "falling-square"
/// Suggestion.closest(to: "launch", in: ["falling-square", "flick"])          // nil
/// ```
enum Suggestion {
    /// The candidate nearest to `name` (ignoring case), if at most a quarter of its letters (and
    /// at least two) differ.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(2, min(typed.count, best.name.count) / 4)
        return best.distance <= allowed ? best.name : nil
    }

    /// `" (did you mean 'x'?)"` when there is a close candidate, or an empty string.
    ///
    /// ```swift
    /// "unknown scene 'flik'" + Suggestion.clause(for: "flik", in: ["flick"])
    /// ```
    static func clause(for name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
