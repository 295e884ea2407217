import Foundation

/// An RGBA colour in (extended) sRGB, with UIKit's initialisers and named colours. It is only
/// stored (nothing is drawn); ``hexString`` is there for SVG output.
///
/// Components are kept as given (UIKit's extended range allows values outside 0…1); the hex
/// strings clamp them.
///
/// ```swift
/// let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
/// square.backgroundColor = teal.withAlphaComponent(0.8)
/// UIColor.orange.hexString   // "#FF8000"
/// ```
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    ///
    /// ```swift
    /// UIColor.red.redComponent   // 1.0
    /// ```
    public let redComponent: CGFloat
    /// The green component.
    ///
    /// ```swift
    /// UIColor.green.greenComponent   // 1.0
    /// ```
    public let greenComponent: CGFloat
    /// The blue component.
    ///
    /// ```swift
    /// UIColor.blue.blueComponent   // 1.0
    /// ```
    public let blueComponent: CGFloat
    /// The opacity, 0 (transparent) … 1 (opaque).
    ///
    /// ```swift
    /// UIColor.clear.alphaComponent   // 0.0
    /// ```
    public let alphaComponent: CGFloat

    /// Creates a colour from sRGB components.
    ///
    /// ```swift
    /// let coral = UIColor(red: 1, green: 0.5, blue: 0.31, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
    }

    /// Creates a grey: `white` for each of red, green and blue.
    ///
    /// ```swift
    /// let shadow = UIColor(white: 0, alpha: 0.3)
    /// ```
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness, each 0…1 (hue 0 and 1 are red).
    ///
    /// ```swift
    /// let yellow = UIColor(hue: 1.0 / 6, saturation: 1, brightness: 1, alpha: 1)
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6  // 0 ..< 6
        let s = Swift.min(Swift.max(saturation, 0), 1)
        let v = brightness
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another opacity.
    ///
    /// ```swift
    /// let faded = UIColor.blue.withAlphaComponent(0.25)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Reads the RGBA components (UIKit's out-parameter style). Always succeeds.
    ///
    /// ```swift
    /// var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    /// UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a)   // r 1, g 0.5, b 0, a 1
    /// ```
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = redComponent
        green = greenComponent
        blue = blueComponent
        alpha = alphaComponent
        return true
    }

    /// Reads the grey level (the mean of red, green and blue; exact for greys) and opacity.
    ///
    /// ```swift
    /// var w: CGFloat = 0, a: CGFloat = 0
    /// UIColor.gray.getWhite(&w, alpha: &a)   // w 0.5
    /// ```
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        white = (redComponent + greenComponent + blueComponent) / 3
        alpha = alphaComponent
        return true
    }

    /// Reads hue, saturation and brightness (each 0…1) and opacity.
    ///
    /// ```swift
    /// var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
    /// UIColor.cyan.getHue(&h, saturation: &s, brightness: &v, alpha: &a)   // h 0.5
    /// ```
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let r = redComponent
        let g = greenComponent
        let b = blueComponent
        let high = Swift.max(r, g, b)
        let low = Swift.min(r, g, b)
        let delta = high - low
        brightness = high
        saturation = high == 0 ? 0 : delta / high
        if delta == 0 {
            hue = 0
        } else {
            var h: CGFloat
            if high == r {
                h = (g - b) / delta
            } else if high == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
            hue = h
        }
        alpha = alphaComponent
        return true
    }

    /// `#RRGGBB` (upper-case hex, components clamped to 0…1), for SVG `fill`/`stroke`; the
    /// opacity goes separately (``alphaComponent``, SVG `fill-opacity`).
    ///
    /// ```swift
    /// UIColor.red.hexString   // "#FF0000"
    /// ```
    public var hexString: String {
        "#" + [redComponent, greenComponent, blueComponent].map(Self.hexByte).joined()
    }

    /// `#RRGGBBAA`: ``hexString`` followed by the opacity.
    ///
    /// ```swift
    /// UIColor.red.withAlphaComponent(0.5).hexStringWithAlpha   // "#FF000080"
    /// ```
    public var hexStringWithAlpha: String { hexString + Self.hexByte(alphaComponent) }

    private static func hexByte(_ component: CGFloat) -> String {
        let clamped = component.isNaN ? 0 : Swift.min(Swift.max(component, 0), 1)
        let byte = Int((clamped * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// Whether all four components are equal.
    ///
    /// ```swift
    /// UIColor(white: 1, alpha: 1) == .white   // true
    /// ```
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
            && lhs.blueComponent == rhs.blueComponent && lhs.alphaComponent == rhs.alphaComponent
    }

    /// Hashes the four components.
    ///
    /// ```swift
    /// let palette: Set<UIColor> = [.red, .green, .blue]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
    }

    /// UIKit's style.
    ///
    /// ```swift
    /// print(UIColor.orange)   // UIExtendedSRGBColorSpace 1 0.5 0 1
    /// ```
    public var description: String {
        let numbers = [redComponent, greenComponent, blueComponent, alphaComponent].map {
            (x: CGFloat) -> String in
            x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
        }
        return "UIExtendedSRGBColorSpace " + numbers.joined(separator: " ")
    }

    // MARK: Named colours (UIKit's values)

    /// Black: white 0.
    ///
    /// ```swift
    /// view.backgroundColor = .black
    /// ```
    public static let black = UIColor(white: 0, alpha: 1)
    /// White: white 1.
    ///
    /// ```swift
    /// view.backgroundColor = .white
    /// ```
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey: white 0.5.
    ///
    /// ```swift
    /// view.backgroundColor = .gray
    /// ```
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey: white 2⁄3.
    ///
    /// ```swift
    /// view.backgroundColor = .lightGray
    /// ```
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Dark grey: white 1⁄3.
    ///
    /// ```swift
    /// view.backgroundColor = .darkGray
    /// ```
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Transparent: white 0, alpha 0.
    ///
    /// ```swift
    /// view.backgroundColor = .clear
    /// ```
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Text on dark backgrounds: white 1, alpha 0.6 (UIKit's `lightText`).
    ///
    /// ```swift
    /// view.backgroundColor = UIColor.lightText
    /// ```
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black (UIKit's `darkText`).
    ///
    /// ```swift
    /// label.textColor = .darkText
    /// ```
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// Red: (1, 0, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .red
    /// ```
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: (0, 1, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .green
    /// ```
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: (0, 0, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .blue
    /// ```
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: (0, 1, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .cyan
    /// ```
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: (1, 1, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .yellow
    /// ```
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: (1, 0, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .magenta
    /// ```
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: (1, 0.5, 0).
    ///
    /// ```swift
    /// view.backgroundColor = .orange
    /// ```
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: (0.5, 0, 0.5).
    ///
    /// ```swift
    /// view.backgroundColor = .purple
    /// ```
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: (0.6, 0.4, 0.2).
    ///
    /// ```swift
    /// view.backgroundColor = .brown
    /// ```
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: System colours (iOS light-mode sRGB values)

    /// iOS's system blue, (0, 122, 255) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBlue
    /// ```
    public static let systemBlue = UIColor(bytes: 0, 122, 255)
    /// iOS's system red, (255, 59, 48) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemRed
    /// ```
    public static let systemRed = UIColor(bytes: 255, 59, 48)
    /// iOS's system green, (52, 199, 89) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGreen
    /// ```
    public static let systemGreen = UIColor(bytes: 52, 199, 89)
    /// iOS's system orange, (255, 149, 0) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemOrange
    /// ```
    public static let systemOrange = UIColor(bytes: 255, 149, 0)
    /// iOS's system yellow, (255, 204, 0) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemYellow
    /// ```
    public static let systemYellow = UIColor(bytes: 255, 204, 0)
    /// iOS's system pink, (255, 45, 85) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPink
    /// ```
    public static let systemPink = UIColor(bytes: 255, 45, 85)
    /// iOS's system purple, (175, 82, 222) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemPurple
    /// ```
    public static let systemPurple = UIColor(bytes: 175, 82, 222)
    /// iOS's system teal, (48, 176, 199) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemTeal
    /// ```
    public static let systemTeal = UIColor(bytes: 48, 176, 199)
    /// iOS's system indigo, (88, 86, 214) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemIndigo
    /// ```
    public static let systemIndigo = UIColor(bytes: 88, 86, 214)
    /// iOS's system grey, (142, 142, 147) / 255.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGray
    /// ```
    public static let systemGray = UIColor(bytes: 142, 142, 147)
    /// iOS's light-mode background: white.
    ///
    /// ```swift
    /// view.backgroundColor = .systemBackground
    /// ```
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// iOS's light-mode second-level background (cells on a `systemBackground` screen): #F2F2F7.
    ///
    /// ```swift
    /// cell.contentView.backgroundColor = .secondarySystemBackground
    /// ```
    public static let secondarySystemBackground = UIColor(bytes: 242, 242, 247)
    /// iOS's light-mode grouped-table background: #F2F2F7.
    ///
    /// ```swift
    /// view.backgroundColor = .systemGroupedBackground
    /// ```
    public static let systemGroupedBackground = UIColor(bytes: 242, 242, 247)
    /// iOS's light-mode label colour: black.
    ///
    /// ```swift
    /// view.backgroundColor = .label
    /// ```
    public static let label = UIColor(white: 0, alpha: 1)

    private convenience init(bytes r: Int, _ g: Int, _ b: Int) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }
}
