import Foundation
import GestureEngine
import StrokeCollection
import StrokeEvaluation
import Testing

@Suite("collect: the session model")
struct CollectionSessionTests {
    let plan = CollectionPlan(
        kinds: ["circle", "right_chevron", "v"], speeds: ["natural", "fast"], repetitions: 3, seed: 42)

    @Test("every kind at every speed comes up `repetitions` times, numbered in the order asked")
    func promptsCoverThePlan() {
        let prompts = plan.prompts
        #expect(prompts.count == 3 * 2 * 3)
        for kind in plan.kinds {
            for speed in plan.speeds {
                let samples = prompts.filter { $0.kind == kind && $0.speed == speed }.map(\.sample)
                #expect(samples == [1, 2, 3], "\(kind) \(speed)")
            }
        }
    }

    @Test("the order is shuffled from the seed: the same seed gives the same order, another seed another")
    func orderIsSeeded() {
        let again = CollectionPlan(kinds: plan.kinds, speeds: plan.speeds, repetitions: 3, seed: 42)
        let other = CollectionPlan(kinds: plan.kinds, speeds: plan.speeds, repetitions: 3, seed: 43)
        #expect(plan.prompts == again.prompts)
        #expect(plan.prompts != other.prompts)
        // Not the unshuffled order (kinds in turn): all three circles' first six prompts would be circles.
        #expect(plan.prompts.prefix(6).contains { $0.kind != "circle" })
    }

    @Test("strokes, a skip, a redo and a pause, as the sink hears them")
    func redoSkipPause() throws {
        let sink = RecordingSink()
        let session = CollectionSession(plan: plan, subject: 7, sink: sink)
        let prompts = plan.prompts
        func name(_ index: Int) -> String { "\(prompts[index].kind) \(prompts[index].speed) #\(prompts[index].sample)" }
        #expect(try session.finishStroke(line(), device: touchscreen) == .saved(prompts[0]))
        #expect(try session.skip())
        #expect(session.current == prompts[2])
        #expect(try session.redo())  // takes back the skip: prompt 1 again
        #expect(session.current == prompts[1])
        session.togglePause()
        #expect(try session.finishStroke(line(), device: touchscreen) == .ignored("paused"))
        #expect(try !session.skip() && !session.redo())
        session.togglePause()
        #expect(try session.finishStroke(line(count: 1), device: touchscreen) == .ignored("too short to be a drawing"))
        #expect(try session.finishStroke(line(), device: touchscreen) == .saved(prompts[1]))
        #expect(try session.redo() && session.redo())  // both strokes taken back
        #expect(try !session.redo())  // nothing left of this run
        #expect(session.current == prompts[0] && session.answeredCount == 0)
        #expect(
            sink.log == [
                "stroke \(name(0))", "skipped \(name(1))", "withdrawn \(name(1))", "stroke \(name(1))",
                "withdrawn \(name(1))", "withdrawn \(name(0))",
            ])
    }

    @Test("'Draw a circle (3 of 6)': the prompt's place among the prompts of its kind")
    func positionInKind() throws {
        let session = CollectionSession(plan: plan, subject: 7, sink: RecordingSink())
        var seen: [String: Int] = [:]
        for prompt in plan.prompts {
            seen[prompt.kind, default: 0] += 1
            let position = try #require(session.positionInKind)
            #expect(position.number == seen[prompt.kind] && position.count == 6)
            try session.finishStroke(line(), device: touchscreen)
        }
        #expect(session.isFinished && session.positionInKind == nil && session.drawnCount == 18)
        #expect(try session.finishStroke(line(), device: touchscreen) == .ignored("every prompt is answered"))
    }

    @Test("a sink that fails keeps the prompt unanswered")
    func failingSink() throws {
        let sink = RecordingSink()
        sink.failure = "disk full"
        let session = CollectionSession(plan: plan, subject: 7, sink: sink)
        #expect(throws: StrokeFileWriteError.self) { try session.finishStroke(line(), device: touchscreen) }
        #expect(session.answeredCount == 0 && session.current == plan.prompts[0] && !session.canRedo)
    }

    @Test("the file decides whether a record counts; another sink's failure is reported and the session goes on")
    func severalSinks() throws {
        let file = RecordingSink()
        let upload = RecordingSink()
        var failures: [String] = []
        let sinks = StrokeSinks(file: file, others: [upload]) { failures.append("\($0)") }
        let session = CollectionSession(plan: plan, subject: 7, sink: sinks)
        try session.finishStroke(line(), device: touchscreen)
        upload.failure = "offline"
        #expect(try session.skip())
        #expect(file.log.count == 2 && upload.log.count == 1 && failures == ["offline"])
        file.failure = "disk full"
        #expect(throws: StrokeFileWriteError.self) { try session.redo() }
        #expect(session.answeredCount == 2)
    }

    @Test("killed mid-way and run again on the same file: the same order, going on after what is done")
    func resumeAfterKill() throws {
        let path = temporaryPath("resume.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let writer = try StrokeFileWriter(path: path, header: header(subject: 7, plan: plan))
            let session = CollectionSession(plan: plan, subject: 7, sink: writer)
            for _ in 0..<4 { try session.finishStroke(line(), device: touchscreen) }
            try session.skip()
            try session.finishStroke(line(), device: touchscreen)
            try session.redo()  // the sixth stroke taken back: prompt 5 is asked again
        }
        // The process dies while writing the next stroke: half a line, no newline.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"name\":\"circle\",\"subject\":7,\"po".utf8))
        try handle.close()
        var warnings: [String] = []
        let header = header(subject: 7, plan: CollectionPlan(kinds: ["x"], speeds: ["slow"], repetitions: 1, seed: 1))
        let writer = try StrokeFileWriter(path: path, header: header) { warnings.append($0) }
        #expect(warnings.count == 1 && warnings[0].contains("dropped a half-written last line"))
        let contents = try StrokeFile.parseContents(String(contentsOfFile: path, encoding: .utf8), file: path)
        let progress = CollectionSession.progress(of: 7, in: contents)
        #expect(progress.plan == plan)  // the stored plan, not the new command line's
        let resumed = CollectionSession(plan: progress.plan!, subject: 7, sink: writer, answered: progress.answered)
        #expect(resumed.drawnCount == 4 && resumed.skippedCount == 1)
        #expect(resumed.current == plan.prompts[5])
        #expect(CollectionSession.progress(of: 8, in: contents).answered.isEmpty)
    }
}
