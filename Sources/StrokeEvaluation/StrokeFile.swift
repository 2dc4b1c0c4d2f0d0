import Foundation
import GestureEngine

/// One recorded stroke: a name ("circle"), who drew it, and its points with times in milliseconds from the first.
public struct RecordedStroke: Hashable, Sendable {
    public let name: String
    /// The person who drew it (the $1 logs number their subjects 1–11), if the file says.
    public let subject: Int?
    /// Where it came from, for reports: "dollar1-dev.jsonl:1234".
    public let source: String
    public let points: [(location: Point, milliseconds: Double)]
    /// True when the points are measured from the centre of the recognizer's view (generated strokes whose place in
    /// the view matters, as for right-slide-down); false when the stroke may be played anywhere.
    public let isPlacedInView: Bool

    public init(
        name: String, subject: Int? = nil, source: String = "", points: [(location: Point, milliseconds: Double)],
        isPlacedInView: Bool = false
    ) {
        self.name = name
        self.subject = subject
        self.source = source
        self.points = points
        self.isPlacedInView = isPlacedInView
    }

    /// The same stroke with other points (a perturbed or generated copy).
    public func with(points: [(location: Point, milliseconds: Double)]) -> RecordedStroke {
        RecordedStroke(name: name, subject: subject, source: source, points: points, isPlacedInView: isPlacedInView)
    }

    public static func == (lhs: RecordedStroke, rhs: RecordedStroke) -> Bool {
        lhs.name == rhs.name && lhs.subject == rhs.subject && lhs.points.map(\.location) == rhs.points.map(\.location)
            && lhs.points.map(\.milliseconds) == rhs.points.map(\.milliseconds)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(subject)
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
/// `[x, y, t_ms]`, optionally `subject` (other fields are ignored). Blank lines are skipped; anything else malformed
/// is an error naming the file and line, and so is a number no screen or stroke can have.
public enum StrokeFile {
    /// The largest coordinate accepted, in pixels: the same limit the window puts on live input (far beyond any
    /// screen, small enough that sums of squares in the circle fit stay exact to well under a pixel).
    public static let largestCoordinate = InputLimits.maximumCoordinate
    /// The longest stroke accepted: an hour, in milliseconds.
    public static let longestDuration = 3_600_000.0

    private struct Line: Decodable {
        let name: String
        let subject: Int?
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
        let strokes = try parse(text, file: path)
        guard !strokes.isEmpty else {
            throw StrokeFileError(file: path, line: nil, reason: "the file holds no strokes")
        }
        return strokes
    }

    public static func parse(_ text: String, file: String) throws -> [RecordedStroke] {
        var strokes: [RecordedStroke] = []
        let decoder = JSONDecoder()
        let fileName = (file as NSString).lastPathComponent
        for (index, rawLine) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            if rawLine.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            func fail(_ reason: String) -> StrokeFileError {
                StrokeFileError(file: file, line: lineNumber, reason: reason)
            }
            let bytes = Data(rawLine)
            // The fast path first; anything it does not understand goes through JSONDecoder, whose errors say what
            // is wrong.
            guard
                let decoded = try quickDecode(bytes, decoder: decoder)
                    ?? decodeExplaining(bytes, decoder: decoder, fail: fail)
            else {
                continue
            }
            guard decoded.points.count >= 2 else {
                throw fail("the stroke has \(decoded.points.count) point(s); a stroke needs at least 2")
            }
            let points = try decoded.points.enumerated().map { pointIndex, values in
                try point(values, index: pointIndex, fail: fail)
            }
            for (pointIndex, pair) in zip(points, points.dropFirst()).enumerated() where pair.1.1 < pair.0.1 {
                throw fail("point \(pointIndex + 1): time goes backwards (\(pair.1.1) ms after \(pair.0.1) ms)")
            }
            strokes.append(
                RecordedStroke(
                    name: decoded.name, subject: decoded.subject, source: "\(fileName):\(lineNumber)", points: points))
        }
        return strokes
    }

    /// The fields other than the points: cheap for JSONDecoder, which still checks that the whole line is JSON.
    private struct Header: Decodable {
        let name: String
        let subject: Int?
    }

    /// A line decoded quickly: the header by JSONDecoder, the points (thousands of numbers, slow through Codable)
    /// by `PointsScanner`; nil if anything is not exactly the expected shape.
    private static func quickDecode(_ bytes: Data, decoder: JSONDecoder) -> Line? {
        guard let header = try? decoder.decode(Header.self, from: bytes),
            let points = PointsScanner.points(in: bytes)
        else { return nil }
        return Line(name: header.name, subject: header.subject, points: points)
    }

    /// Decodes a line with JSONDecoder, turning its errors into ones a person can act on.
    private static func decodeExplaining(
        _ bytes: Data, decoder: JSONDecoder, fail: (String) -> StrokeFileError
    ) throws -> Line? {
        do {
            return try decoder.decode(Line.self, from: bytes)
        } catch DecodingError.keyNotFound(let key, _) {
            throw fail("missing field '\(key.stringValue)'")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            throw fail("wrong type at '\(path)': \(context.debugDescription)")
        } catch {
            throw fail("not valid JSON")
        }
    }

    /// One `[x, y, t_ms]` triple, checked against what a screen and a stroke can have.
    private static func point(
        _ values: [Double], index: Int, fail: (String) -> StrokeFileError
    ) throws -> (location: Point, milliseconds: Double) {
        guard values.count == 3 else { throw fail("point \(index) has \(values.count) numbers, expected [x, y, t_ms]") }
        guard values.allSatisfy(\.isFinite) else { throw fail("point \(index) is not finite") }
        guard abs(values[0]) <= largestCoordinate, abs(values[1]) <= largestCoordinate else {
            throw fail("point \(index) is off any screen (|x| or |y| above \(Int(largestCoordinate)) px)")
        }
        guard values[2] >= 0, values[2] <= longestDuration else {
            throw fail("point \(index): time \(values[2]) ms is outside 0…\(Int(longestDuration)) ms")
        }
        return (Point(x: values[0], y: values[1]), values[2])
    }
}
