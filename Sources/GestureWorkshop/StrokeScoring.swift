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
        let driver = VirtualTouchDriver(size: Size(width: 4096, height: 4096))
        let view = View(name: "canvas", frame: viewFrame)
        driver.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        let watcher = RecognitionWatcher(recognizer)
        driver.window.addObserver(watcher)
        let xs = stroke.points.map { $0[0] }
        let ys = stroke.points.map { $0[1] }
        let center = Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
        let offset = viewFrame.center - center
        driver.playStroke(stroke.points.map { (Point(x: $0[0], y: $0[1]) + offset, $0[2]) })
        driver.wait(1)  // let the recognizer's timers run out
        return watcher.recognized
    }

    /// What the scoring child writes.
    public struct Result: Codable, Sendable {
        public var recognized: [String]

        public init(recognized: [String]) {
            self.recognized = recognized
        }
    }
}

/// Notes whether one recognizer began or ended.
private final class RecognitionWatcher: GestureObserver {
    let recognizer: GestureRecognizer
    var recognized = false
    var observesRepeatedChanges: Bool { false }

    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        if recognizer === self.recognizer && (new == .began || new == .ended) { recognized = true }
    }
}
