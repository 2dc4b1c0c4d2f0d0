import Classroom
import Testing

@testable import ClassroomServer

/// The leaderboard's order and the client's pauses, by their rules.
struct LeaderboardTests {
    static func score(_ name: String, recognized: Int, falseAccepts: Int, trouble: String? = nil) -> ScoreReport {
        ScoreReport(
            name: name, lesson: "L", recognizer: "R", kind: "circle", positives: 10, recognized: recognized,
            negatives: 20, falseAccepts: falseAccepts, missed: [], falselyAccepted: [], people: 3, trouble: trouble)
    }

    @Test func recallFirstThenFewerFalseAcceptsThenNameAndTroubleLast() {
        let ranked = Leaderboard.rank(
            [
                Self.score("trapped", recognized: 10, falseAccepts: 0, trouble: "crashed: x"),
                Self.score("careless", recognized: 9, falseAccepts: 5),
                Self.score("careful", recognized: 9, falseAccepts: 1),
                Self.score("best", recognized: 10, falseAccepts: 4),
                Self.score("also-careful", recognized: 9, falseAccepts: 1),
            ], strokes: [])
        #expect(ranked.map(\.report.name) == ["best", "also-careful", "careful", "careless", "trapped"])
        #expect(ranked.map(\.rank) == [1, 2, 3, 4, 5])
    }

    @Test func missesBecomeThumbnailsOfAtMostFortyEightPoints() {
        let long = ClassStroke(
            id: "s1", person: "Ada", kind: "circle", points: (0..<1000).map { [Double($0), 0, Double($0)] })
        var report = Self.score("Bo", recognized: 9, falseAccepts: 0)
        report.missed = ["s1", "unknown"]
        let ranked = Leaderboard.rank([report], strokes: [long])
        let thumbnail = ranked.first?.misses.first
        #expect(ranked.first?.misses.count == 1)
        #expect(thumbnail?.points.count ?? 0 <= Leaderboard.thumbnailPoints + 1)
        #expect(thumbnail?.points.first == [0, 0] && thumbnail?.points.last == [999, 0])
    }

    @Test func theClientsPausesDoubleUpToTheLongest() {
        let pauses = (1...7).map { ClassroomClient.RetryPolicy.standard.pause(before: $0) }
        #expect(pauses == [0.5, 1, 2, 4, 8, 15, 15])
    }

    @Test func tokensMatchOnlyWhenEqual() {
        #expect(ClassroomToken.matches("abc", "abc"))
        #expect(!ClassroomToken.matches("abd", "abc"))
        #expect(!ClassroomToken.matches("ab", "abc"))
        #expect(!ClassroomToken.matches("", "abc"))
    }
}
