import Foundation
import GestureEngine

/// One recorded stroke: a name ("circle") and its points with times in milliseconds from the first.
public struct RecordedStroke: Hashable, Sendable {
    public let name: String
    public let points: [(location: Point, milliseconds: Double)]

    public static func == (lhs: RecordedStroke, rhs: RecordedStroke) -> Bool {
        lhs.name == rhs.name && lhs.points.map(\.location) == rhs.points.map(\.location)
            && lhs.points.map(\.milliseconds) == rhs.points.map(\.milliseconds)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(points.count)
    }
}

/// A stroke file could not be read; the message names the file and line.
public struct StrokeFileError: Error, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let reason: String

    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}

/// Reads stroke files in the $1 gesture logs' JSON Lines format: one object a line with `name` and `points` as
/// `[x, y, t_ms]` (other fields are ignored). Blank lines are skipped; anything else malformed is an error.
public enum StrokeFile {
    private struct Line: Decodable {
        let name: String
        let points: [[Double]]
    }

    public static func read(path: String) throws -> [RecordedStroke] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StrokeFileError(file: path, line: nil, reason: "cannot read the file (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StrokeFileError(file: path, line: nil, reason: "the file is not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws -> [RecordedStroke] {
        var strokes: [RecordedStroke] = []
        let decoder = JSONDecoder()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            func fail(_ reason: String) -> StrokeFileError { StrokeFileError(file: file, line: lineNumber, reason: reason) }
            let decoded: Line
            do {
                decoded = try decoder.decode(Line.self, from: Data(line.utf8))
            } catch DecodingError.keyNotFound(let key, _) {
                throw fail("missing field '\(key.stringValue)'")
            } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
                let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
                throw fail("wrong type at '\(path)': \(context.debugDescription)")
            } catch {
                throw fail("not valid JSON")
            }
            guard !decoded.points.isEmpty else { throw fail("the stroke has no points") }
            var points: [(location: Point, milliseconds: Double)] = []
            for (pointIndex, values) in decoded.points.enumerated() {
                guard values.count == 3 else { throw fail("point \(pointIndex) has \(values.count) numbers, expected [x, y, t_ms]") }
                guard values.allSatisfy(\.isFinite) else { throw fail("point \(pointIndex) is not finite") }
                guard InputLimits.isUsable(values[0]), InputLimits.isUsable(values[1]) else {
                    throw fail("point \(pointIndex) is out of range (beyond ±\(Int(InputLimits.maximumCoordinate)) px)")
                }
                if let previous = points.last, values[2] < previous.milliseconds {
                    throw fail("point \(pointIndex): time goes backwards (\(values[2]) ms after \(previous.milliseconds) ms)")
                }
                points.append((Point(x: values[0], y: values[1]), values[2]))
            }
            strokes.append(RecordedStroke(name: decoded.name, points: points))
        }
        return strokes
    }
}
