import GestureEngine
import StrokeEvaluation

/// A finished stroke, as the participant drew it for a prompt.
public struct CollectedStroke: Sendable {
    public let key: StrokeKey
    /// In points, y down, from the canvas's top left; times in milliseconds from the first point.
    public let points: [(location: Point, milliseconds: Double)]
    /// The device it was drawn with.
    public let device: StrokeSessionHeader.Device

    public init(key: StrokeKey, points: [(location: Point, milliseconds: Double)], device: StrokeSessionHeader.Device) {
        self.key = key
        self.points = points
        self.device = device
    }
}

/// What a session tells the places strokes go to, in the order it happens.
public enum CollectionRecord: Sendable {
    /// A stroke was drawn; it replaces an earlier one with the same key (a redo).
    case stroke(CollectedStroke)
    /// The participant skipped a prompt.
    case skipped(StrokeKey)
    /// The participant took back the stroke or skip of a prompt (Backspace), to answer it again.
    case withdrawn(StrokeKey)
}

/// Where a session's strokes go: the stroke file, and whatever else wants them (a classroom server). A sink that
/// throws has not kept the record; the session then does not count it.
public protocol StrokeSink: AnyObject {
    func record(_ record: CollectionRecord) throws
}

/// Hands each record to several sinks in order: the file first, so that nothing another sink does can lose it.
public final class StrokeSinks: StrokeSink {
    public let sinks: [any StrokeSink]

    public init(_ sinks: [any StrokeSink]) {
        self.sinks = sinks
    }

    public func record(_ record: CollectionRecord) throws {
        for sink in sinks { try sink.record(record) }
    }
}
