import Foundation

/// A stand-in for UIKit's label: a ``UIView`` holding text and its colour. Nothing is drawn and
/// there are no fonts, so a label has no intrinsic size: give it a frame.
///
/// ```swift
/// let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
/// label.text = "Swipe Down From Top"
/// label.textColor = .blue
/// ```
open class UILabel: UIView {
    /// The text (stored only).
    ///
    /// ```swift
    /// label.text = "Swipe Down From Top"
    /// ```
    open var text: String?

    /// Backs ``textAlignment`` (declared in an extension, as UIKit lists it with the text attributes).
    var storedTextAlignment = NSTextAlignment.natural

    /// The text colour; black by default, as in UIKit.
    ///
    /// ```swift
    /// label.textColor = .blue
    /// ```
    open var textColor: UIColor = .black

    /// The most lines the text may take (0: any; stored only).
    ///
    /// ```swift
    /// label.numberOfLines = 0
    /// ```
    open var numberOfLines = 1
}
