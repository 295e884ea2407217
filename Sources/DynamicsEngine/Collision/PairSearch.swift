/// How ``World`` finds the new pairs of moving shapes each step (``World/pairSearch``).
///
/// Either way the same contacts are made in the same order, so the motion is bit-identical;
/// `.queries` and `.treeWalk` exist to test that, and to time the two.
///
/// ```swift
/// let world = World(gravity: Vec2(0, 10))
/// world.pairSearch = .queries
/// ```
public enum PairSearch: Sendable {
    /// One walk of the dynamic tree against itself when at least 64 shapes moved out of their
    /// bounds this step, and at least half as many as the dynamic tree has (a falling crowd);
    /// one query a moved shape otherwise.
    case automatic
    /// One query of the trees for each moved shape, from the root.
    case queries
    /// One walk of the dynamic tree against itself whenever a shape of it moved (the other trees
    /// are still queried).
    case treeWalk
}
