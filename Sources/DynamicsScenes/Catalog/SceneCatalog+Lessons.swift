import Dynamics

/// A setup problem a catalogue scene makes on purpose, and the lesson it teaches: the playground
/// shows it as a note, not as an error.
///
/// ```swift
/// let lesson = SceneCatalog.lesson(for: "chapter11-gravity")
/// lesson?.kinds   // [.fallsForever]
/// ```
public struct SceneLesson: Hashable, Sendable {
    /// The setup problems the scene shows on purpose, in the order `setupProblems()` reports them.
    public var kinds: [SetupProblem.Kind]
    /// What the learner should take from it.
    public var note: String
}

extension SceneCatalog {
    /// The scenes that demonstrate a mistake on purpose, by name.
    static let lessons: [String: SceneLesson] = [
        "chapter11-gravity": SceneLesson(
            kinds: [.fallsForever],
            note:
                "On purpose: gravity alone has nothing to stop it, so the square falls out of view. The next scene, chapter11-boundary-collision, adds the collision behavior that catches it."
        ),
        "noise-field": SceneLesson(
            kinds: [.overlapsBoundaryAtStart, .overlapsBoundaryAtStart],
            note:
                "On purpose, as the article's code does: both views start at the origin, across the inset boundary, and the collision pushes them inside before the noise takes over."
        ),
    ]

    /// The lesson of a scene that shows a setup mistake on purpose, or `nil`.
    ///
    /// ```swift
    /// SceneCatalog.lesson(for: "noise-field")?.note   // "On purpose, as the article's code does: …"
    /// ```
    public static func lesson(for name: String) -> SceneLesson? { lessons[name] }

    /// Two or three "try this" suggestions for a catalogue scene (empty for scenes without any).
    ///
    /// ```swift
    /// SceneCatalog.tips(for: "basics-gravity").first   // "Set the gravity's magnitude to −1: …"
    /// ```
    public static func tips(for name: String) -> [String] { tips[name] ?? [] }

    private static let tips: [String: [String]] = [
        "welcome": [
            "Drag the crate off the shelf and let go while moving: it leaves at your finger's speed.",
            "Drop a box onto the swinging sign, then open the Inspector and set sign-spring's frequency to 4.",
            "Set the gravity's magnitude to 0.2 in the Inspector: everything floats down like on the Moon.",
        ],
        "basics-gravity": [
            "Set the gravity's magnitude to −1: which way do things fall now?",
            "Set angle to 0 (radians): gravity points right. What do direction's numbers show?",
            "Try magnitude 0.1: ten times slower, 100 pt/s².",
        ],
        "basics-collision": [
            "Drop a ball onto the ramp: it rolls; drop a box: it slides or tips.",
            "Turn on the contacts layer and watch each touch appear as it happens.",
            "Select collision in the Inspector and switch translatesReferenceBoundsIntoBoundary off.",
        ],
        "basics-item-properties": [
            "Set elasticity to 1 on elasticity-0.9: what changes?",
            "Click the anchored box and untick isAnchored.",
            "Give resistance-4 a resistance of 0: now it falls like the others.",
            "Drop a box onto 'dense' (density 10) and one onto 'bouncy': which one is pushed aside?",
        ],
        "basics-snap": [
            "Tap anywhere in the scene: the square snaps there. Drag to move the snap point.",
            "Set damping to 1: no wobble. Set it to 0: the most wobble UIKit allows.",
        ],
        "basics-push": [
            "Set the continuous push's magnitude to 1: how much faster does it get?",
            "Shift-click a ball: the playground gives it an instantaneous push at that point.",
        ],
        "basics-attachments": [
            "Set the spring's frequency to 0: it becomes a rod.",
            "Drag the rope's lower box: the rope goes slack, then catches.",
            "Set the rail's attachmentRange to 0 40.",
        ],
        "basics-fields": [
            "Drag a field's ◎ handle and watch its region move with it.",
            "Set the spring field's strength to 10: a faster oscillation.",
            "Set the velocity field's region to 200: the ball never leaves it.",
        ],
        "basics-pendulum": [
            "Drag the bob up and let go: a pendulum's period does not depend on how far it swings (nearly).",
            "Set the rod's length to 50: it swings faster (period ∝ √length).",
        ],
        "basics-custom-item": [
            "Set size-snap's damping to 0.9: the badge grows without ringing.",
            "Drag the size-snap handle: the badge's size follows the point.",
        ],
        "basics-springy-list": [
            "Press r to scroll again and watch the far rows trail.",
            "Set a row spring's frequency to 6: that row barely trails.",
        ],
    ]
}
