/// A run's input so far, shared with its snapshots at no cost per snapshot.
///
/// Events are only ever appended to a storage object, so a snapshot keeps the storage and a
/// count, not a copy: a playground that keeps 600 snapshots over a long drag holds one log, not
/// 600 growing copies of it. Recording after a restore to an earlier count (the future is
/// discarded) starts a new storage with the common prefix; the old storage stays as it was for
/// the snapshots taken in that future.
struct InputHistory {
    /// Append-only: nothing ever shortens or rewrites `events`.
    final class Storage {
        var events: [InputEvent] = []
    }

    private var storage = Storage()
    /// How many of the storage's events belong to this history.
    private(set) var count = 0

    /// The events, in the order they were recorded.
    var events: ArraySlice<InputEvent> { storage.events[..<count] }

    /// Records an event after the others.
    mutating func append(_ event: InputEvent) {
        if count < storage.events.count {
            let branch = Storage()
            branch.events = Array(storage.events[..<count])
            storage = branch
        }
        storage.events.append(event)
        count += 1
    }
}
