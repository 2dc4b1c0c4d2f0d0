import Classroom
import Foundation

/// Ranks one lesson's self-reported scores so that the top means a good recognizer: by recall, among recognizers
/// that accept at most `budget` of the other strokes and were scored on the class's current snapshot (or the one
/// before); the others are listed below, unranked, each with the reason.
enum Leaderboard {
    /// Thumbnails of misses shown per attendee.
    static let missesShown = 6
    /// Points kept in a thumbnail.
    static let thumbnailPoints = 48
    /// The false-accept budget when the teacher gives none: 1 % of the other strokes.
    static let defaultBudget = 0.01

    /// A stored score and what the page shows beside it.
    struct Entry {
        var report: ScoreReport
        var misses: [ClassroomState.Thumbnail]
        var receivedAt: Double
    }

    /// Ranked: highest recall first, then fewest false accepts, then name. Unranked after them, by name.
    static func rank(_ entries: [Entry], currentSnapshot: Int, budget: Double) -> [ClassroomState.Score] {
        let judged = entries.map { ($0, whyUnranked($0.report, currentSnapshot: currentSnapshot, budget: budget)) }
        return order(judged)
    }

    /// `judged` in the board's order, ranks numbered.
    static func order(_ judged: [(Entry, String?)]) -> [ClassroomState.Score] {
        let ranked = judged.filter { $0.1 == nil }.map(\.0).sorted { left, right in
            if left.report.recall != right.report.recall { return left.report.recall > right.report.recall }
            if left.report.falseAccepts != right.report.falseAccepts {
                return left.report.falseAccepts < right.report.falseAccepts
            }
            return left.report.name < right.report.name
        }
        let unranked = judged.filter { $0.1 != nil }.sorted { $0.0.report.name < $1.0.report.name }
        return ranked.enumerated().map { index, entry in
            ClassroomState.Score(
                rank: index + 1, unranked: nil, report: entry.report, misses: entry.misses,
                receivedAt: entry.receivedAt)
        }
            + unranked.map { entry, reason in
                ClassroomState.Score(
                    rank: nil, unranked: reason, report: entry.report, misses: entry.misses,
                    receivedAt: entry.receivedAt)
            }
    }

    /// Why `report` does not rank, or nil when it does. Only the current snapshot and the one before it rank
    /// (`currentSnapshot` 0: there is none, as after strokes were taken away).
    static func whyUnranked(_ report: ScoreReport, currentSnapshot: Int, budget: Double) -> String? {
        if let trouble = report.trouble { return trouble }
        if report.positives == 0 { return "no \(report.kind) by other people to recognize yet" }
        if report.negatives == 0 { return "no other strokes to count false accepts on yet" }
        let rate = Double(report.falseAccepts) / Double(report.negatives)
        if rate > budget {
            return "accepts \(percent(rate)) of other strokes, over the \(percent(budget)) budget"
        }
        if currentSnapshot == 0 || report.snapshot < currentSnapshot - 1 || report.snapshot > currentSnapshot {
            return "scored on snapshot \(report.snapshot), the class is at \(currentSnapshot): save again to rank"
        }
        return nil
    }

    /// "22%", "0.5%".
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return (value >= 10 || value == value.rounded() ? String(Int(value.rounded())) : String(format: "%.1f", value))
            + "%"
    }

    /// The stroke's points, thinned to at most `thumbnailPoints`, without times.
    static func thumbnail(_ stroke: ClassStroke) -> ClassroomState.Thumbnail {
        let step = max(1, (stroke.points.count + thumbnailPoints - 1) / thumbnailPoints)
        var points = stride(from: 0, to: stroke.points.count, by: step).map { Array(stroke.points[$0].prefix(2)) }
        if let last = stroke.points.last, (stroke.points.count - 1) % step != 0 { points.append(Array(last.prefix(2))) }
        return ClassroomState.Thumbnail(id: stroke.id, kind: stroke.kind, person: stroke.person, points: points)
    }
}
