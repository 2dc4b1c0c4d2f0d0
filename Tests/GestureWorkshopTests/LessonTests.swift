import Foundation
import GestureLabTestSupport
import Testing

@testable import GestureWorkshop

/// Every lesson in workshop/: the worked solution passes `--check`, the starter does not.
@Suite(.serialized) struct LessonTests {
    static let lessons = [
        "01-right-chevron", "02-swirl-knob", "03-circle", "04-z-and-slide-down", "05-tickle",
    ]

    @Test(arguments: lessons) func solutionPassesEveryTrace(lesson: String) throws {
        let folder = repositoryRoot.appendingPathComponent("workshop/\(lesson)").path
        let result = try runApp(["workshop", "check", folder + "/Solution.swift"])
        let traces = try Lesson.read(folder + "/lesson.json").traces.count
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("\(traces) of \(traces) passed: lesson done!"), "\(result.output)")
        #expect(!result.output.contains("✗"))
    }

    @Test(arguments: lessons) func starterFailsSomeTrace(lesson: String) throws {
        let folder = repositoryRoot.appendingPathComponent("workshop/\(lesson)").path
        let result = try runApp(["workshop", "check", folder + "/Starter.swift"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("✗"))
    }

    /// The traces each lesson's literal rule (Literal.swift) gets wrong: the real strokes picked for it, by the
    /// Python model of the same rule in scripts/make-workshop-traces.py, and the synthetic cases written against it.
    static let literalRuleFailures: [(lesson: String, traces: Set<String>)] = [
        ("01-right-chevron", ["real-right_chevron-s1-fast-1", "real-right_chevron-s1-fast-7"]),
        ("02-swirl-knob", ["real-resting-wobble-caret-s1-fast-1"]),
        ("03-circle", ["half-circle", "real-rectangle-s1-fast-1", "real-rectangle-s1-fast-2"]),
        ("04-z-and-slide-down", ["z-wobbly", "real-question_mark-s1-fast-1"]),
        ("05-tickle", ["real-delete_mark-s1-fast-1", "real-delete_mark-s1-fast-2"]),
    ]

    @Test(arguments: literalRuleFailures) func literalRuleFailsExactlyTheTracesMadeAgainstIt(
        lesson: String, traces: Set<String>
    ) throws {
        let folder = repositoryRoot.appendingPathComponent("workshop/\(lesson)").path
        let result = try runApp(["workshop", "check", folder + "/Literal.swift"])
        let failed = result.output.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.map { line in
            String(line.dropFirst(2).prefix { $0 != ":" })
        }
        #expect(Set(failed) == traces, "\(result.output)")
    }

    @Test func aTrapInTheAttendeesCodeFailsItsTraceWithTheCrashPlace() throws {
        try withTemporaryFolder { folder in
            let lesson = repositoryRoot.appendingPathComponent("workshop/05-tickle").path
            let solution = try String(contentsOfFile: lesson + "/Solution.swift", encoding: .utf8)
            // A force-unwrap of nil on the first move, on line 31 of the copy.
            let trapping = solution.replacingOccurrences(
                of:
                    "        guard state == .possible, let point = touches.first?.location(in: view), var turn else { return }",
                with: "        let nothing: Point? = nil\n        _ = nothing!\n"
                    + "        guard state == .possible, let point = touches.first?.location(in: view), var turn else { return }"
            )
            #expect(trapping != solution)
            let file = try write(trapping, to: folder + "/Tickle.swift")
            let result = try runApp(["workshop", "check", file, "--lesson", lesson])
            #expect(result.status == 1)
            #expect(result.output.contains("got: crashed: \(file):31:"), "\(result.output)")
            #expect(result.output.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        }
    }

    @Test("an endless loop fails its trace after the time limit, and the check stops there, saying which")
    func anEndlessLoopStopsTheCheckAtItsFirstTrace() throws {
        try withTemporaryFolder { folder in
            let looping = tapSource.replacingOccurrences(
                of: "state = .recognized", with: "while touches.count > 0 {}")
            #expect(looping != tapSource)
            let file = try write(looping, to: folder + "/MyTap.swift")
            try write(tapTrace, to: folder + "/tap.trace.jsonl")
            // Issue 52: three traces on a looping recognizer took three time limits and their backtraces.
            try write(
                #"{"title": "A tap", "traces": [{"file": "tap.trace.jsonl", "expect": "recognized", "why": "a tap"}, "#
                    + #"{"file": "tap.trace.jsonl", "expect": "recognized", "why": "again"}, "#
                    + #"{"file": "tap.trace.jsonl", "expect": "recognized", "why": "and again"}]}"#,
                to: folder + "/lesson.json")
            let started = Date()
            let result = try runApp(["workshop", "check", file])
            #expect(result.status == 1)
            #expect(result.output.contains("got: crashed: "), "\(result.output)")
            #expect(result.output.contains("did not return for 10 s (an endless loop?)"), "\(result.output)")
            #expect(
                result.output.contains(
                    "stopped at trace 1 of 3, tap: it did not finish in 10 s; the other 2 were not run"),
                "\(result.output)")
            #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.count == 1)
            #expect(result.output.contains("0 of 3 passed"), "\(result.output)")
            // One time limit (10 s) and the backtrace's two seconds, with room for a loaded machine; not three.
            #expect(Date().timeIntervalSince(started) < 30 + 10)
        }
    }

    @Test func aMalformedLessonIsRefusedWithItsPath() throws {
        try withTemporaryFolder { folder in
            let manifest = try write("{\"title\": \"x\", \"traces\": [{\"file\": 3}]}", to: folder + "/lesson.json")
            #expect(throws: WorkshopError.self) { try Lesson.read(manifest) }
            let empty = try write("{\"title\": \"x\", \"traces\": []}", to: folder + "/lesson.json")
            #expect(throws: WorkshopError("\(empty): the lesson lists no traces")) { try Lesson.read(empty) }
        }
    }
}
