import Dynamics

/// How an item looks when drawn: its name, CSS colour, size and outline — what an app's view would
/// show. Renderers draw an item from its appearance and a pose, so they work for any animator.
///
/// ```swift
/// let look = ItemAppearance(name: "card", color: "#ff9500", size: CGSize(width: 100, height: 60))
/// ```
public struct ItemAppearance: Sendable, Equatable {
    /// The outline, centred on the item's centre.
    ///
    /// ```swift
    /// let look = ItemAppearance(name: "ball", color: "tomato", size: CGSize(width: 40, height: 40), shape: .ellipse)
    /// ```
    public enum Shape: Sendable, Equatable {
        /// The bounds rectangle.
        case rectangle
        /// The ellipse inscribed in the bounds.
        case ellipse
        /// A path with (0, 0) at the item's centre (the item's `collisionBoundingPath`).
        case path([BezierPath.Element])
    }

    /// The item's name (SVG `data-name`, CSV `item`).
    public var name: String
    /// A CSS colour (`#ff9500`, `orange`).
    public var color: String
    /// The bounds size (points).
    public var size: CGSize
    /// The outline.
    public var shape: Shape

    /// Creates an appearance.
    ///
    /// ```swift
    /// let card = ItemAppearance(name: "card", color: "#ff9500", size: CGSize(width: 100, height: 60))
    /// ```
    public init(name: String, color: String, size: CGSize, shape: Shape = .rectangle) {
        self.name = name
        self.color = color
        self.size = size
        self.shape = shape
    }

    /// The appearance of `item`: its bounds size and collision outline, with a name and colour.
    ///
    /// ```swift
    /// let look = ItemAppearance(item: ball, name: "ball", color: "tomato")
    /// ```
    public init(item: any DynamicItem, name: String, color: String) {
        let shape: Shape =
            switch item.collisionBoundsType {
            case .rectangle: .rectangle
            case .ellipse: .ellipse
            case .path: .path(item.collisionBoundingPath.elements)
            }
        self.init(name: name, color: color, size: item.bounds.size, shape: shape)
    }

    /// Colours for items that have none, used in turn.
    public static let palette = [
        "#4dabf7", "#ff922b", "#69db7c", "#f783ac", "#9775fa", "#ffd43b", "#3bc9db", "#ff6b6b",
    ]
}

/// An item to draw: anything an animator moves, with its appearance.
///
/// ```swift
/// let styled = StyledItem(card, name: "card", color: "#ff9500")
/// let svg = SVGRenderer().render(animator: animator, items: [styled])
/// ```
public struct StyledItem {
    /// The item.
    public let item: any DynamicItem
    /// How it is drawn.
    public var appearance: ItemAppearance

    /// Pairs an item with an appearance.
    ///
    /// ```swift
    /// let styled = StyledItem(card, appearance: ItemAppearance(item: card, name: "card", color: "orange"))
    /// ```
    public init(_ item: any DynamicItem, appearance: ItemAppearance) {
        self.item = item
        self.appearance = appearance
    }

    /// Pairs an item with a name and colour; size and outline come from the item.
    ///
    /// ```swift
    /// let styled = StyledItem(ball, name: "ball", color: "tomato")
    /// ```
    public init(_ item: any DynamicItem, name: String, color: String) {
        self.init(item, appearance: ItemAppearance(item: item, name: name, color: color))
    }

    /// Styles items in order: `item 1`, `item 2`, … in the palette's colours.
    ///
    /// ```swift
    /// let styled = StyledItem.palette([a, b, c])
    /// ```
    public static func palette(_ items: [any DynamicItem]) -> [StyledItem] {
        items.enumerated().map { i, item in
            StyledItem(
                item, name: "item \(i + 1)", color: ItemAppearance.palette[i % ItemAppearance.palette.count])
        }
    }
}

/// An item at one moment: its appearance and pose.
///
/// ```swift
/// let drawn = RenderItem(appearance: look, center: CGPoint(x: 160, y: 100), angle: 0.3)
/// ```
public struct RenderItem: Sendable, Equatable {
    /// How it is drawn.
    public var appearance: ItemAppearance
    /// Centre (reference coordinates).
    public var center: CGPoint
    /// Rotation (radians, clockwise on screen).
    public var angle: CGFloat

    /// Creates an item at a pose.
    ///
    /// ```swift
    /// let drawn = RenderItem(appearance: look, center: CGPoint(x: 160, y: 100), angle: 0)
    /// ```
    public init(appearance: ItemAppearance, center: CGPoint, angle: CGFloat) {
        self.appearance = appearance
        self.center = center
        self.angle = angle
    }
}
