import Foundation
import GestureEngine
import StrokeEvaluation

/// Writes the lines of a stroke file (the format `StrokeFile` reads): one JSON object a line, fields in the order
/// of the published stroke sets (`name, subject, speed, sample, points`).
public enum StrokeLineEncoder {
    /// A stroke line; coordinates rounded to 0.01 point and times to 0.1 ms (finer than any screen or clock here).
    public static func line(for stroke: CollectedStroke) -> String {
        let points = filedPoints(of: stroke).map { "[\(number($0[0])),\(number($0[1])),\(number($0[2]))]" }
        let canvas = filedCanvas(of: stroke).map { ",\"canvas\":[\(number($0[0])),\(number($0[1]))]" }
        return "{\"name\":\(string(stroke.key.name)),\"subject\":\(stroke.key.subject),"
            + "\"speed\":\(string(stroke.key.speed)),\"sample\":\(stroke.key.sample)\(canvas ?? ""),"
            + "\"points\":[\(points.joined(separator: ","))]}"
    }

    /// A session header line.
    public static func line(for header: StrokeSessionHeader) -> String {
        encoded(["session": header])
    }

    /// A skip or withdrawal line.
    public static func line(for record: CollectionRecord) -> String {
        switch record {
        case .stroke(let stroke): line(for: stroke)
        case .skipped(let key): encoded(["skipped": key])
        case .withdrawn(let key): encoded(["withdrawn": key])
        }
    }

    /// A recorded stroke again, as it was read (for merge and split), with its points exactly as they were.
    public static func line(for stroke: RecordedStroke) -> String {
        var fields = "{\"name\":\(string(stroke.name))"
        if let subject = stroke.subject { fields += ",\"subject\":\(subject)" }
        if let speed = stroke.speed { fields += ",\"speed\":\(string(speed))" }
        if let sample = stroke.sample { fields += ",\"sample\":\(sample)" }
        let points = stroke.points.map {
            "[\(number($0.location.x)),\(number($0.location.y)),\(number($0.milliseconds))]"
        }
        return fields + ",\"points\":[\(points.joined(separator: ","))]}"
    }

    /// A stroke's canvas as its line holds it, `[width, height]`, if it has one.
    public static func filedCanvas(of stroke: CollectedStroke) -> [Double]? {
        stroke.canvas.map { [rounded($0.width, 100), rounded($0.height, 100)] }
    }

    /// A stroke's points as its line holds them, `[x, y, t_ms]`: what reading the file back gives.
    public static func filedPoints(of stroke: CollectedStroke) -> [[Double]] {
        stroke.points.map { [rounded($0.location.x, 100), rounded($0.location.y, 100), rounded($0.milliseconds, 10)] }
    }

    private static func rounded(_ value: Double, _ steps: Double) -> Double {
        (value * steps).rounded() / steps
    }

    /// The shortest text that reads back as the same number; whole numbers without ".0".
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func string(_ text: String) -> String {
        encoded(text)
    }

    private static func encoded<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and plain structs always encode.
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
