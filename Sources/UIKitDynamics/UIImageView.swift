import Foundation

/// A stand-in for UIKit's image view: a ``UIView`` holding a ``UIImage``, never drawn.
///
/// `UIImageView(image:)` takes the image's size, as UIKit does; setting ``image`` later keeps
/// the frame (call ``UIView/sizeToFit()`` to take the new image's size).
///
/// ```swift
/// let ball = UIImageView(image: UIImage(size: CGSize(width: 44, height: 44)))
/// ball.center = CGPoint(x: 160, y: 100)
/// ball.frame   // (138, 78, 44, 44)
/// ```
open class UIImageView: UIView {
    /// The image (stored only: nothing is drawn). Setting it does not resize the view.
    ///
    /// ```swift
    /// imageView.image = UIImage(named: "ball")
    /// ```
    open var image: UIImage?

    /// The image shown while highlighted (stored only).
    ///
    /// ```swift
    /// imageView.highlightedImage = UIImage(named: "ball-lit")
    /// ```
    open var highlightedImage: UIImage?

    /// Whether the view shows ``highlightedImage`` (stored only).
    ///
    /// ```swift
    /// imageView.isHighlighted = true
    /// ```
    open var isHighlighted = false

    /// Creates an image view at (0, 0) with the image's size (zero without an image).
    ///
    /// ```swift
    /// let imageView = UIImageView(image: UIImage(named: "ball"))
    /// ```
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view at (0, 0) with the image's size; the highlighted image is stored.
    ///
    /// ```swift
    /// let imageView = UIImageView(image: UIImage(named: "ball"), highlightedImage: nil)
    /// ```
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view with `frame`.
    ///
    /// ```swift
    /// let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view (there are no archives to decode on Linux).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size (UIKit's rule), or zero without an image.
    ///
    /// ```swift
    /// imageView.sizeThatFits(.zero)   // the image's size
    /// ```
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// The image's size; `(-1, -1)` (UIKit's `noIntrinsicMetric`) without an image.
    ///
    /// ```swift
    /// imageView.intrinsicContentSize   // (44, 44)
    /// ```
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
