import GRDB

/// The posts' writes, committed in groups: the writes that arrive while one transaction commits wait and go
/// together into the next, each in a savepoint of its own, so many posts share one commit and one `fsync` instead of
/// queueing for one each. A write's caller hears its result only once its group is committed, so nothing is
/// acknowledged before it is on disk; a write that throws is rolled back alone and the rest of its group stays.
actor GroupCommit {
    /// One write waiting for its group.
    private struct Job: Sendable {
        let work: @Sendable (Database) throws -> any Sendable
        let done: @Sendable (Result<any Sendable, any Error>) -> Void
    }

    private let database: DatabasePool
    private var waiting: [Job] = []
    private var committing = false

    init(database: DatabasePool) {
        self.database = database
    }

    /// Runs `work` in the next group's transaction and returns its result once that transaction is committed.
    func write<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<any Sendable, any Error>, Never>) in
            waiting.append(Job(work: { try work($0) }, done: { continuation.resume(returning: $0) }))
            if !committing {
                committing = true
                Task { await self.commitWaiting() }
            }
        }
        // The value is the one `work` returned: a T.
        return try result.get() as! T
    }

    private func commitWaiting() async {
        while !waiting.isEmpty {
            let group = waiting
            waiting = []
            // Awaited off the actor: writes arriving meanwhile queue up for the next group.
            let results = await Self.commit(group, in: database)
            for (job, result) in zip(group, results) { job.done(result) }
        }
        committing = false
    }

    private static func commit(_ group: [Job], in database: DatabasePool) async -> [Result<any Sendable, any Error>] {
        do {
            return try await database.write { db in
                group.map { job in
                    do {
                        var value: (any Sendable)?
                        try db.inSavepoint {
                            value = try job.work(db)
                            return .commit
                        }
                        return .success(value!)
                    } catch {
                        return .failure(error)
                    }
                }
            }
        } catch {
            // The commit itself failed: none of the group is stored, and each caller hears why.
            return group.map { _ in .failure(error) }
        }
    }
}
