import Foundation

/// Everything the teacher's page shows, as the server sends it (`GET /api/state` and every WebSocket message).
/// Each part spells out its initializer, since a public struct's memberwise one is internal to this module.
public struct ClassroomState: Codable, Equatable, Sendable {
    /// One attendee's latest check.
    public struct Attendee: Codable, Equatable, Sendable {
        public var name: String
        public var lesson: String
        public var file: String
        public var traces: [CheckReport.Trace]
        public var compileErrors: [String]
        /// When the server received the latest check, seconds since 1970 (the server's clock).
        public var lastSave: Double

        public init(
            name: String, lesson: String, file: String, traces: [CheckReport.Trace], compileErrors: [String],
            lastSave: Double
        ) {
            self.name = name
            self.lesson = lesson
            self.file = file
            self.traces = traces
            self.compileErrors = compileErrors
            self.lastSave = lastSave
        }
    }

    /// The strokes the class has drawn.
    public struct Dataset: Codable, Equatable, Sendable {
        public var people: Int
        public var strokes: Int
        /// Strokes per kind, by kind.
        public var kinds: [String: Int]

        public init(people: Int, strokes: Int, kinds: [String: Int]) {
            self.people = people
            self.strokes = strokes
            self.kinds = kinds
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

    /// One attendee's latest self-reported score, ranked.
    public struct Score: Codable, Equatable, Sendable {
        public var rank: Int
        public var report: ScoreReport
        /// A few of the positives it missed.
        public var misses: [Thumbnail]

        public init(rank: Int, report: ScoreReport, misses: [Thumbnail]) {
            self.rank = rank
            self.report = report
            self.misses = misses
        }
    }

    public var attendees: [Attendee]
    public var dataset: Dataset
    public var leaderboard: [Score]
    /// The server's clock when the state was made, for "saved 12 s ago".
    public var now: Double

    public init(attendees: [Attendee], dataset: Dataset, leaderboard: [Score], now: Double) {
        self.attendees = attendees
        self.dataset = dataset
        self.leaderboard = leaderboard
        self.now = now
    }
}
