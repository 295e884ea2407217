import DynamicsEngine

#if !canImport(CoreGraphics)
    /// A 2-D affine transform with CoreGraphics' layout and semantics (Linux Foundation has none).
    ///
    /// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix
    /// `[a b 0; c d 0; tx ty 1]` multiplies row vectors `[x y 1]` from the right.
    ///
    /// ```swift
    /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    /// CGPoint(x: 1, y: 0).applying(t)  // (10, 1): rotated first, then translated
    /// ```
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The x-to-x coefficient.
        ///
        /// ```swift
        /// CGAffineTransform(scaleX: 2, y: 3).a  // 2.0
        /// ```
        public var a: CGFloat
        /// The x-to-y coefficient.
        ///
        /// ```swift
        /// CGAffineTransform(rotationAngle: .pi / 2).b  // 1.0
        /// ```
        public var b: CGFloat
        /// The y-to-x coefficient.
        ///
        /// ```swift
        /// CGAffineTransform(rotationAngle: .pi / 2).c  // -1.0
        /// ```
        public var c: CGFloat
        /// The y-to-y coefficient.
        ///
        /// ```swift
        /// CGAffineTransform(scaleX: 2, y: 3).d  // 3.0
        /// ```
        public var d: CGFloat
        /// The x translation.
        ///
        /// ```swift
        /// CGAffineTransform(translationX: 5, y: 6).tx  // 5.0
        /// ```
        public var tx: CGFloat
        /// The y translation.
        ///
        /// ```swift
        /// CGAffineTransform(translationX: 5, y: 6).ty  // 6.0
        /// ```
        public var ty: CGFloat

        /// Creates the identity transform.
        ///
        /// ```swift
        /// CGAffineTransform() == .identity  // true
        /// ```
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// Creates a transform from its six coefficients.
        ///
        /// ```swift
        /// let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        /// ```
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The transform that leaves every point where it is.
        ///
        /// ```swift
        /// view.transform = .identity
        /// ```
        public static let identity = CGAffineTransform()

        /// Whether this is exactly the identity transform.
        ///
        /// ```swift
        /// CGAffineTransform(rotationAngle: 0).isIdentity  // true
        /// ```
        public var isIdentity: Bool { self == .identity }

        /// Creates a rotation by `angle` radians (clockwise on a y-down screen).
        ///
        /// ```swift
        /// CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))  // ≈ (0, 1)
        /// ```
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(PortableMath.cos(Double(angle)))
            let sine = CGFloat(PortableMath.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Creates a scale by `sx` along x and `sy` along y.
        ///
        /// ```swift
        /// CGSize(width: 2, height: 2).applying(CGAffineTransform(scaleX: 3, y: 0.5))  // (6, 1)
        /// ```
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a translation by `(tx, ty)`.
        ///
        /// ```swift
        /// CGPoint.zero.applying(CGAffineTransform(translationX: 4, y: 5))  // (4, 5)
        /// ```
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// This transform preceded by a rotation: `CGAffineTransform(rotationAngle: angle)`
        /// applies first, then `self`.
        ///
        /// ```swift
        /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi)
        /// CGPoint(x: 1, y: 0).applying(t)  // ≈ (9, 0)
        /// ```
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// This transform preceded by a scale: the scale applies first, then `self`.
        ///
        /// ```swift
        /// let t = CGAffineTransform(translationX: 1, y: 1).scaledBy(x: 2, y: 2)
        /// CGPoint(x: 1, y: 1).applying(t)  // (3, 3)
        /// ```
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// This transform preceded by a translation: the translation applies first, then `self`.
        ///
        /// ```swift
        /// let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        /// CGPoint.zero.applying(t)  // (2, 0)
        /// ```
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// The transform that applies `self` first, then `other` (the matrix product
        /// `self × other`).
        ///
        /// ```swift
        /// let scale = CGAffineTransform(scaleX: 2, y: 2)
        /// let move = CGAffineTransform(translationX: 1, y: 0)
        /// CGPoint(x: 1, y: 0).applying(scale.concatenating(move))  // (3, 0)
        /// ```
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c,
                b: a * other.b + b * other.d,
                c: c * other.a + d * other.c,
                d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty
            )
        }

        /// The inverse transform, or `self` unchanged when the determinant `a·d − b·c` is zero
        /// or not finite (as CoreGraphics does).
        ///
        /// ```swift
        /// let t = CGAffineTransform(translationX: 3, y: 4).rotated(by: 1)
        /// CGPoint(x: 7, y: 8).applying(t).applying(t.inverted())  // ≈ (7, 8)
        /// ```
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }
    }

    extension CGPoint {
        /// The point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
        ///
        /// ```swift
        /// CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 1, y: 1))  // (2, 3)
        /// ```
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size mapped through `t` without its translation: `(a·w + c·h, b·w + d·h)`.
        ///
        /// ```swift
        /// CGSize(width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        /// // ≈ (-1, 2)
        /// ```
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle containing this rectangle's four mapped corners; the null
        /// and the infinite rectangle come back unchanged.
        ///
        /// ```swift
        /// let r = CGRect(x: 0, y: 0, width: 2, height: 1)
        /// r.applying(CGAffineTransform(rotationAngle: .pi / 2))  // ≈ (-1, 0, 1, 2)
        /// ```
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull || isInfinite { return self }
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
            ].map { $0.applying(t) }
            var low = corners[0]
            var high = corners[0]
            for corner in corners.dropFirst() {
                low = CGPoint(x: Swift.min(low.x, corner.x), y: Swift.min(low.y, corner.y))
                high = CGPoint(x: Swift.max(high.x, corner.x), y: Swift.max(high.y, corner.y))
            }
            return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
        }
    }
#endif
