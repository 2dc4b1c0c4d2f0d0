import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport

/// The replay's timeline, a bar under the scene: recognizer transitions as marks along the top (in their state's
/// colour), each touch as a coloured span in a lane below, each event as a tick along the bottom, and the playhead at
/// the replay's moment. Time runs left to right from 0 to the replay's end; a point on the bar maps back to a time,
/// for seeking.
public struct TimelineBar {
    /// The bar's height in points.
    public static let height = 88.0
    /// Room left and right of the time axis, so that the ends of the trace can be clicked.
    static let inset = 16.0
    /// Lanes drawn; a touch while more are down shares the last.
    static let laneCount = 4
    static let laneTop = 26.0
    static let laneHeight = 7.0
    static let lanePitch = 9.0
    static let marksTop = 8.0
    static let marksHeight = 12.0
    static let ticksTop = 64.0
    static let ticksHeight = 8.0
    static let textBaseline = 82.0

    static let fill = Color(hex: 0x1E2230)
    static let tickColor = Color.white.withAlpha(0.55)
    static let playheadColor = Color(hex: 0xFFD54A)
    /// The spans' colours, in the order the touches start (the inspector's trail orange first).
    static let spanColors = [
        Color(hex: 0xFF7A00), Color(hex: 0x5BC0FF), Color(hex: 0xC792EA), Color(hex: 0x3DDC84), Color(hex: 0xFF6B6B),
    ]

    /// Where the bar is, in window points.
    public let frame: Rect
    public let contents: TimelineContents

    public init(frame: Rect, contents: TimelineContents) {
        self.frame = frame
        self.contents = contents
    }

    /// The time axis: the bar less its insets.
    var axis: (minX: Double, width: Double) {
        (frame.minX + Self.inset, max(0, frame.width - 2 * Self.inset))
    }

    /// The x of a moment of the trace; moments outside 0…duration (a hostile trace's) lie at the ends.
    public func x(at time: TimeInterval) -> Double {
        let fraction = contents.duration > 0 ? time / contents.duration : 0
        return axis.minX + axis.width * min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    }

    /// The moment of the trace under `x`, within 0…duration.
    public func time(atX x: Double) -> TimeInterval {
        guard axis.width > 0, x.isFinite else { return 0 }
        return min(max((x - axis.minX) / axis.width, 0), 1) * contents.duration
    }

    /// Whether a point is on the bar.
    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// Draws the bar with the playhead at `time`. What does not move (ticks, spans, marks) is one group, kept by the
    /// renderer while the playhead moves over it.
    public func draw(at time: TimeInterval, into list: inout DisplayList) {
        list.group { list in
            list.box(frame, fill: Self.fill)
            for mark in contents.marks {
                let x = self.x(at: mark.time)
                list.line(
                    from: Point(x: x, y: frame.minY + Self.marksTop),
                    to: Point(x: x, y: frame.minY + Self.marksTop + Self.marksHeight),
                    color: StateColors.color(for: mark.state), width: 2)
            }
            for span in contents.spans {
                let lane = Double(min(span.lane, Self.laneCount - 1))
                let start = self.x(at: span.start)
                list.box(
                    Rect(
                        x: start, y: frame.minY + Self.laneTop + lane * Self.lanePitch,
                        width: max(2, self.x(at: span.end) - start), height: Self.laneHeight),
                    fill: Self.spanColors[span.number % Self.spanColors.count], cornerRadius: 2)
            }
            // One tick per pixel column at most: a long trace has more events than the bar has columns.
            var lastColumn = -Double.infinity
            for time in contents.eventTimes {
                let x = self.x(at: time)
                guard x.rounded() != lastColumn else { continue }
                lastColumn = x.rounded()
                list.line(
                    from: Point(x: x, y: frame.minY + Self.ticksTop),
                    to: Point(x: x, y: frame.minY + Self.ticksTop + Self.ticksHeight), color: Self.tickColor, width: 1)
            }
            list.text(
                "0 s", at: Point(x: axis.minX, y: frame.minY + Self.textBaseline), size: 11,
                color: Color.white.withAlpha(0.6))
        }
        let playhead = x(at: time)
        list.line(
            from: Point(x: playhead, y: frame.minY + 3),
            to: Point(x: playhead, y: frame.minY + Self.ticksTop + Self.ticksHeight + 2),
            color: Self.playheadColor, width: 2)
        list.text(
            "\(Self.seconds(time)) of \(Self.seconds(contents.duration)) · click or drag to go there",
            at: Point(x: axis.minX + axis.width, y: frame.minY + Self.textBaseline), size: 11,
            color: Color.white.withAlpha(0.85), alignment: .right)
    }

    /// "1.25 s"
    static func seconds(_ time: TimeInterval) -> String {
        abs(time) < 1e9 ? String(format: "%.2f s", time) : "\(time) s"
    }
}
