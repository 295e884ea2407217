import UIKitDynamics

/// Runs `body` with an animator in which `items`, added to a container of `screen`'s size, fall
/// under gravity with the container's bounds as their boundary: the UIKit-layer settling tests'
/// scene. The container lives until `body` returns (the animator holds its reference view
/// weakly, as UIKit's does).
func droppingOntoScreen<Result>(
    _ items: [UIView], screen: CGRect, _ body: (UIDynamicAnimator) -> Result
) -> Result {
    let container = UIView(frame: screen)
    for item in items { container.addSubview(item) }
    let animator = UIDynamicAnimator(referenceView: container)
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: items))
    animator.addBehavior(collision)
    return withExtendedLifetime(container) { body(animator) }
}
