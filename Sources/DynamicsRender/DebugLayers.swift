import Dynamics

/// The debug layers a renderer can draw over the items, each switched on or off on its own.
///
/// ```swift
/// var renderer = SVGRenderer()
/// renderer.layers = [.items, .contacts, .velocities]
/// renderer.layers.remove(.velocities)
/// ```
public struct DebugLayers: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// Layers from bits (see the named layers).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The items' real collision shapes (outlines), a rotation mark and a centre mark.
    public static let items = DebugLayers(rawValue: 1 << 0)
    /// Sleeping items shaded grey.
    public static let sleeping = DebugLayers(rawValue: 1 << 1)
    /// Collision boundaries.
    public static let boundaries = DebugLayers(rawValue: 1 << 2)
    /// Attachment lines (rods, springs as zig-zags, ropes dashed) and their anchors.
    public static let attachments = DebugLayers(rawValue: 1 << 3)
    /// Snap targets, the line to them and the snap springs.
    public static let snaps = DebugLayers(rawValue: 1 << 4)
    /// Pin centres and angle ranges, slider axes and translation ranges.
    public static let axes = DebugLayers(rawValue: 1 << 5)
    /// Field positions and region outlines.
    public static let fields = DebugLayers(rawValue: 1 << 6)
    /// The sampled grid of field forces: arrows coloured and scaled by strength.
    public static let fieldVectors = DebugLayers(rawValue: 1 << 7)
    /// Contact points and their normals.
    public static let contacts = DebugLayers(rawValue: 1 << 8)
    /// Velocity arrows from the item centres.
    public static let velocities = DebugLayers(rawValue: 1 << 9)

    /// Every layer.
    public static let all: DebugLayers = [
        .items, .sleeping, .boundaries, .attachments, .snaps, .axes, .fields, .fieldVectors, .contacts,
        .velocities,
    ]

    /// Each single layer with its name, in drawing order (the first is drawn first, underneath).
    ///
    /// ```swift
    /// for (layer, name) in DebugLayers.ordered { print(name, layer.rawValue) }
    /// ```
    public static let ordered: [(layer: DebugLayers, name: String)] = [
        (.fields, "fields"), (.fieldVectors, "field-vectors"), (.boundaries, "boundaries"),
        (.sleeping, "sleeping"), (.items, "items"), (.attachments, "attachments"), (.axes, "axes"),
        (.snaps, "snaps"), (.contacts, "contacts"), (.velocities, "velocities"),
    ]

    /// The name of a single layer (as in SVG group ids: `debug-<name>`), or nil for a combination.
    public var name: String? { Self.ordered.first { $0.layer == self }?.name }
}
