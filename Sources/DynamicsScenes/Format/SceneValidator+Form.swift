/// The validator is a pass over a description's form (``JSONObjectForm``): it checks each key
/// that names a ``FieldDomain`` and passes the others by. What a domain cannot say (a name, a
/// reference to an item, what one key needs of another) the validator's own code for the type
/// checks first, so a value that breaks both rules has one problem, the more specific one.
extension SceneValidator: JSONFormPass {
    /// Checks the value of every key of `description`'s form that names a domain; `path` is
    /// the description's own (`""` for the scene), followed by `[index]` when given (built only
    /// for a problem: a scene may hold 100,000 items), and `start` the count of problems before
    /// the validator's own checks of it: a key with a problem since then is not checked again.
    ///
    /// ```swift
    /// let start = problems.count
    /// checkAttachment(d, path)                  // itemB, anchor, axis: what the kind needs
    /// checkDomains(of: d, path, since: start)   // itemA, itemB, anchor, length, damping, …
    /// ```
    mutating func checkDomains<Description: JSONObjectForm>(
        of description: Description, _ path: String, index: Int? = nil, since start: Int
    ) {
        let outer = form
        form = (path, index, start)
        var copy = description
        // Checking throws nothing; `form` is declared throwing for the reading pass.
        do { try copy.form(&self) } catch {}
        form = outer
    }

    private mutating func checkKey<V: DomainChecked>(_ key: String, _ value: V, _ domain: FieldDomain) {
        let (base, index, start) = form
        func path() -> String {
            let described = index.map { "\(base)[\($0)]" } ?? base
            return described.isEmpty ? key : described + "." + key
        }
        if problems.count > start {
            let checked = path()
            if problems[start...].contains(where: { $0.path == checked }) { return }
        }
        value.check(domain, path, &self)
    }

    mutating func required<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V) {}
    mutating func optional<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V?) {}
    mutating func defaulted<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V) {}

    mutating func required<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain
    ) { checkKey(key, value, domain) }

    mutating func optional<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V?, _ domain: FieldDomain
    ) { if let value { checkKey(key, value, domain) } }

    mutating func defaulted<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain
    ) { checkKey(key, value, domain) }
}
