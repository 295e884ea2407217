import Foundation

/// A stand-in for Core Animation's layer behind every ``UIView``: the values UIKit code sets on
/// `view.layer`, stored and never drawn (there is no compositor off Apple platforms).
///
/// A view's own layer shares the view's state, as in UIKit: its `position` is the view's
/// `center`, its `bounds` the view's `bounds`, its ``affineTransform()`` the view's
/// `transform`, and `isHidden`, `opacity` and `masksToBounds` are the view's `isHidden`,
/// `alpha` and `clipsToBounds`. Its ``anchorPoint`` is the point of the bounds that sits at the
/// view's `center`, so changing it moves the view's `frame` (UIKit's rule). A layer made with
/// `CALayer()` keeps its own values.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
/// card.layer.cornerRadius = 15
/// card.layer.masksToBounds = true
/// card.layer.anchorPoint = CGPoint(x: 0.5, y: 0)   // hangs from its top edge
/// card.frame.origin   // (0, 100): the top edge is now at the centre
/// ```
open class CALayer: NSObject {
    /// The view this layer belongs to (UIKit: the layer's delegate).
    private(set) weak var owningView: UIView?
    private var storedPosition = CGPoint.zero
    private var storedBounds = CGRect.zero
    private var storedTransform = CGAffineTransform.identity
    private var storedHidden = false
    private var storedOpacity: Float = 1
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// The radius of the rounded corners, in points (stored only).
    ///
    /// ```swift
    /// ellipse.layer.cornerRadius = 50
    /// ```
    open var cornerRadius: CGFloat = 0

    /// The border width, in points (stored only).
    ///
    /// ```swift
    /// card.layer.borderWidth = 1
    /// ```
    open var borderWidth: CGFloat = 0

    /// Whether sublayers are clipped to the rounded bounds (a view's layer: the view's
    /// `clipsToBounds`).
    ///
    /// ```swift
    /// card.layer.masksToBounds = true
    /// ```
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let owningView { owningView.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }

    /// The layer's position in its superlayer: the point where ``anchorPoint`` sits (a view's
    /// layer: the view's `center`).
    ///
    /// ```swift
    /// layer.position = CGPoint(x: 160, y: 240)
    /// ```
    open var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let owningView { owningView.center = newValue } else { storedPosition = newValue }
        }
    }

    /// The layer's own coordinate space (a view's layer: the view's `bounds`).
    ///
    /// ```swift
    /// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    /// ```
    open var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let owningView { owningView.bounds = newValue } else { storedBounds = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates ((0, 0) top-left, (1, 1) bottom-right), that
    /// sits at ``position`` and that the transform turns about; (0.5, 0.5) by default.
    ///
    /// ```swift
    /// pendulum.layer.anchorPoint = CGPoint(x: 0.5, y: 0)   // swing about the top edge
    /// ```
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's depth order among its siblings (stored only).
    ///
    /// ```swift
    /// badge.layer.zPosition = 10
    /// ```
    open var zPosition: CGFloat = 0

    /// The rectangle the layer covers in its superlayer: the bounding box of its transformed
    /// bounds placed with ``anchorPoint`` at ``position``.
    ///
    /// ```swift
    /// layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    /// ```
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(
                x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
                height: size.height)
            let transform = affineTransform()
            let box = transform.isIdentity ? local : local.applying(transform)
            return box.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let r = newValue.standardized
            if affineTransform().isIdentity {
                bounds.size = r.size
                position = CGPoint(
                    x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            } else {
                position = CGPoint(x: r.midX, y: r.midY)
            }
        }
    }

    /// Whether the layer is hidden (a view's layer: the view's `isHidden`).
    ///
    /// ```swift
    /// layer.isHidden = true
    /// ```
    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { storedHidden = newValue }
        }
    }

    /// The opacity, 0…1 (a view's layer: the view's `alpha`).
    ///
    /// ```swift
    /// layer.opacity = 0.5
    /// ```
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }

    /// What the layer shows, typically an image (stored only: nothing is drawn).
    ///
    /// ```swift
    /// layer.contents = UIImage(named: "ball")
    /// ```
    open var contents: Any?

    /// A name to find the layer by (stored only).
    ///
    /// ```swift
    /// layer.name = "shadow"
    /// ```
    open var name: String?

    /// The shadow's opacity, 0…1 (stored only; 0 by default).
    ///
    /// ```swift
    /// card.layer.shadowOpacity = 0.3
    /// ```
    open var shadowOpacity: Float = 0

    /// The shadow's blur radius in points (stored only; 3 by default, as Core Animation).
    ///
    /// ```swift
    /// card.layer.shadowRadius = 8
    /// ```
    open var shadowRadius: CGFloat = 3

    /// The shadow's offset (stored only; (0, -3) by default, as Core Animation).
    ///
    /// ```swift
    /// card.layer.shadowOffset = CGSize(width: 0, height: 4)
    /// ```
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// The background colour (a view's layer: the view's `backgroundColor`); `nil` is clear.
    ///
    /// ```swift
    /// layer.backgroundColor = UIColor.orange.cgColor
    /// ```
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor } ?? storedBackgroundColor }
        set {
            if let owningView {
                owningView.backgroundColor = newValue
            } else {
                storedBackgroundColor = newValue
            }
        }
    }

    /// The border colour (stored only; opaque black by default, as Core Animation).
    ///
    /// ```swift
    /// card.layer.borderColor = UIColor.gray.cgColor
    /// ```
    open var borderColor: CGColor? = UIColor(white: 0, alpha: 1)

    /// The shadow colour (stored only; opaque black by default, as Core Animation).
    ///
    /// ```swift
    /// card.layer.shadowColor = UIColor.black.cgColor
    /// ```
    open var shadowColor: CGColor? = UIColor(white: 0, alpha: 1)

    /// The layer's transform as an affine transform (a view's layer: the view's `transform`).
    ///
    /// ```swift
    /// layer.affineTransform().isIdentity   // true for a new layer
    /// ```
    open func affineTransform() -> CGAffineTransform {
        owningView?.transform ?? storedTransform
    }

    /// Sets the layer's transform, applied about ``anchorPoint`` (a view's layer: the view's
    /// `transform`).
    ///
    /// ```swift
    /// layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let owningView { owningView.transform = transform } else { storedTransform = transform }
    }

    /// Storage for CALayer+Sublayers.swift.
    var storedSublayers: [CALayer] = []
    /// Storage for CALayer+Sublayers.swift.
    weak var storedSuperlayer: CALayer?

    /// Creates a layer with square corners, no border, and an anchor point at its centre.
    ///
    /// ```swift
    /// let layer = CALayer()
    /// ```
    public override init() {
        super.init()
    }

    /// A view's own layer, sharing the view's state.
    init(owningView: UIView) {
        self.owningView = owningView
        super.init()
    }
}
