import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing

@Suite("eval's tools: stroke file limits, per-subject tables, perturbations, $P")
struct EvaluationToolsTests {
    @Test(
        "numbers no screen or stroke can have are refused with file and line",
        arguments: [
            (
                "{\"name\": \"x\", \"points\": [[0, 0, 0], [2e6, 1, 5]]}",
                "f.jsonl:1: point 1 is off any screen (|x| or |y| above 100000 px)"
            ),
            (
                "\n{\"name\": \"x\", \"points\": [[0, -100001, 0], [1, 1, 5]]}",
                "f.jsonl:2: point 0 is off any screen (|x| or |y| above 100000 px)"
            ),
            ("{\"name\": \"x\", \"points\": [[0, 0, 0], [1, 1, 1e400]]}", "f.jsonl:1: point 1 is not finite"),
            (
                "{\"name\": \"x\", \"points\": [[0, 0, -5], [1, 1, 0]]}",
                "f.jsonl:1: point 0: time -5.0 ms is outside 0…3600000 ms"
            ),
            (
                "{\"name\": \"x\", \"points\": [[0, 0, 0], [1, 1, 4e6]]}",
                "f.jsonl:1: point 1: time 4000000.0 ms is outside 0…3600000 ms"
            ),
            (
                "{\"name\": \"x\", \"points\": [[0, 0, 0]]}",
                "f.jsonl:1: the stroke has 1 point(s); a stroke needs at least 2"
            ),
            (
                "{\"name\": \"x\", \"points\": [[0, 0, 0], [1, true, 1]]}",
                "f.jsonl:1: wrong type at 'points.1.1': Expected to decode Double but found bool instead."
            ),
        ])
    func outOfRange(text: String, message: String) {
        do {
            _ = try StrokeFile.parse(text, file: "f.jsonl")
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("the fast reader and JSONDecoder agree on a well-formed line, subject included")
    func readsSubject() throws {
        let strokes = try StrokeFile.parse(
            "{\"name\": \"circle\", \"subject\": 4, \"speed\": \"fast\", \"points\": [[1.5, -2, 0], [3e2, 4E-1, 12.25]]}",
            file: "dir/f.jsonl")
        #expect(strokes.count == 1)
        #expect(strokes[0].subject == 4 && strokes[0].source == "f.jsonl:1")
        #expect(strokes[0].points.map(\.location) == [Point(x: 1.5, y: -2), Point(x: 300, y: 0.4)])
        #expect(strokes[0].points.map(\.milliseconds) == [0, 12.25])
    }

    @Test("a nested object with its own points does not fool the fast reader")
    func nestedPoints() throws {
        let strokes = try StrokeFile.parse(
            "{\"meta\": {\"points\": [[9, 9, 9]]}, \"name\": \"x\", \"points\": [[1, 2, 0], [3, 4, 5]]}",
            file: "f.jsonl")
        #expect(strokes.first?.points.map(\.location) == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
    }

    /// Two people: person 1 draws a circle and a line, person 2 a circle and a half circle.
    private var twoPeople: [RecordedStroke] {
        func stroke(_ name: String, _ subject: Int, _ points: [Point]) -> RecordedStroke {
            RecordedStroke(
                name: name, subject: subject, source: "test",
                points: points.enumerated().map { ($0.element, Double($0.offset) * 15) })
        }
        return [
            stroke("circle", 1, arc(center: Point(x: 200, y: 200), radius: 50)),
            stroke("line", 1, polyline([Point(x: 100, y: 100), Point(x: 300, y: 120)])),
            stroke("circle", 2, arc(center: Point(x: 200, y: 200), radius: 40, startDegrees: 90, sweepDegrees: -360)),
            stroke("circle", 2, arc(center: Point(x: 200, y: 200), radius: 40, sweepDegrees: 180)),
        ]
    }

    @Test("the per-subject table counts each person alone and calls out the worst")
    func bySubject() {
        let table = SubjectTable(StrokeEvaluation.run(.circle, strokes: twoPeople))
        #expect(
            table.rows.map { "\($0.subject!): \($0.recognized)/\($0.positives), \($0.falseAccepts)/\($0.negatives)" }
                == ["1: 1/1, 0/1", "2: 1/2, 0/0"])
        #expect(table.worst?.subject == 2)
        #expect(table.report.contains("worst subject: 2 at 50.00% recall"))
    }

    @Test("perturbations keep what was drawn: the path's shape, scaled, turned or resampled in time")
    func transforms() {
        let points: StrokeTransforms.TimedPoints = [
            (Point(x: 0, y: 0), 0), (Point(x: 10, y: 0), 10), (Point(x: 10, y: 10), 30),
        ]
        let at100Hz = StrokeTransforms.sampling(points, atHertz: 100)
        #expect(at100Hz.map(\.milliseconds) == [0, 10, 20, 30])
        #expect(
            at100Hz.map(\.location) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 10, y: 10)])
        let doubled = StrokeTransforms.scaling(points, by: 2).map(\.location)
        #expect(doubled == [Point(x: -5, y: -5), Point(x: 15, y: -5), Point(x: 15, y: 15)])
        let turned = StrokeTransforms.rotating(points, byDegrees: 90).map(\.location)
        #expect(turned[0].distance(to: Point(x: 10, y: 0)) < 1e-9 && turned[2].distance(to: Point(x: 0, y: 10)) < 1e-9)
        #expect(StrokeTransforms.stretchingTime(points, by: 2).map(\.milliseconds) == [0, 20, 60])
    }

    @Test("sampling, speed, size and rotation change nothing for the circle on clean circles; losses are flagged")
    func perturbation() throws {
        let table = Perturbation(.circle, strokes: twoPeople)
        #expect(table.rows.count == Perturbation.variations(for: .circle).count)
        #expect(!table.rows.contains { $0.variation.contains("leg") }, "a chevron's legs say nothing about circles")
        let neutral =
            table.rows.filter { $0.variation.hasPrefix("sampled") || $0.variation.contains("speed") }
            + table.rows.filter { $0.variation.hasSuffix("size") || $0.variation.hasPrefix("rotated") }
        #expect(neutral.count == 10 && neutral.allSatisfy { $0.evaluation.recall == table.original.recall })
        let lossy = table.rows.filter { $0.evaluation.recall < table.original.recall - 0.01 }.map(\.variation)
        #expect(
            table.report.contains(
                lossy.isEmpty ? "fragile under: none" : "fragile under: " + lossy.joined(separator: ", ")))
        // Every row's recall starts under the header's "recall", two spaces or more after the longest name too.
        let lines = table.report.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("variation") })
        let column = try #require(header.range(of: "recall")).lowerBound.utf16Offset(in: header)
        for row in table.rows {
            let line = try #require(lines.first { $0.hasPrefix(row.variation) })
            let recall = line.dropFirst(row.variation.count).drop { $0 == " " }
            #expect(
                line.count - recall.count == column && recall.count < line.count - row.variation.count - 1, "\(line)")
        }
    }

    @Test("a fragile variation's recall is given file by file, so a loss that is one source's shows as such")
    func recallByFile() throws {
        // A circle of radius 50 from one file and one of radius 12 from another: at half size the small one falls
        // under the 8-point radius that is no circle, the large one does not.
        func circle(radius: Double, source: String) -> RecordedStroke {
            RecordedStroke(
                name: "circle", subject: radius > 20 ? 1 : 2, source: source,
                points: arc(center: Point(x: 200, y: 200), radius: radius).enumerated().map {
                    ($0.element, Double($0.offset) * 15)
                })
        }
        let table = Perturbation(
            .circle,
            strokes: [circle(radius: 50, source: "large.jsonl:1"), circle(radius: 12, source: "small.jsonl:1")])
        let lines = table.report.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "recall by file, where a variation is fragile:"))
        #expect(
            lines[start + 1].hasPrefix("as recorded") && lines[start + 1].hasSuffix("large.jsonl 1/1, small.jsonl 1/1"))
        let half = try #require(lines[start...].first { $0.hasPrefix("0.5× size") })
        #expect(half.hasSuffix("large.jsonl 1/1, small.jsonl 0/1"))
        #expect(
            !Perturbation(.circle, strokes: [circle(radius: 50, source: "large.jsonl:1")]).report.contains("by file"))
    }

    @Test("$P: a cloud is at distance 0 from itself, and the same shape moved and scaled matches its own template")
    func pointCloud() {
        let square = polyline([
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ])
        let cloud = PointCloud.normalize(square)
        #expect(cloud.count == PointCloud.pointCount)
        #expect(PointCloud.greedyCloudMatch(cloud, cloud) < 1e-9)
        let templates = PointCloudTemplates(
            strokes: twoPeople.map { $0.with(points: $0.points) } + [
                RecordedStroke(
                    name: "square", subject: 3, points: square.enumerated().map { ($0.element, Double($0.offset)) })
            ])
        let moved = square.map { $0 * 0.5 + Point(x: 700, y: 300) }
        #expect(templates.nearest(to: moved)?.name == "square")
        #expect(templates.excluding(subject: 3).nearest(to: moved)?.name != "square")
    }

    @Test("generated positives are reproducible and are what their recognizers accept")
    func generated() {
        for kind in GeneratedStrokes.Kind.allCases {
            let first = GeneratedStrokes.positives(kind, count: 40)
            #expect(first == GeneratedStrokes.positives(kind, count: 40), "same seed, same strokes")
            guard let recognizer = EvaluatedRecognizer.all.first(where: { $0.generatedKind == kind }) else {
                Issue.record("no recognizer is measured on generated \(kind) strokes")
                continue
            }
            let evaluation = StrokeEvaluation.run(recognizer, strokes: first)
            #expect(evaluation.recall >= 0.95, "\(kind)")
        }
    }

    @Test("a sweep sets the threshold it names, and picks its value on the design people alone")
    func sweep() throws {
        let noisy = RecordedStroke(
            name: "circle", subject: 1,
            points: arc(center: Point(x: 300, y: 300), radius: 50, count: 90, noise: 3).enumerated().map {
                ($0.element, Double($0.offset) * 10)
            })
        let tolerance = try #require(EvaluatedRecognizer.circle.thresholds.first { $0.name.contains("tolerance") })
        #expect(tolerance.current == 0.2)
        #expect(EvaluatedRecognizer.circle.play(noisy).accepted)
        #expect(
            !EvaluatedRecognizer.circle.play(noisy, setting: ThresholdSetting(threshold: tolerance, value: 0.01))
                .accepted)
        let sweep = try #require(ThresholdSweep(.circle, threshold: tolerance, strokes: twoPeople, steps: 4))
        #expect(sweep.points.map(\.threshold).first == 0.05 && sweep.points.count == 5)
        // Subjects 1 and 2 of the $1 logs are design people: every stroke counts there, none in the lock box.
        #expect(sweep.design.positives + sweep.design.negatives == twoPeople.count)
        #expect(sweep.lockBox.positives == 0 && sweep.lockBox.negatives == 0)
    }
}
