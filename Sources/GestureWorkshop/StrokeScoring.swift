import Classroom
import Foundation
import GestureEngine

/// Plays the class's strokes into an attendee's recognizer, headless on virtual time: each stroke in a fresh
/// window on a fresh recognizer, as a one-finger touch sequence with its recorded times, centred on a view large
/// enough for any stroke. A stroke counts as recognized when the recognizer begins or ends (as in `--check`).
public enum StrokeScoring {
    /// The view the recognizer sits on.
    static let viewFrame = Rect(x: 100, y: 100, width: 1600, height: 1600)

    /// The ids of the strokes the recognizer `make` creates recognized. Runs the attendee's code: call it in the
    /// child process (`gesturelab workshop --score-strokes`), never in the workshop's own.
    public static func recognized(_ strokes: [ClassStroke], making make: () -> GestureRecognizer) -> [String] {
        strokes.filter { isRecognized($0, by: make()) }.map(\.id)
    }

    /// The scoring child's work: reads the strokes (a `StrokeUpload` as JSON), plays them into the library's
    /// recognizer, writes a `Result`.
    public static func run(strokes path: String, output: String, compiled: CompiledRecognizer) throws {
        let strokes: [ClassStroke]
        do {
            strokes = try JSONDecoder().decode(StrokeUpload.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
                .strokes
        } catch {
            throw WorkshopError("\(path): cannot read the class's strokes (\(error.localizedDescription))")
        }
        let library = try RecognizerLibrary(compiled)
        let result = Result(recognized: recognized(strokes, making: library.makeRecognizer))
        do {
            try JSONEncoder().encode(result).write(to: URL(fileURLWithPath: output))
        } catch {
            throw WorkshopError("cannot write the score to \(output): \(error.localizedDescription)")
        }
    }

    static func isRecognized(_ stroke: ClassStroke, by recognizer: GestureRecognizer) -> Bool {
        let xs = stroke.points.map { $0[0] }
        let ys = stroke.points.map { $0[1] }
        let center = Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
        let offset = viewFrame.center - center
        let points = stroke.points.map { [$0[0] + offset.x, $0[1] + offset.y, $0[2]] }
        return RecordedStroke.isRecognized(recognizer, RecordedStroke(points: points, viewFrame: viewFrame))
    }

    /// What the scoring child writes.
    public struct Result: Codable, Sendable {
        public var recognized: [String]

        public init(recognized: [String]) {
            self.recognized = recognized
        }
    }
}
