import Synchronization
import Testing
import UIKitDynamics

@Suite("UICollectionViewDataSource and UIButton(type:primaryAction:)")
struct DataSourceAndButtonTests {
    final class Rows: UICollectionViewDataSource {
        var count: Int
        var sections = 1
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    }

    @Test("A data source's count drives the flow layout: content size, visible items, springs")
    func dataSourceDrivesLayout() {
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.numberOfItems = 3  // ignored once there is a data source
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let rows = Rows(count: 50)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 50)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(layout.itemCount == 50 && layout.collectionViewContentSize.height == 2200)
        collectionView.layoutIfNeeded()
        // Items within the screen grown by the 100 pt tiling margin get springs: rows 0…13
        // (0…580 pt, a row touching the edge counts).
        #expect(layout.springCount == 14)
        // Rows 0…10 cross the 480 pt screen; the animator's query looks a little further (its
        // fat bounds), so a row or two beyond may be listed too.
        let visible = collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(Array(visible.prefix(11)) == Array(0...10) && visible.count <= 13)

        rows.count = 5
        collectionView.reloadData()
        collectionView.layoutIfNeeded()  // the layout pass drops the springs of rows that went away
        #expect(layout.collectionViewContentSize.height == 220)  // 5 rows of 44 pt
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        let cell = rows.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        #expect(cell.reuseIdentifier == "row" && cell.frame.minY == 88)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)

        collectionView.dataSource = nil
        #expect(layout.itemCount == 3, "back to the layout's own count")
    }

    @Test("A negative count from the data source is reported and read as 0")
    func negativeCount() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let rows = Rows(count: -4)
        collectionView.dataSource = rows
        let messages = Mutex<[String]>([])
        let count = DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in messages.withLock { $0.append(error.message) } }
        ) { layout.itemCount }
        #expect(count == 0)
        #expect(messages.withLock { $0.first?.contains("-4") ?? false })
    }

    @Test("UIButton(type:primaryAction:): the type is kept, a tap runs the primary action once")
    func primaryAction() {
        var runs = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Drop") { _ in runs += 1 })
        #expect(button.buttonType == .system && button.currentTitle == "Drop" && button.frame == .zero)
        button.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        button.sendActions(for: .valueChanged)
        #expect(runs == 1)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), primaryAction: nil)
        #expect(framed.frame.width == 100 && framed.buttonType == .system)
    }
}
