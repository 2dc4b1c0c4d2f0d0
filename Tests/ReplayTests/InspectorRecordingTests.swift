import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import Testing
import TutorialScenes

/// A recording made with the inspector's column open replays onto the same layout: the scene was laid out beside the
/// column, so its touches only land on what they touched if the replay opens the column too.
@Suite("Recordings made with the inspector open")
struct InspectorRecordingTests {
    private let size = Size(width: 1024, height: 720)

    /// Where the heart is, in window points, with the inspector beside the scene or not.
    private func heartCentre(inspectorBeside: Bool) throws -> Point {
        let app = DemoApp(size: size, clock: VirtualClock(), scene: .circles)
        app.setInspector(visible: inspectorBeside)
        #expect(app.inspectorIsBesideScene == inspectorBeside)
        let scene = try #require(app.scene as? CircleGameScene)
        let heart = try #require(scene.root.subviews.first { $0.name == "heart" })
        return heart.convert(Point(x: heart.bounds.width / 2, y: heart.bounds.height / 2), to: nil)
    }

    /// A finger circling `centre` once, 80 points across, over a second.
    private func circle(around centre: Point) -> [InputEvent] {
        (0...40).map { step in
            let angle = Double(step) / 40 * 2 * Double.pi
            let point = Point(x: centre.x + 40 * cos(angle), y: centre.y + 40 * sin(angle))
            let phase: TouchPhase = step == 0 ? .began : step == 40 ? .ended : .moved
            return InputEvent(
                time: 0.1 + Double(step) * 0.025, .touches([TouchSample(id: 1, phase: phase, location: point)]))
        }
    }

    @Test("the header says the column was open, and the replay selects what the recording circled")
    func replaysBesideTheColumn() throws {
        let besideColumn = try heartCentre(inspectorBeside: true)
        let withoutColumn = try heartCentre(inspectorBeside: false)
        #expect(besideColumn.distance(to: withoutColumn) > 80, "the column moves the heart by more than its size")

        let header = TraceHeader(scene: "circles", size: size, inspector: true)
        let text = try String(decoding: JSONEncoder().encode(header), as: UTF8.self)
        #expect(text.contains(#""inspector":true"#))
        #expect(
            try !String(decoding: JSONEncoder().encode(TraceHeader(scene: "circles", size: size)), as: UTF8.self)
                .contains("inspector"), "a recording without the column keeps the header it always had")

        let recorded = Trace(header: header, events: circle(around: besideColumn))
        let replayed = try HeadlessReplay(trace: recorded).run().state.sceneState(of: CircleGameScene.self)
        #expect(replayed.selectedTargets == ["heart"])

        var unmarked = recorded
        unmarked.header.inspector = nil
        let misplaced = try HeadlessReplay(trace: unmarked).run().state.sceneState(of: CircleGameScene.self)
        #expect(misplaced.selectedTargets != ["heart"], "without the mark the same touches miss the heart")
    }
}
