import Foundation

// UIKit adds the item/row and section accessors to Foundation's `IndexPath`; Foundation on Linux
// does not have them.

extension IndexPath {
    /// The index path `[section, item]` of an item in a collection view.
    ///
    /// ```swift
    /// let third = IndexPath(item: 2, section: 0)
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path `[section, row]` of a row in a table.
    ///
    /// ```swift
    /// let first = IndexPath(row: 0, section: 0)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index (0 for an empty path).
    ///
    /// ```swift
    /// IndexPath(item: 2, section: 1).section   // 1
    /// ```
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set {
            if count > 0 { self[0] = newValue } else { self = IndexPath(index: newValue) }
        }
    }

    /// The second index (0 when there is none).
    ///
    /// ```swift
    /// IndexPath(item: 2, section: 1).item   // 2
    /// ```
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(item: newValue, section: section) }
    }

    /// The second index, by its table name.
    ///
    /// ```swift
    /// IndexPath(row: 4, section: 0).row   // 4
    /// ```
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
