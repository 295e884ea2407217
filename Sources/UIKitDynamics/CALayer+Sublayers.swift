import Foundation

/// A layer's sublayers. A view's layer lists the layers added to it, not its subviews' layers.
extension CALayer {
    /// The sublayers, back to front; `nil` when there are none (as in Core Animation).
    ///
    /// ```swift
    /// view.layer.addSublayer(shine)
    /// view.layer.sublayers?.count   // 1
    /// ```
    public var sublayers: [CALayer]? {
        storedSublayers.isEmpty ? nil : storedSublayers
    }

    /// The layer this layer is a sublayer of.
    ///
    /// ```swift
    /// shine.superlayer === view.layer   // true
    /// ```
    public var superlayer: CALayer? { storedSuperlayer }

    /// Adds `layer` on top of the sublayers, taking it from its previous superlayer. Adding a
    /// layer to itself or to one of its sublayers is refused (reported as `.invalidUse`).
    ///
    /// ```swift
    /// view.layer.addSublayer(shine)
    /// ```
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the valid range).
    ///
    /// ```swift
    /// view.layer.insertSublayer(backdrop, at: 0)
    /// ```
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                DynamicsDiagnostics.report(
                    DynamicsError(
                        .invalidUse,
                        "CALayer.addSublayer: \(layer) cannot be a sublayer of itself or of its sublayer"))
                return
            }
            ancestor = current.storedSuperlayer
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.storedSuperlayer = self
    }

    /// Takes the layer out of its superlayer.
    ///
    /// ```swift
    /// shine.removeFromSuperlayer()
    /// ```
    public func removeFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }
}
