import GestureEngine
import GestureLabApp
import InputTrace
import ReplayTimeline
import SceneSupport
import Testing

/// The timeline on a display list: a bar 432 points wide at y 600 leaves a 400-point axis (16 points each side), so
/// a replay 4 s long (the last event at 2 s, and 2 s of settling) puts a moment t at x = 16 + 100 t.
@Suite("The replay's timeline")
struct TimelineBarTests {
    private func touch(_ time: Double, _ id: Int, _ phase: TouchPhase) -> InputEvent {
        InputEvent(time: time, .touches([TouchSample(id: id, phase: phase, location: Point(x: 100, y: 100))]))
    }

    /// Two touches overlapping (0.5–1.5 s and 1.0–2.0 s), a third between (1.6–1.8 s) once the first has lifted.
    private var trace: Trace {
        Trace(
            header: TraceHeader(scene: "monkey", size: Size(width: 432, height: 600)),
            events: [
                touch(0.5, 1, .began), touch(1.0, 2, .began), touch(1.5, 1, .ended), touch(1.6, 3, .began),
                touch(1.8, 3, .ended), touch(2.0, 2, .ended),
            ])
    }

    private let marks = [
        TimelineContents.Mark(time: 1.0, recognizer: "pan", state: .began),
        TimelineContents.Mark(time: 3.0, recognizer: "tap", state: .failed),
    ]

    private func bar() -> TimelineBar {
        TimelineBar(
            frame: Rect(x: 0, y: 600, width: 432, height: TimelineBar.height),
            contents: TimelineContents(trace: trace, duration: 4, marks: marks))
    }

    private func drawn(at time: Double) -> [DrawCommand] {
        var list = DisplayList()
        bar().draw(at: time, into: &list)
        return list.flattenedCommands
    }

    /// The vertical lines drawn, as (x, top, bottom, colour).
    private func verticals(_ commands: [DrawCommand]) -> [(x: Double, top: Double, bottom: Double, color: Color)] {
        commands.compactMap { command in
            guard case .polyline(let points, let color, _, false) = command, points.count == 2,
                points[0].x == points[1].x
            else { return nil }
            return (points[0].x, points[0].y, points[1].y, color)
        }
    }

    @Test("each touch is a span from its start to its end, in the lowest lane free when it starts, in its colour")
    func spans() {
        let boxes = drawn(at: 0).compactMap { command -> (Rect, Color?)? in
            guard case .rectangle(let rect, _, let fill, _, _, _) = command, rect.height < 20 else { return nil }
            return (rect, fill)
        }
        #expect(boxes.map(\.0.minX) == [66, 116, 176])
        #expect(boxes.map(\.0.width) == [100, 100, 20])
        let lanes = boxes.map(\.0.minY)
        #expect(lanes[0] == lanes[2] && lanes[1] > lanes[0], "the third touch takes the first's lane again")
        #expect(Set(boxes.compactMap(\.1)).count == 3, "a colour each")
    }

    @Test("each event is a tick at its time, under the spans")
    func ticks() {
        let lines = verticals(drawn(at: 0))
        let ticks = lines.filter { $0.top > 600 + 60 }
        #expect(ticks.map(\.x) == [66, 116, 166, 176, 196, 216])
        #expect(ticks.allSatisfy { $0.bottom <= 600 + TimelineBar.height })
    }

    @Test("each transition is a mark at its time in its state's colour, above the spans")
    func transitionMarks() {
        let lines = verticals(drawn(at: 0)).filter { $0.bottom < 600 + 24 }
        #expect(lines.map(\.x) == [116, 316])
        #expect(lines.map(\.color) == [StateColors.color(for: .began), StateColors.color(for: .failed)])
    }

    @Test("the playhead is at the replay's moment, and a point on the bar maps back to its moment")
    func playhead() {
        let before = verticals(drawn(at: 0)).count
        let lines = verticals(drawn(at: 2.5))
        #expect(lines.count == before)
        #expect(lines.last?.x == 266, "drawn last, over the rest")
        #expect(bar().time(atX: 266) == 2.5)
        #expect(bar().time(atX: 0) == 0 && bar().time(atX: 1000) == 4, "the ends of the bar are the ends of the trace")
        #expect(bar().time(atX: .nan) == 0)
        #expect(bar().x(at: -5) == 16 && bar().x(at: 1e300) == 416, "a hostile trace's moments lie at the ends")
        #expect(bar().contains(Point(x: 10, y: 650)) && !bar().contains(Point(x: 10, y: 590)))
    }

    @Test("the time is written under the bar")
    func readout() {
        let texts = drawn(at: 2.5).compactMap { command -> String? in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains { $0.hasPrefix("2.50 s of 4.00 s") })
    }

    @Test("a touch that never ends lasts to the end; one that ends without beginning is no span")
    func hostileSpans() {
        let contents = TimelineContents(
            trace: Trace(
                header: TraceHeader(scene: "monkey", size: Size(width: 432, height: 600), hostile: true),
                events: [touch(1, 9, .ended), touch(1, 5, .began), touch(2, 5, .began)]),
            duration: 4, marks: [])
        #expect(contents.spans.map { [$0.start, $0.end] } == [[1, 4]])
    }
}
