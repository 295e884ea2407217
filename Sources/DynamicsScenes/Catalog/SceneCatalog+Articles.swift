extension SceneCatalog {
    /// The blog articles: Lou Franco's gravity demo and slide-up view, and the wave-transition cells.
    public static var articles: [Scene] {
        [
            SlideBehaviorArticle.gravityDemo,
            SlideBehaviorArticle.gravityDemoRotated,
            SlideBehaviorArticle.slidePanelLiftAndDrop,
            SlideBehaviorArticle.slidePanelThrow,
            WaveTransitionArticle.wavePop,
        ]
    }
}
