import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@testable import GestureWorkshop

/// "Teach it my way" on real attendee files: the chevron lesson's solution compiled and widened, and the child
/// process that replays the negative strokes surviving a trap in the attendee's code.
@Suite(.serialized) struct CalibrationChildTests {
    /// A ">" from (100, 100) down-right to the apex (200, 200) and back down-left to (100, 300), 5 points a step,
    /// that jumps `wobble` points up half way down the first leg.
    static func wobblyChevron(wobble: Double) -> RecordedStroke {
        var points: [Point] = (0...20).map { Point(x: 100 + Double($0) * 5, y: 100 + Double($0) * 5) }
        points.insert(Point(x: 152, y: 150 - wobble), at: 11)
        points += (1...20).map { Point(x: 200 - Double($0) * 5, y: 200 + Double($0) * 5) }
        return RecordedStroke(points: points, interval: 0.01, viewFrame: Rect(x: 16, y: 80, width: 640, height: 560))
    }

    private func compileSolution(_ lesson: String, in folder: String) throws -> (RecognizerCompiler, CompiledRecognizer)
    {
        let file = repositoryRoot.appendingPathComponent("workshop/\(lesson)/Solution.swift").path
        let compiler = RecognizerCompiler(
            file: file, requestedClass: nil, workFolder: folder, engine: try EngineLocation.find())
        return (compiler, try compiler.compile())
    }

    @Test func theChevronSolutionsToleranceWidensToTheWobbleAndNoFurther() throws {
        try withTemporaryFolder { folder in
            let (_, compiled) = try compileSolution("01-right-chevron", in: folder)
            let library = try RecognizerLibrary(compiled)
            // The solution fails a move more than `tolerance` (8) points above the lowest point so far: a 12-point
            // jump up needs a tolerance of 12.
            let attempts = (0..<3).map { _ in Self.wobblyChevron(wobble: 12) }
            let outcome = try #require(LimitWidening(make: library.makeRecognizer).widen(for: attempts))
            #expect(outcome.refused == 3)
            #expect(Set(outcome.widened.keys) == ["tolerance"])
            let tolerance = try #require(outcome.widened["tolerance"])
            #expect(tolerance >= 12 && tolerance <= 12.01, "\(tolerance)")
        }
    }

    @Test func aTrapInTheAttendeesCodeWhileTeachingIsReportedByTheChild() throws {
        // The recognizer traps when its limit is set beyond 0.5: the widening's first try (the most lenient value)
        // does that, in the child.
        let source = """
            import GestureEngine

            /// Traps when taught.
            class Fragile: GestureRecognizer, TunableLimits {
                var tolerance = 0.1
                override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { state = .failed }
                var tunableLimits: [TunableLimit] { [TunableLimit("tolerance", value: tolerance, mostLenient: 1)] }
                func setTunableLimit(_ name: String, to value: Double) {
                    precondition(value <= 0.5, "too wide")
                    tolerance = value
                }
            }

            """
        try withTemporaryFolder { folder in
            let file = try write(source, to: folder + "/Fragile.swift")
            let compiler = RecognizerCompiler(
                file: file, requestedClass: nil, workFolder: folder + "/work", engine: try EngineLocation.find())
            let compiled = try compiler.compile()
            let child = CalibrationChild(
                executable: appBinary, displayPath: file, sourcePath: compiler.sourcePath,
                workFolder: folder + "/work", compiled: compiled)
            let result = child.run(PlaygroundCalibration.Request(attempts: [Self.wobblyChevron(wobble: 12)]))
            #expect(result.widened.isEmpty)
            #expect(result.message.hasPrefix("not calibrated: your recognizer crashed while it was taught: "))
            // The precondition is line 9 of the file: the child's backtrace names it.
            #expect(result.message.contains("\(file):9:"), "\(result.message)")
        }
    }

    /// Seven tenths of a circle of radius 80 round (300, 300), counter-clockwise on screen, a point every 5°.
    static func shortCircle() -> RecordedStroke {
        let points = (0...50).map { step in
            let angle = -Double(step) * 5 * Double.pi / 180
            return Point(x: 300 + 80 * cos(angle), y: 300 + 80 * sin(angle))
        }
        return RecordedStroke(points: points, interval: 0.01, viewFrame: Rect(x: 16, y: 80, width: 640, height: 560))
    }

    @Test func theCircleSolutionsMinimumTurnComesDownForAShortCircleAlone() throws {
        try withTemporaryFolder { folder in
            let (_, compiled) = try compileSolution("03-circle", in: folder)
            let library = try RecognizerLibrary(compiled)
            // 50 steps of 5° are 250°, 0.694 of a turn; the arc fits its circle exactly and has no corner, so only
            // the minimum turn (0.8) refuses it. The solution measures the turn on its evened-out path, a little
            // short of the drawn arc: the widened minimum is at most the arc's turn, within the most lenient 0.6.
            let outcome = try #require(LimitWidening(make: library.makeRecognizer).widen(for: [Self.shortCircle()]))
            #expect(Set(outcome.widened.keys) == ["minimumTurn"])
            let turn = try #require(outcome.widened["minimumTurn"])
            #expect(turn <= 250.0 / 360 && turn >= 0.6, "\(turn)")
        }
    }

    /// The whole child on the shipped negative strokes: it comes to a verdict, said in the app's words.
    @Test(arguments: ["01-right-chevron", "03-circle"])
    func aLessonSolutionIsTaughtThroughTheChildOnTheShippedNegatives(lesson: String) throws {
        try withTemporaryFolder { folder in
            let (compiler, compiled) = try compileSolution(lesson, in: folder)
            let child = CalibrationChild(
                executable: appBinary, displayPath: compiler.displayPath, sourcePath: compiler.sourcePath,
                workFolder: folder, compiled: compiled)
            let attempt = lesson == "03-circle" ? Self.shortCircle() : Self.wobblyChevron(wobble: 12)
            let result = child.run(PlaygroundCalibration.Request(attempts: [attempt, attempt, attempt]))
            let widenedLimit = lesson == "03-circle" ? "minimumTurn 0.8 → 0." : "tolerance 8 → 12"
            if result.widened.isEmpty {
                #expect(result.message.hasPrefix("not calibrated: it would accept "), "\(result.message)")
            } else {
                #expect(result.message.hasPrefix("calibrated to you: \(widenedLimit)"), "\(result.message)")
                #expect(result.message.contains("false accepts on 3,972 other strokes"), "\(result.message)")
            }
        }
    }
}
