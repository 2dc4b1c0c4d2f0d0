import Classroom
import Foundation

/// Sends each stroke a session saves to the teacher's classroom (`collect --classroom`), as `person`'s, on its own
/// serial queue: the window never waits for the network. The stroke file stays the record: a stroke the classroom
/// cannot take is still on disk, and `classroom upload FILE` sends it later under the same id, so it is stored once.
///
/// A stroke that cannot be sent (no network, the server down) waits and goes with the next one; one the classroom
/// refuses (a wrong token) is dropped. The first failure is reported, once. Skips and withdrawals are not sent: a
/// redone stroke's first version stays in the class's dataset, and the redo is added beside it.
public final class ClassroomStrokeSink: StrokeSink, @unchecked Sendable {
    public let client: ClassroomClient
    public let person: String

    /// What became of the strokes saved so far.
    public struct Summary: Sendable, Equatable {
        public var uploaded = 0
        /// Refused by the classroom (a 4xx): sending them again would not help.
        public var refused = 0
        /// Not sent yet: the classroom was out of reach, or the time to send them ran out.
        public var unsent = 0

        public init(uploaded: Int = 0, refused: Int = 0, unsent: Int = 0) {
            self.uploaded = uploaded
            self.refused = refused
            self.unsent = unsent
        }
    }

    private let queue = DispatchQueue(label: "gesturelab.classroom-strokes")
    private let lock = NSLock()
    private var waiting: [ClassStroke] = []
    private var summary = Summary()
    private var hasReportedFailure = false
    private let report: @Sendable (String) -> Void

    /// `report` hears the first failure (on the upload queue).
    public init(client: ClassroomClient, person: String, report: @escaping @Sendable (String) -> Void) {
        self.client = client
        self.person = ShownText.normalizedName(person)
        self.report = report
    }

    public func record(_ record: CollectionRecord) throws {
        guard case .stroke(let stroke) = record else { return }
        let classStroke = ClassStroke(collected: stroke, person: person)
        lock.withLock {
            waiting.append(classStroke)
            summary.unsent += 1
        }
        queue.async { self.sendWaiting() }
    }

    /// Sends what is still waiting, for at most `seconds` (a quit must not hang on a lost network), and says what
    /// became of every stroke.
    public func finish(within seconds: Double) -> Summary {
        let done = DispatchSemaphore(value: 0)
        queue.async {
            self.sendWaiting()
            done.signal()
        }
        _ = done.wait(timeout: .now() + seconds)
        return lock.withLock { summary }
    }

    /// Runs on the queue, so one upload at a time.
    private func sendWaiting() {
        let batch = lock.withLock {
            defer { waiting = [] }
            return waiting
        }
        guard !batch.isEmpty else { return }
        do {
            try client.upload(strokes: batch)
            lock.withLock {
                summary.uploaded += batch.count
                summary.unsent -= batch.count
            }
        } catch {
            // Out of reach or a 5xx: worth sending again. A 4xx or a stroke that breaks the limits: not.
            let refused = (error as? ClassroomError).map { ($0.status ?? 0) / 100 == 4 } ?? true
            let first = lock.withLock {
                if refused {
                    summary.refused += batch.count
                    summary.unsent -= batch.count
                } else {
                    waiting.insert(contentsOf: batch, at: 0)
                }
                defer { hasReportedFailure = true }
                return !hasReportedFailure
            }
            if first { report("\(error)") }
        }
    }
}
