import Classroom
import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeCollection
import StrokeEvaluation
import Testing

/// `collect --classroom`'s sink without a window: a collected stroke as the class's stroke, its stable id, and
/// uploads that never hold up the session or its end.
@Suite(.serialized) struct ClassroomStrokeSinkTests {
    static let pen = StrokeSessionHeader.Device(name: "test pen", kind: "pen")

    static func stroke(sample: Int, radius: Double) -> CollectedStroke {
        let points = MadeUpStrokes.circle(radius: radius).map { (Point(x: $0[0], y: $0[1]), $0[2]) }
        return CollectedStroke(
            key: StrokeKey(subject: 7, name: "circle", speed: "fast", sample: sample), points: points, device: pen)
    }

    @Test func aCollectedStrokeGoesAsTheFileKeepsIt() throws {
        let collected = CollectedStroke(
            key: StrokeKey(subject: 7, name: "circle", speed: "fast", sample: 2),
            points: [(Point(x: 10.004, y: 20.996), 0), (Point(x: 30.5, y: 40.125), 16.66)], device: Self.pen)
        let mapped = ClassStroke(collected: collected, person: "Ada")
        #expect(mapped.person == "Ada" && mapped.kind == "circle" && mapped.speed == "fast")
        // The stroke file keeps coordinates to 0.01 point and times to 0.1 ms.
        #expect(mapped.points == [[10, 21, 0], [30.5, 40.13, 16.7]])
    }

    /// The canvas goes with the stroke as the file keeps it (to 0.01 point), read back from the file or not, and an
    /// upload whose canvas is not two sizes above 0 is refused.
    @Test func aStrokesCanvasGoesWithItAndIsChecked() throws {
        let collected = CollectedStroke(
            key: StrokeKey(subject: 7, name: "right_slide_down", speed: "fast", sample: 1),
            points: [(Point(x: 500, y: 40), 0), (Point(x: 502, y: 300), 160)], device: Self.pen,
            canvas: Size(width: 640.004, height: 480))
        let mapped = ClassStroke(collected: collected, person: "Ada")
        #expect(mapped.canvas == [640, 480])
        let read = try StrokeFile.parseContents(StrokeLineEncoder.line(for: collected), file: "strokes.jsonl")
        #expect(ClassStroke(recorded: try #require(read.strokes.first), person: "Ada") == mapped)
        try mapped.validate()
        for bad in [[0.0, 480], [640], [640, -1], [640, .infinity]] {
            var upload = mapped
            upload.canvas = bad
            #expect(throws: InvalidUpload.self) { try upload.validate() }
        }
    }

    @Test func theIdIsTheOneItsFileLineGetsAndChangesWithTheStroke() throws {
        let collected = Self.stroke(sample: 1, radius: 101.237)
        let mapped = ClassStroke(collected: collected, person: "Ada")
        #expect(ClassStroke(collected: collected, person: "Ada").id == mapped.id)
        let read = try StrokeFile.parseContents(StrokeLineEncoder.line(for: collected), file: "strokes.jsonl")
        let fromFile = try #require(read.strokes.first)
        #expect(ClassStroke(recorded: fromFile, person: "Ada") == mapped)
        #expect(ClassStroke(collected: collected, person: "Bea").id != mapped.id)
        #expect(ClassStroke(collected: Self.stroke(sample: 1, radius: 90), person: "Ada").id != mapped.id)
    }

    @Test func strokesReachTheClassroomOnceEach() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let reports = LockedText()
            let sink = ClassroomStrokeSink(client: server.client, person: "Ada") { reports.append($0) }
            let first = Self.stroke(sample: 1, radius: 80)
            try sink.record(.stroke(first))
            try sink.record(.skipped(StrokeKey(subject: 7, name: "circle", speed: "fast", sample: 2)))
            try sink.record(.stroke(Self.stroke(sample: 3, radius: 120)))
            try sink.record(.withdrawn(StrokeKey(subject: 7, name: "circle", speed: "fast", sample: 3)))
            #expect(sink.finish(within: 30) == .init(uploaded: 2, refused: 0, unsent: 0))
            // Sent again (a re-run, or the file uploaded later): stored once.
            let again = ClassroomStrokeSink(client: server.client, person: "Ada") { reports.append($0) }
            try again.record(.stroke(first))
            #expect(again.finish(within: 30).uploaded == 1)
            let stored = try server.strokes()
            #expect(stored.count == 2 && stored.allSatisfy { $0.person == "Ada" && $0.kind == "circle" })
            #expect(reports.text.isEmpty)
        }
    }

    @Test func anUnreachableClassroomIsReportedOnceAndQuittingDoesNotWait() throws {
        let nobody = URL(string: "http://127.0.0.1:\(try freePort())")!
        let reports = LockedText()
        let quick = ClassroomClient(
            server: nobody, token: "t", retry: .init(attempts: 1, firstPause: 0, longestPause: 0))
        let sink = ClassroomStrokeSink(client: quick, person: "Ada") { reports.append($0 + "\n") }
        for sample in 1...3 { try sink.record(.stroke(Self.stroke(sample: sample, radius: 80 + Double(sample)))) }
        #expect(sink.finish(within: 30) == .init(uploaded: 0, refused: 0, unsent: 3))
        #expect(reports.text.split(separator: "\n").count == 1)
        #expect(reports.text.contains("cannot reach the classroom"))

        // A client that keeps trying for a minute: the end still comes after the time given.
        let patient = ClassroomStrokeSink(client: ClassroomClient(server: nobody, token: "t"), person: "Ada") { _ in }
        try patient.record(.stroke(Self.stroke(sample: 1, radius: 80)))
        let start = Date()
        #expect(patient.finish(within: 1).unsent == 1)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
