import Classroom
import Testing

@testable import ClassroomServer

/// The leaderboard's rules, from the issue: ranked by recall among recognizers within the false-accept budget
/// (1 % unless the teacher says otherwise), ties broken by fewer false accepts; above the budget, crashed, or scored
/// on a snapshot older than the one before the current, listed but not ranked, with the reason.
struct LeaderboardTests {
    static func score(
        _ name: String, recognized: Int, positives: Int = 10, falseAccepts: Int, negatives: Int = 200,
        snapshot: Int = 5, trouble: String? = nil
    ) -> Leaderboard.Entry {
        Leaderboard.Entry(
            report: ScoreReport(
                name: name, lesson: "L", recognizer: "R", kind: "circle", positives: positives, recognized: recognized,
                negatives: negatives, falseAccepts: falseAccepts, missed: [], falselyAccepted: [], people: 3,
                snapshot: snapshot, trouble: trouble),
            misses: [], receivedAt: 0)
    }

    @Test func recallRanksOnlyWithinTheBudgetAndTiesGoToFewerFalseAccepts() {
        let board = Leaderboard.rank(
            [
                // `touchesEnded { state = .ended }`: every stroke accepted (the issue's 380/380).
                Self.score("accepts-all", recognized: 10, falseAccepts: 200),
                // The literal rule with 22 % false accepts.
                Self.score("literal", recognized: 10, falseAccepts: 44),
                Self.score("careful", recognized: 9, falseAccepts: 0),
                Self.score("careless", recognized: 9, falseAccepts: 2),
                Self.score("best", recognized: 10, falseAccepts: 1),
                Self.score(
                    "trapped", recognized: 0, positives: 0, falseAccepts: 0, negatives: 0, trouble: "crashed: x"),
            ], currentSnapshot: 5, budget: 0.01)
        #expect(board.map(\.report.name) == ["best", "careful", "careless", "accepts-all", "literal", "trapped"])
        #expect(board.map(\.rank) == [1, 2, 3, nil, nil, nil])
        #expect(board[3].unranked == "accepts 100% of other strokes, over the 1% budget")
        #expect(board[4].unranked == "accepts 22% of other strokes, over the 1% budget")
        #expect(board[5].unranked == "crashed: x")
    }

    @Test func onlyTheCurrentSnapshotAndTheOneBeforeRank() {
        let board = Leaderboard.rank(
            [
                Self.score("current", recognized: 8, falseAccepts: 0, snapshot: 7),
                Self.score("one-save-behind", recognized: 9, falseAccepts: 0, snapshot: 6),
                Self.score("stale", recognized: 10, falseAccepts: 0, snapshot: 5),
            ], currentSnapshot: 7, budget: 0.01)
        #expect(board.map(\.report.name) == ["one-save-behind", "current", "stale"])
        #expect(board.last?.rank == nil && board.last?.unranked?.contains("snapshot 5, the class is at 7") == true)
    }

    @Test func aHandPostedOneOfOneWithNothingToRejectDoesNotRank() {
        let board = Leaderboard.rank(
            [Self.score("one-of-one", recognized: 1, positives: 1, falseAccepts: 0, negatives: 0)], currentSnapshot: 5,
            budget: 0.01)
        #expect(board.first?.rank == nil)
    }

    @Test func aTeachersBudgetOfFivePercentLetsTheCarelessOneRank() {
        let board = Leaderboard.rank(
            [
                Self.score("careless", recognized: 9, falseAccepts: 8),
                Self.score("over", recognized: 10, falseAccepts: 11),
            ],
            currentSnapshot: 5, budget: 0.05)
        #expect(board.map(\.rank) == [1, nil])
        #expect(board.last?.unranked == "accepts 5.5% of other strokes, over the 5% budget")
    }

    @Test func missesBecomeThumbnailsOfAtMostFortyEightPoints() {
        let long = ClassStroke(
            id: "s1", person: "Ada", kind: "circle", points: (0..<1000).map { [Double($0), 0, Double($0)] })
        let thumbnail = Leaderboard.thumbnail(long)
        #expect(thumbnail.points.count <= Leaderboard.thumbnailPoints + 1)
        #expect(thumbnail.points.first == [0, 0] && thumbnail.points.last == [999, 0])
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
