import GestureEngine
import TutorialRecognizers

/// The $P point-cloud recognizer (Vatavu, Anthony & Wobbrock, "Gestures as point clouds: a $P recognizer for user
/// interface prototypes", ICMI 2012), written from the paper's pseudocode: a stroke and each template are resampled
/// to n = 32 points, scaled to a unit box and moved to their centroid; the distance between two clouds is a greedy
/// matching of each point to its nearest unmatched partner, weighted by how early it was matched, tried from
/// n^(1−ε) starting points (ε = 0.5) in both directions; the nearest template wins.
public enum PointCloud {
    /// The paper's n.
    public static let pointCount = 32

    /// Resample, scale, translate: the paper's NORMALIZE.
    public static func normalize(_ points: [Point]) -> [Point] {
        let even = StrokeGeometry.resample(points, count: pointCount)
        let xs = even.map(\.x)
        let ys = even.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return even }
        let size = max(maxX - minX, maxY - minY, 1e-9)
        let scaled = even.map { Point(x: ($0.x - minX) / size, y: ($0.y - minY) / size) }
        let centroid = Point.centroid(of: scaled) ?? .zero
        return scaled.map { $0 - centroid }
    }

    /// The paper's GREEDY-CLOUD-MATCH: the smallest weighted matching distance over the starting points tried.
    public static func greedyCloudMatch(_ points: [Point], _ template: [Point]) -> Double {
        let n = points.count
        let step = max(1, Int(Double(n).squareRoot()))  // n^(1−ε) with ε = 0.5
        var best = Double.infinity
        for start in stride(from: 0, to: n, by: step) {
            best = min(best, cloudDistance(points, template, start: start, bound: best))
            best = min(best, cloudDistance(template, points, start: start, bound: best))
        }
        return best
    }

    /// The paper's CLOUD-DISTANCE from one starting point; stops early once it exceeds `bound`.
    static func cloudDistance(_ points: [Point], _ template: [Point], start: Int, bound: Double) -> Double {
        let n = points.count
        var matched = [Bool](repeating: false, count: n)
        var sum = 0.0
        var index = start
        repeat {
            var nearest = -1
            var nearestDistance = Double.infinity
            for candidate in 0..<n where !matched[candidate] {
                let dx = points[index].x - template[candidate].x
                let dy = points[index].y - template[candidate].y
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance < nearestDistance {
                    nearestDistance = distance
                    nearest = candidate
                }
            }
            matched[nearest] = true
            let weight = 1 - Double((index - start + n) % n) / Double(n)
            sum += weight * nearestDistance
            if sum >= bound { return sum }
            index = (index + 1) % n
        } while index != start
        return sum
    }
}

/// $P templates: normalized clouds with the name and the person they came from.
public struct PointCloudTemplates: Sendable {
    /// One template: a normalized cloud, its name and who drew it.
    public struct Template: Sendable {
        public let name: String
        public let subject: Int?
        public let cloud: [Point]
    }

    public let templates: [Template]

    public static let empty = PointCloudTemplates(templates: [])

    init(templates: [Template]) { self.templates = templates }

    /// The first `perPerson` strokes of each name from each person in the file.
    public init(strokes: [RecordedStroke], perPerson: Int = 2) {
        var taken: [String: Int] = [:]
        var chosen: [Template] = []
        for stroke in strokes {
            let key = "\(stroke.name)/\(stroke.subject.map(String.init) ?? "-")"
            guard taken[key, default: 0] < perPerson else { continue }
            taken[key, default: 0] += 1
            chosen.append(
                Template(
                    name: stroke.name, subject: stroke.subject,
                    cloud: PointCloud.normalize(stroke.points.map(\.location))))
        }
        templates = chosen
    }

    /// The templates drawn by other people than `subject`, so a stroke is never matched against its own author.
    public func excluding(subject: Int?) -> PointCloudTemplates {
        guard let subject else { return self }
        return PointCloudTemplates(templates: templates.filter { $0.subject != subject })
    }

    /// The nearest template's name and distance.
    public func nearest(to points: [Point]) -> (name: String, distance: Double)? {
        let cloud = PointCloud.normalize(points)
        var best: (name: String, distance: Double)?
        for template in templates {
            let distance = PointCloud.greedyCloudMatch(cloud, template.cloud)
            if distance < best?.distance ?? .infinity { best = (template.name, distance) }
        }
        return best
    }
}
