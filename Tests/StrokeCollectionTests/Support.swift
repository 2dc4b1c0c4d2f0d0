import Foundation
import GestureEngine
import StrokeCollection
import StrokeEvaluation

/// A sink that keeps what it is told as lines of text ("stroke circle fast #1"), and can be made to fail.
final class RecordingSink: StrokeSink {
    var log: [String] = []
    var failure: String?

    func record(_ record: CollectionRecord) throws {
        if let failure { throw StrokeFileWriteError(failure) }
        switch record {
        case .stroke(let stroke): log.append("stroke \(stroke.key.name) \(stroke.key.speed) #\(stroke.key.sample)")
        case .skipped(let key): log.append("skipped \(key.name) \(key.speed) #\(key.sample)")
        case .withdrawn(let key): log.append("withdrawn \(key.name) \(key.speed) #\(key.sample)")
        }
    }
}

/// A straight stroke long enough to keep: `count` points 10 apart, 16 ms apart.
func line(count: Int = 6, from start: Point = Point(x: 10, y: 10)) -> [(location: Point, milliseconds: Double)] {
    (0..<count).map { (Point(x: start.x + Double($0) * 10, y: start.y), Double($0) * 16) }
}

let touchscreen = StrokeSessionHeader.Device(name: "Test touchscreen", kind: "touchscreen")

func header(subject: Int, plan: CollectionPlan, device: StrokeSessionHeader.Device = .unknown) -> StrokeSessionHeader {
    StrokeSessionHeader(
        subject: subject, device: device, screenMillimetres: [300, 200], scale: 1, date: "2026-01-01T00:00:00Z",
        gestureLab: "test", seed: plan.seed, kinds: plan.kinds, speeds: plan.speeds, repetitions: plan.repetitions)
}

/// A fresh temporary file path; the caller removes it.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
}
