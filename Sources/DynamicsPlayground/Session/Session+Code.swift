import DynamicsScenes
import Foundation

/// The Code tab: the scene (with the inspector's changes) as Swift source.
extension Session {
    /// The text of the Code tab.
    ///
    /// INTEGRATOR: `Scene.swiftSource()` (the code generator) is not in this branch's tree. Once
    /// it is merged, this body becomes `description.swiftSource()`; the page already asks for it
    /// (`export` with format `swift`) and shows the answer.
    func swiftSource() -> String {
        "// \(description.name): the scene as Swift code is available after merge (Scene.swiftSource()).\n"
    }
}
