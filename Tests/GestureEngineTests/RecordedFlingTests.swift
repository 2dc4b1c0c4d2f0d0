import Foundation
import GestureEngine
import Testing

/// Real one-finger flings recorded on touch devices, with the release velocity Flutter's tracker reports for each
/// (Tests/Fixtures/flings, from Flutter's velocity tracker tests, BSD-3-Clause; see the README and LICENSE there). The
/// expected values come from the devices and the reference algorithm, not from this code.
enum RecordedFlings {
    struct File: Decodable {
        let cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible {
        struct Expected: Decodable {
            let vx: Double
            let vy: Double
        }
        let name: String
        let samples: [[Double]]
        let sampleKinds: [String]
        let expected: [Expected]

        enum CodingKeys: String, CodingKey {
            case name, samples, expected
            case sampleKinds = "sample_kinds"
        }

        var testDescription: String { name }
    }

    /// The fixture in the repository (this file is Tests/GestureEngineTests/RecordedFlingTests.swift).
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/flings/flutter-flings.json").path

    /// The cases; none when the fixture is missing or unreadable, which `dataIsThere` reports as a failure.
    static func load() -> [Case] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return (try? JSONDecoder().decode(File.self, from: data).cases) ?? []
    }

    /// Speed within 5 %, direction within 5°.
    static func check(_ measured: Point, against expected: Case.Expected, _ name: String) {
        let truth = Point(x: expected.vx, y: expected.vy)
        let speedError = abs(measured.length - truth.length) / truth.length
        var angle = abs(measured.angle - truth.angle)
        if angle > Double.pi { angle = 2 * Double.pi - angle }
        #expect(speedError < 0.05, "\(name): speed \(measured.length) px/s, expected \(truth.length) px/s")
        #expect(angle < 5 * Double.pi / 180, "\(name): direction off by \(angle * 180 / Double.pi)°")
    }
}

@Suite("Release velocity on real recorded flings (Flutter's test data)")
struct RecordedFlingTests {
    @Test("all 14 recorded flings are in the file")
    func dataIsThere() {
        #expect(RecordedFlings.load().count == 14)
    }

    @Test("the velocity tracker matches each fling within 5 % and 5°", arguments: RecordedFlings.load())
    func tracker(_ fling: RecordedFlings.Case) {
        var tracker = VelocityTracker()
        for (sample, kind) in zip(fling.samples, fling.sampleKinds) {
            if kind == "up" {
                tracker.lift(at: sample[0])
            } else {
                tracker.add(Point(x: sample[1], y: sample[2]), at: sample[0])
            }
        }
        RecordedFlings.check(tracker.velocity, against: fling.expected[0], fling.name)
    }

    @Test("a pan fed each fling as touches reports the same velocity when it ends", arguments: RecordedFlings.load())
    func pan(_ fling: RecordedFlings.Case) {
        let bench = Bench(size: Size(width: 2000, height: 2000))
        let pan = PanGestureRecognizer(name: "pan")
        bench.window.addGestureRecognizer(pan)
        var released: Point?
        pan.addTarget { if $0.state == .ended { released = $0.velocity(in: nil) } }
        let start = 10.0
        for (sample, kind) in zip(fling.samples, fling.sampleKinds) {
            let phase: TouchPhase = kind == "down" ? .began : kind == "up" ? .ended : .moved
            bench.driver.send(
                InputEvent(
                    time: start + sample[0],
                    .touches([TouchSample(id: 1, phase: phase, location: Point(x: sample[1], y: sample[2]))])))
        }
        let velocity = try! #require(released, "\(fling.name): the pan never ended")
        RecordedFlings.check(velocity, against: fling.expected[0], fling.name)
    }
}
