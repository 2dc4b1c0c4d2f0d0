import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// The class's rules at its HTTP door, on a real server on 127.0.0.1: names claimed once and posts under them
/// only with their key, scores checked against the snapshot they name, one board per lesson and kind.
@Suite(.serialized) struct ClassroomRulesTests {
    static func join(_ server: RunningServer, _ name: String) throws -> (status: Int, key: String) {
        let answer = try request(
            "POST", server.url.appendingPathComponent("api/join"), token: server.token,
            body: try JSONEncoder().encode(JoinRequest(name: name)))
        let key = (try? JSONDecoder().decode(JoinAnswer.self, from: Data(answer.body.utf8)))?.key ?? ""
        return (answer.status, key)
    }

    static func post<T: Encodable>(_ server: RunningServer, _ path: String, _ value: T, key: String?) throws -> (
        status: Int, body: String
    ) {
        try request(
            "POST", server.url.appendingPathComponent(path), token: server.token, body: try JSONEncoder().encode(value),
            key: key)
    }

    /// Three people's strokes: Ada 3 circles and 1 line, Bo 2 circles and 2 right chevrons, Cy 1 circle.
    static func strokes() -> [String: [ClassStroke]] {
        func make(_ person: String, _ kinds: [String]) -> [ClassStroke] {
            kinds.enumerated().map { index, kind in
                ClassStroke(
                    id: "\(person)-\(index)", person: person, kind: kind,
                    points: MadeUpStrokes.circle(radius: 50 + Double(index)))
            }
        }
        return [
            "Ada": make("Ada", ["circle", "circle", "circle", "line"]),
            "Bo": make("Bo", ["circle", "circle", "right_chevron", "right_chevron"]),
            "Cy": make("Cy", ["circle"]),
        ]
    }

    static func score(
        _ name: String, kind: String, lesson: String, positives: Int, negatives: Int, people: Int, snapshot: Int
    ) -> ScoreReport {
        ScoreReport(
            name: name, lesson: lesson, recognizer: "R", kind: kind, positives: positives, recognized: positives,
            negatives: negatives, falseAccepts: 0, missed: [], falselyAccepted: [], people: people,
            snapshot: snapshot, trouble: nil)
    }

    @Test func aNameIsClaimedOnceAndPostsUnderItNeedItsKey() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let ada = try Self.join(server, "Ada")
            #expect(ada.status == 200 && ada.key.count >= 32)
            let again = try Self.join(server, "Ada")
            #expect(again.status == 409 && again.key.isEmpty)
            let eve = try Self.join(server, "Eve")
            let check = CheckReport(name: "Ada", lesson: "L", file: "A.swift", traces: [], compileErrors: [])
            // Eve, with the class token and her own key, posting as Ada: refused, and Ada's row unchanged.
            let asAda = try Self.post(server, "api/checks", check, key: eve.key)
            #expect(asAda.status == 403 && asAda.body.contains("your key is Eve's, not Ada's"), "\(asAda)")
            #expect(try Self.post(server, "api/checks", check, key: nil).status == 401)
            #expect(try Self.post(server, "api/checks", check, key: "made-up").status == 403)
            #expect(try server.client.state().attendees.first { $0.name == "Ada" }?.lastSave == nil)
            #expect(try Self.post(server, "api/checks", check, key: ada.key).status == 200)
            #expect(try server.client.state().attendees.first { $0.name == "Ada" }?.lastSave != nil)
            // Strokes go under their poster's name only.
            let hers = ClassStroke(person: "Ada", kind: "circle", points: MadeUpStrokes.circle(radius: 40))
            #expect(try Self.post(server, "api/strokes", StrokeUpload(strokes: [hers]), key: eve.key).status == 403)
            #expect(server.log.contains("refused 127.0.0.1: your key is Eve's"), "\(server.log)")
        }
    }

    @Test func theCombiningMarkNameAndOtherUnshowableNamesAreRefused() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            for name in [
                "Z" + String(repeating: "\u{0301}", count: 300_000), "Z\u{0301}\u{0302}\u{0303}\u{0304}", "\n\n",
                "e\u{0301}",
            ] {
                let answer = try Self.join(server, name)
                #expect(answer.status == 400 || answer.status == 413, "\(answer.status)")
            }
            #expect(try server.client.state().attendees.isEmpty)
        }
    }

    @Test func scoresAreCheckedAgainstTheirSnapshotAndEachLessonHasItsOwnBoard() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            for (_, strokes) in Self.strokes().sorted(by: { $0.key < $1.key }) {
                try server.client.upload(strokes: strokes)
            }
            // The snapshot an attendee downloads: all 9 strokes.
            _ = try server.strokes()
            let snapshot = try server.client.state().dataset.snapshot
            #expect(snapshot > 0)
            // Cy's circle recognizer, on Ada's and Bo's strokes: 5 circles, 3 others, 2 people.
            let circle = "Lesson 3: the circle and its fit"
            let right = Self.score(
                "Cy", kind: "circle", lesson: circle, positives: 5, negatives: 3, people: 2, snapshot: snapshot)
            #expect(try Self.post(server, "api/scores", right, key: nil).status == 401)
            try server.client.post(score: right)
            // The issue's hand-posted "1 of 1": refused, with the snapshot's true counts.
            var oneOfOne = right
            oneOfOne.id = UUID().uuidString
            (oneOfOne.positives, oneOfOne.recognized, oneOfOne.negatives) = (1, 1, 3)
            #expect(throws: ClassroomError.self) { try server.client.post(score: oneOfOne) }
            do {
                try server.client.post(score: oneOfOne)
            } catch let error as ClassroomError {
                #expect(
                    error.status == 422
                        && error.description.contains("it holds 5 circle and 3 other strokes by 2 other people"),
                    "\(error)")
            }
            var unknown = right
            unknown.id = UUID().uuidString
            unknown.snapshot = snapshot + 10
            #expect(throws: ClassroomError.self) { try server.client.post(score: unknown) }
            // Ada's chevron recognizer, on Bo's and Cy's strokes: 2 chevrons, 3 others.
            let chevron = Self.score(
                "Ada", kind: "right_chevron", lesson: "Lesson 2: the chevron", positives: 2, negatives: 3, people: 2,
                snapshot: snapshot)
            try server.client.post(score: chevron)
            let boards = try server.client.state().boards
            #expect(boards.map(\.kind).sorted() == ["circle", "right_chevron"])
            let circleBoard = try #require(boards.first { $0.kind == "circle" })
            #expect(circleBoard.scores.map(\.report.name) == ["Cy"], "a chevron score is not on the circle board")
            #expect(circleBoard.scores.first?.rank == 1)
            #expect(boards.first { $0.kind == "right_chevron" }?.scores.map(\.report.name) == ["Ada"])
        }
    }
}
