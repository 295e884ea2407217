extension String {
    /// The text with every occurrence of `part` taken out (Foundation's `replacingOccurrences`
    /// is not available everywhere the library runs).
    ///
    /// ```swift
    /// "wave cell Origins".removing(" Origins")   // "wave cell"
    /// ```
    func removing(_ part: String) -> String {
        guard !part.isEmpty else { return self }
        let text = Array(self)
        let pattern = Array(part)
        var out = ""
        var i = 0
        while i < text.count {
            if i + pattern.count <= text.count, Array(text[i..<(i + pattern.count)]) == pattern {
                i += pattern.count
            } else {
                out.append(text[i])
                i += 1
            }
        }
        return out
    }
}
