extension SceneCatalog {
    /// Chapter 11 of the seeds: the playground, the app and the challenges.
    public static var chapter11: [Scene] {
        [
            Chapter11Playground.gravity,
            Chapter11Playground.boundaryCollision,
            Chapter11Playground.itemProperties,
            Chapter11Playground.springField,
            Chapter11Playground.springFieldPush,
            Chapter11Playground.attachmentChallenge,
            Chapter11App.stickyEdgesReleaseTop,
            Chapter11App.stickyEdgesReleaseBottom,
            Chapter11App.stickyEdgesFling,
            Chapter11App.fullPhotoThud,
            Chapter11App.dismissPush,
            Chapter11App.swipeUpDismiss,
            Chapter11App.swipeUpDropBack,
        ]
    }
}
