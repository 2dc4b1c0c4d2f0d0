import Foundation

/// One stroke a person drew for the class's dataset: its kind ("circle"), who drew it, and its points as
/// `[x, y, t_ms]` (the stroke file's format). `id` is chosen by the uploader, so a re-send is stored once.
public struct ClassStroke: Codable, Equatable, Sendable {
    public var id: String
    /// The person's name in the class.
    public var person: String
    public var kind: String
    /// The prompt's speed ("natural", "fast", "slow"), if the collector asked for one.
    public var speed: String?
    public var points: [[Double]]
    /// The canvas's `[width, height]` in points as the stroke was drawn, when the collector knew it (the stroke
    /// file's `canvas`): where on it a right slide lies is what the slide's rule judges.
    public var canvas: [Double]?

    public init(
        id: String = UUID().uuidString, person: String, kind: String, speed: String? = nil, points: [[Double]],
        canvas: [Double]? = nil
    ) {
        self.id = id
        self.person = person
        self.kind = kind
        self.speed = speed
        self.points = points
        self.canvas = canvas
    }
}

/// A batch of strokes in one upload.
public struct StrokeUpload: Codable, Equatable, Sendable {
    public var strokes: [ClassStroke]

    public init(strokes: [ClassStroke]) {
        self.strokes = strokes
    }
}
