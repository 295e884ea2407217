import Foundation

/// Where a collection view's counts come from: UIKit's `UICollectionViewDataSource`.
///
/// Set a collection view's ``UICollectionView/dataSource`` and its layout takes the item count
/// from it: ``UICollectionView/numberOfSections`` and ``UICollectionView/numberOfItems(inSection:)``
/// ask the data source, and ``UICollectionViewFlowLayout`` lays out section 0's items. Headless
/// there are no cells on screen, so nothing calls ``collectionView(_:cellForItemAt:)``; it is
/// required, as in UIKit, so ported data sources compile unchanged.
///
/// ```swift
/// final class Rows: UICollectionViewDataSource {
///     var count = 50
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         count
///     }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///         -> UICollectionViewCell
///     {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
///     }
/// }
/// ```
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    /// ```
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath` (never called headless: nothing is on screen).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    ///     collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    /// }
    /// ```
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell

    /// How many sections there are (optional: 1 by default).
    ///
    /// ```swift
    /// func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// ```
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default.
    ///
    /// ```swift
    /// dataSource.numberOfSections(in: collectionView)   // 1 unless implemented
    /// ```
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A stand-in for UIKit's collection view cell: a ``UIView`` with a content view. Headless
/// collection views show no cells; the class exists so data sources and cell subclasses compile.
///
/// ```swift
/// final class RowCell: UICollectionViewCell {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(label)
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
open class UICollectionViewCell: UIView {
    /// The view a cell's content goes in.
    ///
    /// ```swift
    /// cell.contentView.addSubview(label)
    /// ```
    public let contentView = UIView()

    /// The reuse identifier the cell was dequeued with.
    ///
    /// ```swift
    /// cell.reuseIdentifier   // "row"
    /// ```
    public internal(set) var reuseIdentifier: String?

    /// Creates a cell with `frame`.
    ///
    /// ```swift
    /// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates an empty cell (there are no archives on Linux).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
