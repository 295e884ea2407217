/// Swift identifiers for the names a scene uses (`white-square` → `whiteSquare`,
/// `falling-square` → `FallingSquare`), unique within one generated file.
struct SwiftIdentifiers {
    /// Identifiers already given out, and the names the generated code itself uses.
    private var taken: Set<String> = [
        "referenceView", "animator", "frame", "time", "scriptedVelocity", "EllipseView", "PathView",
        "PositionToBoundsMapping", "sceneName", "run", "UIView", "CGPoint", "touchOffset", "fingerPosition",
    ]

    /// Words Swift reserves, which a name must not become.
    private static let keywords: Set<String> = [
        "as", "any", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "some", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while", "await",
    ]

    /// Marks `names` as used, so ``make(from:fallback:)`` never gives them out.
    mutating func reserve(_ names: [String]) {
        taken.formUnion(names)
    }

    /// A fresh upper-camel-case type name for `name` (or `fallback`) ending in `suffix`
    /// (`sticky` → `StickyBehavior`), made unique as ``make(from:fallback:)`` does.
    mutating func makeType(from name: String?, fallback: String, suffix: String) -> String {
        var base = Self.camelCase(name ?? "", upper: true)
        if base.isEmpty { base = Self.camelCase(fallback, upper: true) }
        if let first = base.first, !first.isLetter { base = Self.camelCase(fallback, upper: true) + base }
        base += suffix
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// A fresh lower-camel-case identifier for `name`, or for `fallback` when `name` has no letters;
    /// `2`, `3`, … are appended until it is unique.
    mutating func make(from name: String?, fallback: String) -> String {
        var base = Self.camelCase(name ?? "", upper: false)
        if base.isEmpty { base = fallback }
        if let first = base.first, first.isNumber { base = fallback + Self.camelCase(base, upper: true) }
        if Self.keywords.contains(base) { base += fallback.prefix(1).uppercased() + fallback.dropFirst() }
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The words of `name` (split at anything but letters and digits) joined in camel case.
    static func camelCase(_ name: String, upper: Bool) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var result = ""
        for (index, word) in words.enumerated() {
            let text = String(word)
            if index == 0 && !upper {
                result += text.prefix(1).lowercased() + text.dropFirst()
            } else {
                result += text.prefix(1).uppercased() + text.dropFirst()
            }
        }
        return result
    }
}
