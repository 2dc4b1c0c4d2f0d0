/// Hands each new state of the class to every teacher's page that is connected over WebSocket.
actor LiveUpdates {
    private var pages: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextPage = 0

    /// A stream of states (JSON text) for one page, and the number to leave with.
    func join() -> (Int, AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        nextPage += 1
        pages[nextPage] = continuation
        return (nextPage, stream)
    }

    func leave(_ page: Int) {
        pages.removeValue(forKey: page)?.finish()
    }

    /// Only the newest state waits for a slow page: an older one is stale anyway.
    func publish(_ state: String) {
        for continuation in pages.values { continuation.yield(state) }
    }
}
