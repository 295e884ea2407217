// The generated scenes by catalogue name (this file is written by hand; the others are generated).
import Foundation

/// Every generated scene, in catalogue order, with the function that runs it.
///
/// ```swift
/// let square = GeneratedSceneIndex.scenes.first { $0.name == "falling-square" }!
/// print(square.run())   // [("square", (187.5, 651.0))]
/// ```
public enum GeneratedSceneIndex {
    /// The scenes: their catalogue names and `run()` functions.
    public static let scenes: [(name: String, run: @Sendable () -> [(name: String, center: CGPoint)])] = [
        ("welcome", Welcome.run),
        ("basics-gravity", BasicsGravity.run),
        ("basics-collision", BasicsCollision.run),
        ("basics-item-properties", BasicsItemProperties.run),
        ("basics-snap", BasicsSnap.run),
        ("basics-push", BasicsPush.run),
        ("basics-attachments", BasicsAttachments.run),
        ("basics-fields", BasicsFields.run),
        ("basics-pendulum", BasicsPendulum.run),
        ("basics-custom-item", BasicsCustomItem.run),
        ("basics-springy-list", BasicsSpringyList.run),
        ("chapter11-gravity", Chapter11Gravity.run),
        ("chapter11-boundary-collision", Chapter11BoundaryCollision.run),
        ("chapter11-item-properties", Chapter11ItemProperties.run),
        ("chapter11-spring-field", Chapter11SpringField.run),
        ("chapter11-spring-field-push", Chapter11SpringFieldPush.run),
        ("chapter11-attachment-challenge", Chapter11AttachmentChallenge.run),
        ("sticky-edges-release-top", StickyEdgesReleaseTop.run),
        ("sticky-edges-release-bottom", StickyEdgesReleaseBottom.run),
        ("sticky-edges-fling", StickyEdgesFling.run),
        ("full-photo-thud", FullPhotoThud.run),
        ("full-photo-dismiss-push", FullPhotoDismissPush.run),
        ("full-photo-swipe-dismiss", FullPhotoSwipeDismiss.run),
        ("full-photo-swipe-drop-back", FullPhotoSwipeDropBack.run),
        ("falling-square", FallingSquare.run),
        ("flick", Flick.run),
        ("flick-gentle-release", FlickGentleRelease.run),
        ("sticky-corners", StickyCorners.run),
        ("drop-in-transition", DropInTransition.run),
        ("drop-out-transition", DropOutTransition.run),
        ("shade-open", ShadeOpen.run),
        ("shade-open-cancelled", ShadeOpenCancelled.run),
        ("shade-close", ShadeClose.run),
        ("position-to-bounds-button", PositionToBoundsButton.run),
        ("noise-field", NoiseField.run),
        ("lou-franco-gravity-demo", LouFrancoGravityDemo.run),
        ("lou-franco-gravity-demo-rotated", LouFrancoGravityDemoRotated.run),
        ("slide-panel-lift-and-drop", SlidePanelLiftAndDrop.run),
        ("slide-panel-throw", SlidePanelThrow.run),
        ("wave-transition-pop", WaveTransitionPop.run),
    ]
}
