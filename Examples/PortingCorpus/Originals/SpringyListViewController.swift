//
//  SpringyListViewController.swift
//  Chatter
//
//  A long list of conversations on the springy flow layout. The data source deals out plain
//  cells; the layout does the bouncing.
//

import UIKit

final class ConversationCell: UICollectionViewCell {
    static let reuseIdentifier = "ConversationCell"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        titleLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SpringyListViewController: UIViewController, UICollectionViewDataSource {

    private var collectionView: UICollectionView!
    private let layout = SpringyCollectionViewFlowLayout()
    private var conversations: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Conversations"
        conversations = (1...200).map { "Conversation \($0)" }

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ConversationCell.self, forCellWithReuseIdentifier: ConversationCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !collectionView.frame.size.equalTo(view.bounds.size) {
            collectionView.frame = view.bounds
            layout.invalidateLayout()
        }
    }

    // MARK: - UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        conversations.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ConversationCell.reuseIdentifier, for: indexPath) as! ConversationCell
        cell.titleLabel.text = conversations[indexPath.item]
        return cell
    }
}
