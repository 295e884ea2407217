import Dynamics

/// How problem messages show values: numbers as JSON writes them (`-1`, `0.5`, `nan`), points,
/// vectors and sizes as the JSON arrays they are written as (`[0, 480]`).
func show(_ value: Double) -> String { DecimalText.readable(value) }

/// A `CGFloat` (or `Float`) shown as its `Double` is.
func show<Value: BinaryFloatingPoint>(_ value: Value) -> String { show(Double(value)) }

func show(_ p: CGPoint) -> String { "[\(show(p.x)), \(show(p.y))]" }

func show(_ v: CGVector) -> String { "[\(show(v.dx)), \(show(v.dy))]" }

func show(_ s: CGSize) -> String { "[\(show(s.width)), \(show(s.height))]" }

func show(_ r: CGRect) -> String { "[\(show(r.origin)), \(show(r.size))]" }

func show(_ o: Offset) -> String { "{horizontal \(show(o.horizontal)), vertical \(show(o.vertical))}" }

func show(_ value: ScriptValue) -> String {
    switch value {
    case .number(let v): "the number \(show(v))"
    case .bool(let b): "\(b)"
    case .point(let p): "the point \(show(p))"
    case .vector(let v): "the vector \(show(v))"
    }
}

/// `an anchor`, `a pin`: the word with its indefinite article.
func withArticle(_ word: String) -> String {
    guard let first = word.lowercased().first else { return word }
    return ("aeiou".contains(first) ? "an " : "a ") + word
}
