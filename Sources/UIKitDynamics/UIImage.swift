import Foundation
import Synchronization

/// A stand-in for UIKit's image: a size and a scale, no pixels (nothing is drawn headless).
///
/// There are no asset catalogs off Apple platforms, so ``init(named:)`` looks, in order, for an
/// image registered with ``register(named:size:scale:)``, then for a PNG file of that name in the
/// current directory or the main bundle's resources (its size read from the file's header, `@2x`
/// and `@3x` files at their scale), and otherwise gives a placeholder of ``missingImageSize``
/// (100 × 100 pt) so ported code that force-unwraps `UIImage(named:)!` runs; set
/// ``missingImageSize`` to `nil` to get UIKit's `nil` for a missing image.
///
/// ```swift
/// UIImage.register(named: "ball", size: CGSize(width: 44, height: 44))
/// let ball = UIImageView(image: UIImage(named: "ball"))
/// ball.frame.size   // (44, 44): an image view takes its image's size
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's size in points (pixels divided by ``scale``).
    ///
    /// ```swift
    /// UIImage(size: CGSize(width: 30, height: 20)).size   // (30, 20)
    /// ```
    public let size: CGSize

    /// Pixels per point: 1, or 2 and 3 for `@2x` and `@3x` files.
    ///
    /// ```swift
    /// UIImage(named: "ball")?.scale   // 3 when only ball@3x.png exists
    /// ```
    public let scale: CGFloat

    /// The name the image was found by, `nil` for an image made from a size (not UIKit).
    ///
    /// ```swift
    /// UIImage(named: "ball")?.name   // "ball"
    /// ```
    public let name: String?

    /// Whether no file or registration held the named image, so it is a placeholder of
    /// ``missingImageSize`` (not UIKit).
    ///
    /// ```swift
    /// UIImage(named: "nowhere")?.isPlaceholder   // true
    /// ```
    public let isPlaceholder: Bool

    /// The size of the placeholder ``init(named:)`` gives for a name it cannot find (100 × 100
    /// pt); `nil` makes it return `nil` instead, as UIKit does. Not UIKit.
    ///
    /// ```swift
    /// UIImage.missingImageSize = nil
    /// UIImage(named: "nowhere")   // nil
    /// ```
    public static var missingImageSize: CGSize? {
        get { state.withLock { $0.missingSize } }
        set { state.withLock { $0.missingSize = newValue } }
    }

    /// Creates an image of `size` points at `scale` (not UIKit: UIKit makes images from data or
    /// a renderer; here a size is all an image has).
    ///
    /// ```swift
    /// let card = UIImage(size: CGSize(width: 120, height: 80))
    /// ```
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        name = nil
        isPlaceholder = false
        super.init()
    }

    /// The image named `name`: a registered one, a PNG file, or a placeholder (see the type's
    /// description); `nil` only when it is missing and ``missingImageSize`` is `nil`.
    ///
    /// ```swift
    /// let image = UIImage(named: "ball")!
    /// ```
    public convenience init?(named name: String) {
        if let registered = UIImage.state.withLock({ $0.registered[name] }) {
            self.init(name: name, size: registered.size, scale: registered.scale, placeholder: false)
        } else if let found = PNGFile.find(named: name) {
            self.init(name: name, size: found.size, scale: found.scale, placeholder: false)
        } else if let size = UIImage.missingImageSize {
            self.init(name: name, size: size, scale: 1, placeholder: true)
        } else {
            return nil
        }
    }

    /// The PNG file at `path`, with its size read from the file's header; `nil` when the file
    /// is missing or not a PNG.
    ///
    /// ```swift
    /// let photo = UIImage(contentsOfFile: "Resources/photo@2x.png")   // scale 2
    /// ```
    public convenience init?(contentsOfFile path: String) {
        guard let found = PNGFile.read(path) else { return nil }
        let file = (path as NSString).lastPathComponent
        self.init(name: file, size: found.size, scale: found.scale, placeholder: false)
    }

    /// An SF Symbol: a 20 × 20 pt placeholder named `name` (there are no symbol fonts headless;
    /// UIKit's symbols at the default configuration are about that size).
    ///
    /// ```swift
    /// let star = UIImage(systemName: "star.fill")
    /// ```
    public convenience init?(systemName name: String) {
        self.init(name: name, size: CGSize(width: 20, height: 20), scale: 1, placeholder: true)
    }

    private init(name: String, size: CGSize, scale: CGFloat, placeholder: Bool) {
        self.size = size
        self.scale = scale
        self.name = name
        isPlaceholder = placeholder
        super.init()
    }

    /// Registers the image ``init(named:)`` gives for `name` (what an asset catalog holds in an
    /// app). Not UIKit. A size that is not finite and positive is refused with a
    /// `DynamicsError` naming it.
    ///
    /// ```swift
    /// UIImage.register(named: "tag", size: CGSize(width: 80, height: 30))
    /// ```
    public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            scale.isFinite, scale > 0
        else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .invalidSize,
                    "UIImage.register(named: \"\(name)\"): size \(size) at scale \(scale) must be finite and positive"
                ))
            return
        }
        state.withLock { $0.registered[name] = (size, scale) }
    }

    /// Forgets the image registered for `name`.
    ///
    /// ```swift
    /// UIImage.unregister(named: "tag")
    /// ```
    public static func unregister(named name: String) {
        _ = state.withLock { $0.registered.removeValue(forKey: name) }
    }

    /// UIKit's style: `<UIImage: 0x…> named(ball) {44, 44}`.
    ///
    /// ```swift
    /// print(UIImage(size: CGSize(width: 2, height: 3)))
    /// ```
    open override var description: String {
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        let named = name.map { " named(\($0))" } ?? ""
        return "<UIImage: \(address)>\(named) {\(size.width), \(size.height)}"
    }

    private struct State: ~Copyable {
        var registered: [String: (size: CGSize, scale: CGFloat)] = [:]
        var missingSize: CGSize? = CGSize(width: 100, height: 100)
    }

    private static let state = Mutex(State())
}

/// Reads a PNG file's pixel size from its header.
enum PNGFile {
    /// The file for `name`: `name` itself if it has an extension, else `name@3x.png`,
    /// `name@2x.png`, `name.png`, in the current directory then the main bundle's resources.
    static func find(named name: String) -> (size: CGSize, scale: CGFloat)? {
        let directories = [FileManager.default.currentDirectoryPath, Bundle.main.resourcePath].compactMap {
            $0
        }
        let candidates =
            (name as NSString).pathExtension.isEmpty
            ? ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"] : [name]
        for directory in directories {
            for file in candidates {
                if let found = read((directory as NSString).appendingPathComponent(file)) { return found }
            }
        }
        return nil
    }

    /// The size in points and the scale (from an `@2x`/`@3x` suffix) of the PNG at `path`.
    static func read(_ path: String) -> (size: CGSize, scale: CGFloat)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        return (CGSize(width: CGFloat(bigEndian(16)) / scale, height: CGFloat(bigEndian(20)) / scale), scale)
    }
}
