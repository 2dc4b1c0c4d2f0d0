import Foundation

/// Everything the teacher's page shows, as `GET /api/state` answers it; the `/live` WebSocket then sends
/// `ClassroomDelta`s. Each part spells out its initializer, since a public struct's memberwise one is internal to
/// this module.
public struct ClassroomState: Codable, Equatable, Sendable {
    /// One attendee: who joined, their latest check, how many strokes they gave.
    public struct Attendee: Codable, Equatable, Sendable {
        public var name: String
        /// The latest check's lesson, file and traces (empty before the first save).
        public var lesson: String
        public var file: String
        public var traces: [CheckReport.Trace]
        /// The latest save's first compile error (the rest: `GET /api/errors?name=NAME`), and how many there were.
        public var firstCompileError: String?
        public var compileErrorCount: Int
        /// When the server received the latest check, seconds since 1970 (the server's clock); nil before any.
        public var lastSave: Double?
        public var strokes: Int

        public init(
            name: String, lesson: String, file: String, traces: [CheckReport.Trace], firstCompileError: String?,
            compileErrorCount: Int, lastSave: Double?, strokes: Int
        ) {
            self.name = name
            self.lesson = lesson
            self.file = file
            self.traces = traces
            self.firstCompileError = firstCompileError
            self.compileErrorCount = compileErrorCount
            self.lastSave = lastSave
            self.strokes = strokes
        }
    }

    /// The strokes the class has drawn, and the snapshot scores are computed on.
    public struct Dataset: Codable, Equatable, Sendable {
        public var people: Int
        public var strokes: Int
        /// Strokes per kind, by kind.
        public var kinds: [String: Int]
        /// Changes when strokes are taken away (see `StrokePage.dataset`).
        public var version: String
        /// The current snapshot's number and how many strokes it holds (0 and 0 before the first).
        public var snapshot: Int
        public var snapshotStrokes: Int

        public init(
            people: Int, strokes: Int, kinds: [String: Int], version: String, snapshot: Int, snapshotStrokes: Int
        ) {
            self.people = people
            self.strokes = strokes
            self.kinds = kinds
            self.version = version
            self.snapshot = snapshot
            self.snapshotStrokes = snapshotStrokes
        }
    }

    /// A stroke the page draws as a thumbnail: its id, kind, who drew it, and its points (x, y) thinned out.
    public struct Thumbnail: Codable, Equatable, Sendable {
        public var id: String
        public var kind: String
        public var person: String
        public var points: [[Double]]

        public init(id: String, kind: String, person: String, points: [[Double]]) {
            self.id = id
            self.kind = kind
            self.person = person
            self.points = points
        }
    }

    /// One attendee's latest self-reported score on a lesson: ranked, or listed with the reason it is not.
    public struct Score: Codable, Equatable, Sendable {
        /// 1, 2, …; nil when not ranked.
        public var rank: Int?
        /// Why it is not ranked ("accepts 22% of other strokes, over the 1% budget"); nil when ranked.
        public var unranked: String?
        public var report: ScoreReport
        /// A few of the positives it missed.
        public var misses: [Thumbnail]
        /// When the server received it (the server's clock).
        public var receivedAt: Double

        public init(rank: Int?, unranked: String?, report: ScoreReport, misses: [Thumbnail], receivedAt: Double) {
            self.rank = rank
            self.unranked = unranked
            self.report = report
            self.misses = misses
            self.receivedAt = receivedAt
        }
    }

    /// One lesson's leaderboard: the scores of recognizers of one stroke kind.
    public struct Board: Codable, Equatable, Sendable {
        public var lesson: String
        public var kind: String
        public var scores: [Score]

        public init(lesson: String, kind: String, scores: [Score]) {
            self.lesson = lesson
            self.kind = kind
            self.scores = scores
        }

        /// What a board is known by in deltas.
        public var key: String { lesson + "\u{1F}" + kind }
    }

    public var attendees: [Attendee]
    public var dataset: Dataset
    public var boards: [Board]
    /// The largest share of other strokes a recognizer may accept and still rank (0.01: 1 %).
    public var falseAcceptBudget: Double
    /// The last delta this state holds: the page applies only later ones.
    public var seq: Int
    /// The server's clock when the state was made, for "saved 12 s ago".
    public var now: Double

    public init(
        attendees: [Attendee], dataset: Dataset, boards: [Board], falseAcceptBudget: Double, seq: Int, now: Double
    ) {
        self.attendees = attendees
        self.dataset = dataset
        self.boards = boards
        self.falseAcceptBudget = falseAcceptBudget
        self.seq = seq
        self.now = now
    }
}

/// What changed since the previous delta, sent over `/live` at most a few times a second: whole rows, so a page
/// may apply one twice.
public struct ClassroomDelta: Codable, Equatable, Sendable {
    public var seq: Int
    /// Attendees added or changed, and the names taken away (removed or renamed).
    public var attendees: [ClassroomState.Attendee]
    public var removed: [String]
    public var dataset: ClassroomState.Dataset?
    /// Boards changed (whole), and the keys of boards now empty; `allBoards`: `boards` is every board (a new
    /// snapshot, an attendee removed), replacing the page's.
    public var boards: [ClassroomState.Board]
    public var removedBoards: [String]
    public var allBoards: Bool
    /// Set when the class was reset: the page loads the state again.
    public var reset: Bool
    public var now: Double

    public init(
        seq: Int, attendees: [ClassroomState.Attendee], removed: [String], dataset: ClassroomState.Dataset?,
        boards: [ClassroomState.Board], removedBoards: [String], allBoards: Bool, reset: Bool, now: Double
    ) {
        self.seq = seq
        self.attendees = attendees
        self.removed = removed
        self.dataset = dataset
        self.boards = boards
        self.removedBoards = removedBoards
        self.allBoards = allBoards
        self.reset = reset
        self.now = now
    }
}
