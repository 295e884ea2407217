import Foundation

/// The data source's counts and the cell registry.
extension UICollectionView {
    /// The object the counts come from (held weakly, as in UIKit). Setting it invalidates the
    /// layout.
    ///
    /// ```swift
    /// collectionView.dataSource = rows
    /// collectionView.numberOfItems(inSection: 0)   // rows.count
    /// ```
    public var dataSource: (any UICollectionViewDataSource)? {
        get { dataSourceBox.object }
        set {
            dataSourceBox.object = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The number of sections: the data source's, 1 without a data source.
    ///
    /// ```swift
    /// collectionView.numberOfSections
    /// ```
    public var numberOfSections: Int {
        guard let dataSource else { return 1 }
        return checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
    }

    /// The number of items in `section`: the data source's (0 for a section that does not
    /// exist); without a data source, a flow layout's `numberOfItems` for section 0.
    ///
    /// ```swift
    /// collectionView.numberOfItems(inSection: 0)
    /// ```
    public func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource else {
            let flow = collectionViewLayout as? UICollectionViewFlowLayout
            return section == 0 ? flow?.numberOfItems ?? 0 : 0
        }
        guard section >= 0, section < numberOfSections else { return 0 }
        return checkedCount(
            dataSource.collectionView(self, numberOfItemsInSection: section),
            "collectionView(_:numberOfItemsInSection: \(section))")
    }

    /// Re-reads the counts: invalidates the layout (UIKit also reloads the visible cells; there
    /// are none headless).
    ///
    /// ```swift
    /// rows.count = 80
    /// collectionView.reloadData()
    /// ```
    public func reloadData() {
        collectionViewLayout.invalidateLayout()
    }

    /// Registers the cell class for `identifier` (stored: headless collection views make no
    /// cells).
    ///
    /// ```swift
    /// collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    /// ```
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellIdentifiers.insert(identifier)
    }

    /// A plain ``UICollectionViewCell`` sized like the item's layout attributes, with the
    /// identifier. Headless there are no cells to reuse and a registered subclass cannot be
    /// made from its class object without the Objective-C runtime, so the cell is always the
    /// base class; nothing calls it unless a test asks the data source for a cell.
    ///
    /// ```swift
    /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    /// ```
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell = UICollectionViewCell(frame: frame)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The visible cell at `indexPath`: always `nil` (no cells are on screen headless).
    ///
    /// ```swift
    /// collectionView.cellForItem(at: indexPath)   // nil
    /// ```
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// A negative count is reported and read as 0.
    private func checkedCount(_ count: Int, _ method: String) -> Int {
        guard count >= 0 else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .outOfRange, "UICollectionViewDataSource.\(method): \(count) must be >= 0; read as 0"))
            return 0
        }
        return count
    }
}

/// A weak reference to a data source.
final class WeakDataSource {
    weak var object: (any UICollectionViewDataSource)?
}
