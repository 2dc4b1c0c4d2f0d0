/// One answer of `GET /api/strokes?after=SEQ&dataset=VERSION`: the strokes the server stored after `after`, up to
/// the snapshot it names for scoring, at most `ClassroomLimits.strokesPerPage` of them (`more`: ask again).
///
/// `dataset` changes when strokes are taken away (an attendee removed, the class reset): a cache made under another
/// version is stale, and the answer then starts from the beginning (`restarted`).
public struct StrokePage: Codable, Equatable, Sendable {
    /// A stroke and its place in the order the server stored them (1, 2, …; gaps where strokes were removed).
    public struct Entry: Codable, Equatable, Sendable {
        public var seq: Int
        public var stroke: ClassStroke

        public init(seq: Int, stroke: ClassStroke) {
            self.seq = seq
            self.stroke = stroke
        }
    }

    public var dataset: String
    /// The snapshot scores are computed on: its number, and the last stroke it holds.
    public var snapshot: Int
    public var snapshotLastStroke: Int
    public var restarted: Bool
    public var more: Bool
    public var strokes: [Entry]

    public init(
        dataset: String, snapshot: Int, snapshotLastStroke: Int, restarted: Bool, more: Bool, strokes: [Entry]
    ) {
        self.dataset = dataset
        self.snapshot = snapshot
        self.snapshotLastStroke = snapshotLastStroke
        self.restarted = restarted
        self.more = more
        self.strokes = strokes
    }
}

/// What `POST /api/join` takes (with the class token) and answers: the attendee's own key for their name, given
/// once; every later post under that name carries it as `X-Attendee-Key`.
public struct JoinRequest: Codable, Equatable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// The key `POST /api/join` gives.
public struct JoinAnswer: Codable, Equatable, Sendable {
    public var name: String
    public var key: String

    public init(name: String, key: String) {
        self.name = name
        self.key = key
    }
}
