// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's string functions for geometry, which UIKit code prints with. Numbers use `%.17g`,
// as UIKit does: `NSStringFromCGPoint(CGPoint(x: 1, y: 2.5))` is `"{1, 2.5}"`.

private func g(_ x: CGFloat) -> String { String(format: "%.17g", Double(x)) }

/// `"{x, y}"`.
///
/// ```swift
/// print(NSStringFromCGPoint(square.center))   // {150, 430}
/// ```
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(g(point.x)), \(g(point.y))}" }

/// `"{width, height}"`.
///
/// ```swift
/// print(NSStringFromCGSize(square.bounds.size))   // {100, 100}
/// ```
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(g(size.width)), \(g(size.height))}" }

/// `"{{x, y}, {width, height}}"`.
///
/// ```swift
/// print(NSStringFromCGRect(square.frame))   // {{100, 380}, {100, 100}}
/// ```
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// `"{dx, dy}"`.
///
/// ```swift
/// print(NSStringFromCGVector(gravity.gravityDirection))   // {0, 1}
/// ```
public func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(g(vector.dx)), \(g(vector.dy))}" }

/// `"[a, b, c, d, tx, ty]"`.
///
/// ```swift
/// print(NSStringFromCGAffineTransform(square.transform))   // [1, 0, 0, 1, 0, 0]
/// ```
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[\(g(t.a)), \(g(t.b)), \(g(t.c)), \(g(t.d)), \(g(t.tx)), \(g(t.ty))]"
}

/// `"{top, left, bottom, right}"`.
///
/// ```swift
/// print(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)))   // {64, 0, 0, 0}
/// ```
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(g(insets.top)), \(g(insets.left)), \(g(insets.bottom)), \(g(insets.right))}"
}

/// `"{horizontal, vertical}"`.
///
/// ```swift
/// print(NSStringFromUIOffset(UIOffset(horizontal: 5, vertical: -5)))   // {5, -5}
/// ```
public func NSStringFromUIOffset(_ offset: UIOffset) -> String {
    "{\(g(offset.horizontal)), \(g(offset.vertical))}"
}
