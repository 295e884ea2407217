import Dynamics
import DynamicsScenes

/// The Code tab: the scene (with the inspector's changes) as Swift source.
extension Session {
    /// The text of the Code tab: the scene as UIKit Dynamics Swift (`Scene.swiftSource()`).
    func swiftSource() -> String { description.swiftSource() }
}
