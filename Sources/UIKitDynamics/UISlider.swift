import Foundation

/// A stand-in for UIKit's slider: a ``UIControl`` with a value clamped to a range. A script
/// moves it with ``setValue(_:animated:)`` and reports the move with
/// `sendActions(for: .valueChanged)`.
///
/// ```swift
/// let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
/// slider.maximumValue = 25
/// slider.addAction(UIAction { _ in field.strength = CGFloat(slider.value) }, for: .valueChanged)
/// slider.setValue(12, animated: false)
/// slider.sendActions(for: .valueChanged)   // field.strength == 12
/// ```
open class UISlider: UIControl {
    /// The value, always within ``minimumValue``…``maximumValue`` (0…1 by default; out-of-range
    /// values are clamped, as in UIKit).
    ///
    /// ```swift
    /// slider.value = 0.5
    /// ```
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    /// The lower end of the range; raising it above the value moves the value up.
    ///
    /// ```swift
    /// slider.minimumValue = -1
    /// ```
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The upper end of the range; lowering it below the value moves the value down.
    ///
    /// ```swift
    /// slider.maximumValue = 25
    /// ```
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether a drag reports every change or only the last (stored only).
    ///
    /// ```swift
    /// slider.isContinuous = false
    /// ```
    open var isContinuous = true

    private var storedValue: Float = 0

    /// Sets the value (clamped to the range); nothing animates.
    ///
    /// ```swift
    /// slider.setValue(0.75, animated: true)
    /// ```
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// NaN is kept out: it leaves the value where it was.
    private func clamped(_ value: Float) -> Float {
        guard !value.isNaN else { return storedValue }
        return Swift.min(Swift.max(value, minimumValue), maximumValue)
    }
}
