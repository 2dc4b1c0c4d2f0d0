import GestureEngine
import StrokeEvaluation

/// A finished stroke, as the participant drew it for a prompt.
public struct CollectedStroke: Sendable {
    public let key: StrokeKey
    /// In points, y down, from the canvas's top left; times in milliseconds from the first point.
    public let points: [(location: Point, milliseconds: Double)]
    /// The device it was drawn with.
    public let device: StrokeSessionHeader.Device
    /// The canvas's size in points as it was drawn (the window may be resized between strokes), if known.
    public let canvas: Size?

    public init(
        key: StrokeKey, points: [(location: Point, milliseconds: Double)], device: StrokeSessionHeader.Device,
        canvas: Size? = nil
    ) {
        self.key = key
        self.points = points
        self.device = device
        self.canvas = canvas
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

/// Hands each record to the file first, then to other sinks (a classroom upload). Only the file decides whether a
/// record counts: another sink's failure is reported to `onFailure` and the session goes on, since the record is
/// already on disk.
public final class StrokeSinks: StrokeSink {
    public let file: any StrokeSink
    public let others: [any StrokeSink]
    public var onFailure: (any Error) -> Void

    public init(file: any StrokeSink, others: [any StrokeSink], onFailure: @escaping (any Error) -> Void = { _ in }) {
        self.file = file
        self.others = others
        self.onFailure = onFailure
    }

    public func record(_ record: CollectionRecord) throws {
        try file.record(record)
        for sink in others {
            do {
                try sink.record(record)
            } catch {
                onFailure(error)
            }
        }
    }
}
