import Foundation

/// Core Graphics' colour: headless, a ``UIColor`` is its own `CGColor` (the same RGBA values;
/// there are no colour spaces), so `layer.borderColor = UIColor.red.cgColor` compiles and reads
/// back.
///
/// ```swift
/// card.layer.borderColor = UIColor.blue.cgColor
/// card.layer.borderColor == UIColor.blue   // true
/// ```
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a `CGColor`: the same object.
    ///
    /// ```swift
    /// card.layer.shadowColor = UIColor.black.cgColor
    /// ```
    public var cgColor: CGColor { self }

    /// A colour with `cgColor`'s components.
    ///
    /// ```swift
    /// let tint = UIColor(cgColor: card.layer.borderColor!)
    /// ```
    public convenience init(cgColor: CGColor) {
        self.init(
            red: cgColor.redComponent, green: cgColor.greenComponent, blue: cgColor.blueComponent,
            alpha: cgColor.alphaComponent)
    }
}
