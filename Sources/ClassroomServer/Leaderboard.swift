import Classroom
import Foundation

/// Ranks the attendees' self-reported scores and sums up the class's strokes for the page.
enum Leaderboard {
    /// Thumbnails of misses shown per attendee.
    static let missesShown = 6
    /// Points kept in a thumbnail.
    static let thumbnailPoints = 48

    /// Recognizers that ran to the end first, by recall (highest first), then by false-accept rate (lowest
    /// first), then by name; those that trapped or looped last.
    static func rank(_ scores: [ScoreReport], strokes: [ClassStroke]) -> [ClassroomState.Score] {
        let byId = Dictionary(strokes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = scores.sorted { left, right in
            if (left.trouble == nil) != (right.trouble == nil) { return left.trouble == nil }
            if left.recall != right.recall { return left.recall > right.recall }
            let leftRate = Double(left.falseAccepts) / Double(max(left.negatives, 1))
            let rightRate = Double(right.falseAccepts) / Double(max(right.negatives, 1))
            if leftRate != rightRate { return leftRate < rightRate }
            return left.name < right.name
        }
        return sorted.enumerated().map { index, score in
            let misses = score.missed.prefix(missesShown).compactMap { byId[$0] }.map(thumbnail)
            return ClassroomState.Score(rank: index + 1, report: score, misses: misses)
        }
    }

    static func dataset(_ strokes: [ClassStroke]) -> ClassroomState.Dataset {
        var kinds: [String: Int] = [:]
        for stroke in strokes { kinds[stroke.kind, default: 0] += 1 }
        return ClassroomState.Dataset(people: Set(strokes.map(\.person)).count, strokes: strokes.count, kinds: kinds)
    }

    /// The stroke's points, thinned to at most `thumbnailPoints`, without times.
    static func thumbnail(_ stroke: ClassStroke) -> ClassroomState.Thumbnail {
        let step = max(1, (stroke.points.count + thumbnailPoints - 1) / thumbnailPoints)
        var points = stride(from: 0, to: stroke.points.count, by: step).map { Array(stroke.points[$0].prefix(2)) }
        if let last = stroke.points.last, (stroke.points.count - 1) % step != 0 { points.append(Array(last.prefix(2))) }
        return ClassroomState.Thumbnail(id: stroke.id, kind: stroke.kind, person: stroke.person, points: points)
    }
}
