/// Gathers what posts change and sends the teacher's pages one delta for all of it at most every `interval`
/// (a burst of 40 saves is one message, not 40), numbered so a page that loaded the state over HTTP applies only
/// the later ones.
///
/// A page that falls `backlog` deltas behind (a reader that stopped reading) is dropped: its stream ends, its
/// `onDrop` closes its socket, and a page that comes back loads the state again. Nothing waits for it without bound.
actor LiveUpdates {
    private var pages: [Int: (continuation: AsyncStream<String>.Continuation, onDrop: @Sendable () -> Void)] = [:]
    private var nextPage = 0
    private var pending = StoreChange()
    private var flushing = false
    private var closed = false
    /// The last delta sent.
    private(set) var seq = 0
    /// How many pages were dropped for not reading.
    private(set) var dropped = 0
    let interval: Duration
    let backlog: Int
    private let makeDelta: @Sendable (StoreChange, Int) async -> String?

    init(interval: Duration, backlog: Int = 16, makeDelta: @escaping @Sendable (StoreChange, Int) async -> String?) {
        self.interval = interval
        self.backlog = backlog
        self.makeDelta = makeDelta
    }

    /// A stream of deltas (JSON text) for one page, and the number to leave with; `onDrop` runs if the page falls
    /// too far behind.
    func join(onDrop: @escaping @Sendable () -> Void = {}) -> (Int, AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingOldest(backlog))
        nextPage += 1
        if closed {
            continuation.finish()
        } else {
            pages[nextPage] = (continuation, onDrop)
        }
        return (nextPage, stream)
    }

    /// Ends every page's stream (the server is stopping: its pages close, so shutdown does not wait for them),
    /// and every later one's at once.
    func closeAll() {
        closed = true
        for page in Array(pages.keys) { leave(page) }
    }

    func leave(_ page: Int) {
        pages.removeValue(forKey: page)?.continuation.finish()
    }

    var pageCount: Int { pages.count }

    /// Notes a change; the next delta carries it.
    func changed(_ change: StoreChange) {
        guard !change.isEmpty else { return }
        pending.merge(change)
        guard !flushing else { return }
        flushing = true
        Task { await self.flush() }
    }

    private func flush() async {
        try? await Task.sleep(for: interval)
        let change = pending
        pending = StoreChange()
        seq += 1
        if let text = await makeDelta(change, seq) {
            for (page, entry) in pages {
                if case .dropped = entry.continuation.yield(text) {
                    dropped += 1
                    leave(page)
                    entry.onDrop()
                }
            }
        }
        flushing = false
        if !pending.isEmpty {
            flushing = true
            Task { await self.flush() }
        }
    }
}
