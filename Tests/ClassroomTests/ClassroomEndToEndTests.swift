import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// `gesturelab classroom serve` and three attendees running the real `gesturelab workshop --check --classroom`
/// against it, all on 127.0.0.1.
@Suite(.serialized) struct ClassroomEndToEndTests {
    static let lesson = repositoryRoot.appendingPathComponent("workshop/03-circle").path

    /// The lesson's solution with an index out of range at the end of every stroke.
    static func trappingCircle() throws -> String {
        let solution = try String(contentsOfFile: lesson + "/Solution.swift", encoding: .utf8)
        let trapping = solution.replacingOccurrences(
            of: "    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {\n",
            with:
                "    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {\n        _ = path[path.count]\n"
        )
        guard trapping != solution else { throw TestFailure("the solution changed: no place for the trap") }
        return trapping
    }

    /// Each attendee draws strokes (three circles and three others), then saves their recognizer: two good ones
    /// (the lesson's solution, and its literal rule) and one that traps.
    static func runClass(_ server: RunningServer, folder: String) throws -> [String: Int32] {
        let people = [("Ada", 1 as UInt64), ("Bo", 2), ("Cy", 3)]
        for (name, seed) in people {
            let strokes = folder + "/\(name).strokes.jsonl"
            try MadeUpStrokes.file(seed: seed, circles: 3).write(toFile: strokes, atomically: true, encoding: .utf8)
            let upload = try runApp([
                "classroom", "upload", strokes, "--classroom", server.url.absoluteString, "--name", name,
                "--token", server.token,
            ])
            #expect(upload.status == 0, "\(upload.errors)")
        }
        let trap = folder + "/Circle.swift"
        try trappingCircle().write(toFile: trap, atomically: true, encoding: .utf8)
        var statuses: [String: Int32] = [:]
        for (name, file) in [("Ada", lesson + "/Solution.swift"), ("Bo", lesson + "/Literal.swift"), ("Cy", trap)] {
            let result = try runApp([
                "workshop", file, "--check", "--lesson", lesson, "--classroom", server.url.absoluteString, "--name",
                name, "--token", server.token,
            ])
            #expect(result.errors.contains("classroom: check and score posted"), "\(name): \(result.errors)")
            statuses[name] = result.status
        }
        return statuses
    }

    @Test func theLeaderboardRanksTheClassShowsTheTrapAndSurvivesARestart() throws {
        try withTemporaryFolder { folder in
            let data = folder + "/data"
            var server = try RunningServer(data: data)
            let statuses = try Self.runClass(server, folder: folder)
            // --check's own verdict is unchanged by the classroom: the solution passes, the others do not.
            #expect(statuses == ["Ada": 0, "Bo": 1, "Cy": 1])
            let state = try server.client.state()

            #expect(state.attendees.map(\.name) == ["Ada", "Bo", "Cy"])
            let ada = try #require(state.attendees.first { $0.name == "Ada" })
            #expect(ada.lesson == "Lesson 3: the circle and its fit")
            #expect(ada.traces.count == 7 && ada.traces.allSatisfy(\.passed), "\(ada.traces)")
            let cy = try #require(state.attendees.first { $0.name == "Cy" })
            #expect(
                cy.traces.contains { $0.verdict.hasPrefix("crashed: ") && $0.verdict.contains("Index out of range") })
            #expect(state.dataset.people == 3 && state.dataset.strokes == 18)
            #expect(state.dataset.kinds == ["circle": 9, "line": 3, "right_chevron": 3, "zig_zag": 3])

            // One board, the lesson's: each is scored on the other two people's strokes, 6 circles and 6 others.
            #expect(state.boards.map(\.kind) == ["circle"])
            let board = try #require(state.boards.first).scores
            #expect(board.count == 3)
            let cyScore = try #require(board.first { $0.report.name == "Cy" })
            let trouble = try #require(cyScore.report.trouble)
            #expect(trouble.hasPrefix("crashed: ") && trouble.contains("Circle.swift:"), "\(trouble)")
            #expect(cyScore.rank == nil && cyScore.unranked == trouble, "a recognizer that crashed is not ranked")
            #expect(board.last?.report.name == "Cy")
            for score in board where score.report.trouble == nil {
                #expect(score.report.people == 2 && score.report.positives == 6 && score.report.negatives == 6)
                #expect(score.report.snapshot == state.dataset.snapshot)
            }
            // A round circle is what every circle recognizer must take; none of the others goes round.
            let solution = try #require(board.first { $0.report.name == "Ada" })
            #expect(solution.report.recognized == 6 && solution.report.falseAccepts == 0, "\(solution.report)")
            #expect(solution.rank == 1)

            // Killed as if the power went, and started again on the same folder: the same class, the same token.
            let token = server.token
            server.stop(SIGKILL)
            server = try RunningServer(data: data)
            #expect(server.token == token)
            var again = try server.client.state()
            again.now = state.now
            again.seq = state.seq
            #expect(again == state)

            // A re-sent upload (same ids) stores nothing twice; Ada's key is kept in her config, so the upload
            // after the restart (on another port) is hers.
            let upload = try runApp([
                "classroom", "upload", folder + "/Ada.strokes.jsonl", "--classroom", server.url.absoluteString,
                "--name", "Ada", "--token", token,
            ])
            #expect(upload.status == 0, "\(upload.errors)")
            #expect(try server.client.state().dataset.strokes == 18)
        }
    }

    /// Times are the server's: a save dated far in the future does not freeze a row, and a re-sent save (its id
    /// again) is stored once.
    @Test func theServersClockOrdersSaves() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let future = CheckReport(
                name: "Ada", lesson: "L", file: "A.swift", traces: [.init(name: "t", passed: false, verdict: "no")],
                compileErrors: [], savedAt: 1e300)
            try server.client.post(check: future)
            let later = CheckReport(
                name: "Ada", lesson: "L", file: "A.swift", traces: [.init(name: "t", passed: true, verdict: "yes")],
                compileErrors: [], savedAt: 1)
            try server.client.post(check: later)
            try server.client.post(check: future)
            let ada = try #require(try server.client.state().attendees.first { $0.name == "Ada" })
            #expect(ada.traces.map(\.passed) == [true])
            let now = Date().timeIntervalSince1970
            #expect(abs((ada.lastSave ?? 0) - now) < 120, "the server's time, not the attendee's")
        }
    }

    @Test func aRecognizerThatLoopsWhileScoringIsReportedAsSuch() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let strokes = folder + "/Ann.strokes.jsonl"
            try MadeUpStrokes.file(seed: 4, circles: 3).write(toFile: strokes, atomically: true, encoding: .utf8)
            let upload = try runApp([
                "classroom", "upload", strokes, "--classroom", server.url.absoluteString, "--name", "Ann", "--token",
                server.token,
            ])
            #expect(upload.status == 0, "\(upload.errors)")
            // Loops forever low in its view: where scoring centres the class's strokes (around y = 800), below
            // every lesson trace (the window is 720 high), so the check passes and only the scoring is stuck.
            let solution = try String(contentsOfFile: Self.lesson + "/Solution.swift", encoding: .utf8)
            let guardLine = "        guard state == .possible, let touch = touches.first else { return }\n"
            let looping = solution.replacingOccurrences(
                of: guardLine, with: guardLine + "        while touch.location(in: view).y > 750 {}\n")
            #expect(looping != solution)
            let file = folder + "/Circle.swift"
            try looping.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try runApp([
                "workshop", file, "--check", "--lesson", Self.lesson, "--classroom", server.url.absoluteString,
                "--name", "Lou", "--token", server.token,
            ])
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            let score = try #require(
                try server.client.state().boards.flatMap(\.scores).first { $0.report.name == "Lou" })
            let trouble = try #require(score.report.trouble, "\(score.report)")
            #expect(trouble.hasPrefix("crashed: ") && trouble.contains("(an endless loop?)"), "\(trouble)")
        }
    }

    @Test func aBadTokenAndGarbageAreRefusedAndStoredNowhere() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data", token: "right-token")
            let stroke = ClassStroke(person: "Eve", kind: "circle", points: [[0, 0, 0], [10, 10, 12]])
            let goodStrokes = try JSONEncoder().encode(StrokeUpload(strokes: [stroke]))
            let url = server.url.appendingPathComponent("api/strokes")
            #expect(try request("POST", url, token: "wrong-token", body: goodStrokes).status == 401)
            #expect(try request("POST", url, token: nil, body: goodStrokes).status == 401)
            #expect(try request("GET", url, token: "wrong-token").status == 401)
            let garbage = try request("POST", url, token: "right-token", body: Data("{\"strokes\": [".utf8))
            #expect(garbage.status == 400 && garbage.body.contains("not a valid stroke upload"), "\(garbage)")
            var backwards = stroke
            backwards.points = [[0, 0, 50], [10, 10, 12]]
            let invalid = try request(
                "POST", url, token: "right-token", body: try JSONEncoder().encode(StrokeUpload(strokes: [backwards])))
            #expect(invalid.status == 400 && invalid.body.contains("time goes backwards"), "\(invalid)")
            let huge = Data(repeating: UInt8(ascii: " "), count: ClassroomLimits.bodyBytes + 1)
            #expect(try request("POST", url, token: "right-token", body: huge).status == 413)
            let score = server.url.appendingPathComponent("api/scores")
            #expect(try request("POST", score, token: "right-token", body: Data("[1, 2]".utf8)).status == 400)
            let checks = server.url.appendingPathComponent("api/checks")
            #expect(try request("POST", checks, token: "right-token", body: Data("not json".utf8)).status == 400)

            let state = try server.client.state()
            #expect(state.attendees.isEmpty && state.boards.isEmpty && state.dataset.strokes == 0)
            // The right token and a good body but no attendee key: refused; with Eve's key, stored (the refusals
            // above were for the right reasons).
            #expect(try request("POST", url, token: "right-token", body: goodStrokes).status == 401)
            try server.client.upload(strokes: [stroke])
            #expect(try server.client.state().dataset.strokes == 1)
        }
    }

    @Test("a classroom that is not there: the check says so once, with the URL, and keeps its own result")
    func anAttendeeWhoseClassroomIsNotUpIsToldAtOnce() throws {
        // Issue 52: a refused connection (nothing listens on the port) fails fast with the URL, is not tried again,
        // and the lesson's own check (the solution passes it) decides the exit status.
        TestHome.isolate()
        let port = try freePort()
        let url = "http://127.0.0.1:\(port)"
        let result = try runApp([
            "workshop", "check", Self.lesson + "/Solution.swift", "--classroom", url, "--name", "Dee", "--token", "t",
        ])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("passed: lesson done!"), "\(result.output)")
        let lines = result.errors.split(separator: "\n")
        #expect(
            lines.map(String.init) == [
                "gesturelab workshop check: warning: the classroom did not get this check: cannot reach the classroom "
                    + "at \(url): the connection was refused (is `gesturelab classroom serve` running there, on that "
                    + "port?)"
            ], "\(result.errors)")
    }
}
