import Dynamics
import DynamicsEngineScenes

extension SceneCatalog {
    /// The catalogue's part of the determinism table (`dynamics hashes`): every scene run to the
    /// end of its script, with the run's state hash; each animator steps on `workers` threads
    /// (`DynamicAnimator.workers`: the table is the same for every count).
    ///
    /// ```swift
    /// for row in try SceneCatalog.determinismRows() { print(row.line) }
    /// // falling-square 180 …
    /// ```
    public static func determinismRows(workers: Int = 1) throws(SceneFileError) -> [DeterminismTable.Row] {
        var rows: [DeterminismTable.Row] = []
        for scene in all {
            let run = try scene.makeRun()
            run.animator.workers = workers
            run.advance(to: scene.duration)
            rows.append(DeterminismTable.Row(name: scene.name, frames: run.frameCount, hash: run.stateHash))
        }
        return rows
    }
}
