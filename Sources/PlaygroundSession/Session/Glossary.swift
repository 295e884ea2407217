/// What the inspector says beside each behavior and property: its unit in UIKit's terms and one
/// plain line on what it does (condensed from the library's documentation), so a learner can read
/// a scene without leaving the page.
///
/// ```swift
/// Glossary.unit("magnitude", of: "gravity")   // "1 = 1000 pt/s²"
/// Glossary.help("elasticity", of: "itemProperties")
/// // "How much of its speed an item keeps in a collision: 0 stops dead, 1 bounces back fully."
/// ```
package enum Glossary {
    /// One line on what a behavior kind does (`gravity`, `collision`, …).
    package static func behavior(_ kind: String) -> String? { behaviors[kind] }

    /// The unit of `property` of a behavior of `kind`, or `nil` for a pure number or a flag.
    package static func unit(_ property: String, of kind: String) -> String? {
        units["\(kind).\(property)"] ?? units[property]
    }

    /// One line on what `property` of a behavior of `kind` does.
    package static func help(_ property: String, of kind: String) -> String? {
        helps["\(kind).\(property)"] ?? helps[property]
    }

    private static let behaviors: [String: String] = [
        "gravity": "Accelerates its items in one direction, like a planet's pull.",
        "collision":
            "Makes its items bounce off each other and off boundaries (the view's edges, lines, paths).",
        "itemProperties":
            "Sets its items' material: bounce, friction, density, air resistance, rotation and anchoring.",
        "attachment":
            "Connects an item to a point or to another item: a rod, a spring (with a frequency), a rail, a rope, a weld or a pin.",
        "snap": "Pulls an item to a point along a damped spring, and settles it there upright.",
        "push": "Applies a force to its items: once (instantaneous, a kick) or all the time (continuous).",
        "field":
            "A force that acts on its items inside a region around a position (iOS 9's field behaviors).",
        "composite": "A behavior made of child behaviors, added and removed together (a custom behavior).",
        "dynamicItem": "Sets its items' material (elasticity, friction, density, resistance).",
    ]

    private static let units: [String: String] = [
        "gravity.magnitude": "1 = 1000 pt/s²",
        "gravity.direction": "1 = 1000 pt/s² per axis",
        "gravity.angle": "rad (π/2 = down)",
        "push.magnitude": "1 = 100 pt/s² on a 100 × 100 pt item",
        "push.direction": "per axis, as magnitude",
        "push.angle": "rad (0 = right)",
        "anchorPoint": "pt", "snapPoint": "pt", "position": "pt", "length": "pt",
        "frequency": "Hz", "frictionTorque": "N·m", "attachmentRange": "pt",
        "response": "s", "period": "s", "timeToRest": "s",
        "minimumRadius": "m (100 pt)",
        "field.direction": "m/s² per axis (1 = 100 pt/s²)",
        "animationSpeed": "Hz",
        "density": "kg per 100 × 100 pt",
        "resistance": "1/s", "angularResistance": "1/s",
    ]

    private static let helps: [String: String] = [
        "gravity.magnitude": "How strong the pull is; negative reverses it.",
        "gravity.direction": "The pull as a vector: its length is the magnitude.",
        "gravity.angle": "The pull's direction: 0 right, π/2 down, π left, −π/2 up.",
        "push.magnitude": "How hard it pushes; an instantaneous push of 1 adds 100 pt/s to a 1 kg item.",
        "push.direction": "The force as a vector: its length is the magnitude.",
        "push.angle": "The push's direction: 0 right, π/2 down.",
        "push.active": "Whether it pushes now; an instantaneous push turns itself off after one step.",
        "push.mode": "Instantaneous: one kick. Continuous: a steady force.",
        "anchorPoint": "Where the attachment is held in the view.",
        "length": "The distance the attachment keeps between its two ends.",
        "frequency": "0 is a rigid rod; above 0 it is a spring with that many oscillations a second.",
        "damping": "How fast the oscillation dies out: 0 none, 1 critically damped.",
        "frictionTorque": "How hard a pin or a rail resists turning.",
        "attachmentRange": "How far a sliding attachment may travel along its axis (min max).",
        "snapPoint": "Where the item is pulled to.",
        "snap.damping": "How much the snap wobbles: 0 most, 1 none.",
        "response": "SwiftUI's word: the time of one undamped oscillation (1 / frequency).",
        "dampingFraction": "SwiftUI's word for the damping ratio: 1 settles without overshoot.",
        "period": "The time of one swing as damped.",
        "timeToRest": "When the settling report expects the items this spring moves to rest.",
        "position": "The field's centre in the view.",
        "region": "Where the field acts, around its position: infinite, a radius, or a rectangle.",
        "strength": "How strong the field is (its law's factor; negative reverses most fields).",
        "falloff": "How fast the field weakens with distance: force × distance^(−falloff).",
        "minimumRadius": "Closer than this, falloff is not applied.",
        "field.direction": "The field's vector (linear gravity, velocity).",
        "smoothness": "Noise and turbulence: 0 as noisy as possible, 1 as smooth as possible.",
        "animationSpeed": "How fast noise and turbulence change over time.",
        "elasticity":
            "How much of its speed an item keeps in a collision: 0 stops dead, 1 bounces back fully.",
        "friction": "How much items resist sliding along each other: 0 ice.",
        "density": "Mass per area: a denser item is heavier and pushes lighter ones aside.",
        "resistance": "Air drag on moving: higher slows the item down faster.",
        "angularResistance": "Air drag on spinning.",
        "charge": "Used by electric and magnetic fields only.",
        "isAnchored": "An anchored item does not move, but others collide with it.",
        "allowsRotation": "Off: the item never turns.",
        "translatesReferenceBoundsIntoBoundary": "The view's edges are a boundary items bounce off.",
    ]
}
