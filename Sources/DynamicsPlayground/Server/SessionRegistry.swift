import Synchronization

/// Counts live sessions so that at most ``PlaygroundLimits/maxSessions`` run at once.
///
/// ```swift
/// let registry = SessionRegistry(capacity: 16)
/// if registry.enter() { defer { registry.leave() }; … }
/// ```
final class SessionRegistry: Sendable {
    let capacity: Int
    private let count = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes a place; false when all are taken.
    func enter() -> Bool {
        count.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    /// Gives a place back.
    func leave() {
        count.withLock { $0 -= 1 }
    }

    /// Sessions running now.
    var active: Int { count.withLock { $0 } }
}

/// Commands from the connection's reading task to its stepping task, taken once per tick.
///
/// ```swift
/// mailbox.post(.play)
/// for command in mailbox.take() { … }
/// ```
final class Mailbox: Sendable {
    enum Entry: Sendable {
        case command(Command)
        case error(String)
    }

    private let entries = Mutex<[Entry]>([])

    func post(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    func take() -> [Entry] {
        entries.withLock { entries in
            defer { entries.removeAll(keepingCapacity: true) }
            return entries
        }
    }
}

/// Counts messages per one-second window: past the limit they are dropped, and the first drop
/// of a window is reported.
struct RateLimiter {
    let limit: Int
    private var windowStart: ContinuousClock.Instant
    private var count = 0

    init(limit: Int, now: ContinuousClock.Instant = .now) {
        self.limit = limit
        windowStart = now
    }

    enum Verdict { case accept, dropAndReport, drop }

    mutating func admit(now: ContinuousClock.Instant = .now) -> Verdict {
        if now - windowStart >= .seconds(1) {
            windowStart = now
            count = 0
        }
        count += 1
        if count <= limit { return .accept }
        return count == limit + 1 ? .dropAndReport : .drop
    }
}
