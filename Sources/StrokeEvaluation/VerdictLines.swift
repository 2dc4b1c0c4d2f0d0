import FileChecks
import Foundation
import GestureEngine

/// A verdict file's text, written and read. The lines are written field by field in a fixed order with numbers
/// rounded to fixed decimals (scores to 4, coordinates to whole points: finer than a thumbnail's pixel), so the same
/// verdicts give the same bytes.
public enum VerdictLines {
    /// The most points a path the recognizer drew keeps in a verdict (evenly spaced, the ends kept): enough for a
    /// thumbnail, and a file of thousands of strokes stays small.
    public static let polylinePoints = 16

    // MARK: Writing

    /// The whole file: the header line, then one line per verdict, each ending in a newline.
    public static func text(of file: VerdictFile) -> String {
        ([headerLine(file.header)] + file.verdicts.map(line)).map { $0 + "\n" }.joined()
    }

    static func headerLine(_ header: VerdictFile.Header) -> String {
        let limits = header.limits.map { "{\"name\":\(string($0.name)),\"value\":\(shortest($0.value))}" }
        let files = header.files.map {
            "{\"file\":\(string($0.file)),\"sha256\":\(string($0.sha256)),\"strokes\":\($0.strokes)}"
        }
        return "{\"format\":\(string(VerdictFile.format)),\"recognizer\":\(string(header.recognizer)),"
            + "\"positive\":\(string(header.positive)),\"split\":\(string(header.split)),"
            + (header.variation.map { "\"variation\":\(string($0))," } ?? "")
            + "\"limits\":[\(limits.joined(separator: ","))],\"calibration\":\(optional(header.calibration)),"
            + "\"version\":\(string(header.version)),\"commit\":\(string(header.commit)),"
            + "\"files\":[\(files.joined(separator: ","))],\"date\":\(string(header.date))}"
    }

    static func line(_ verdict: VerdictFile.Verdict) -> String {
        // A shape drawn twice (a path both cleaned and as drawn, when cleaning changed nothing) is kept once.
        var drew: [String] = []
        for text in verdict.drew.compactMap(overlay) where !drew.contains(text) { drew.append(text) }
        return "{\"file\":\(string(verdict.file)),\"line\":\(verdict.line),\"name\":\(string(verdict.name)),"
            + "\"subject\":\(verdict.subject.map(String.init) ?? "null"),\"source\":\(string(verdict.source)),"
            + "\"positive\":\(verdict.positive),\"accepted\":\(verdict.accepted),"
            + "\"reason\":\(optional(verdict.reason)),\"score\":\(verdict.score.map { fixed($0, 4) } ?? "null"),"
            + "\"drew\":[\(drew.joined(separator: ","))]}"
    }

    /// One overlay as `{"circle":[x,y,r]}`, `{"line":[x1,y1,x2,y2]}`, `{"arrow":[…]}`, `{"polyline":[x,y,…]}` or
    /// `{"label":"text","at":[x,y]}`; nil for one with a number JSON cannot hold (a fit of a straight line may
    /// give an infinite radius).
    static func overlay(_ overlay: InspectorOverlay) -> String? {
        func numbers(_ values: [Double]) -> String? {
            guard values.allSatisfy(\.isFinite) else { return nil }
            return "[" + values.map { fixed($0, 0) }.joined(separator: ",") + "]"
        }
        switch overlay {
        case .circle(let center, let radius):
            return numbers([center.x, center.y, radius]).map { "{\"circle\":\($0)}" }
        case .line(let start, let end):
            return numbers([start.x, start.y, end.x, end.y]).map { "{\"line\":\($0)}" }
        case .arrow(let start, let end):
            return numbers([start.x, start.y, end.x, end.y]).map { "{\"arrow\":\($0)}" }
        case .polyline(let points):
            let kept = thinned(points)
            return numbers(kept.flatMap { [$0.x, $0.y] }).map { "{\"polyline\":\($0)}" }
        case .label(let text, let position):
            return numbers([position.x, position.y]).map { "{\"label\":\(string(text)),\"at\":\($0)}" }
        }
    }

    /// At most `polylinePoints` of `points`, evenly spaced by index, the first and last kept.
    static func thinned(_ points: [Point]) -> [Point] {
        guard points.count > polylinePoints else { return points }
        let last = points.count - 1
        return (0..<polylinePoints).map { points[$0 * last / (polylinePoints - 1)] }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// A number with `digits` decimals; very large ones (which no coordinate or cost reaches) in Swift's shortest
    /// form, which is JSON too; a number JSON cannot hold as null.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "null" }
        return abs(value) < 1e12 ? Text.fixed(value, digits) : "\(value)"
    }

    /// A limit's value as Swift prints it (the shortest form that reads back the same number).
    public static func shortest(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

    // MARK: Reading

    private struct HeaderLine: Decodable {
        struct LimitLine: Decodable {
            let name: String
            let value: Double
        }
        struct FileLine: Decodable {
            let file: String
            let sha256: String
            let strokes: Int
        }
        let format: String
        let recognizer: String
        let positive: String
        let split: String
        let variation: String?
        let limits: [LimitLine]
        let calibration: String?
        let version: String
        let commit: String
        let files: [FileLine]
        let date: String
    }

    private struct VerdictLine: Decodable {
        struct OverlayLine: Decodable {
            let circle: [Double]?
            let line: [Double]?
            let arrow: [Double]?
            let polyline: [Double]?
            let label: String?
            let at: [Double]?
        }
        let file: String
        let line: Int
        let name: String
        let subject: Int?
        let source: String
        let positive: Bool
        let accepted: Bool
        let reason: String?
        let score: Double?
        let drew: [OverlayLine]
    }

    /// Reads a verdict file; an error naming the file and line when it is not one, is malformed, or does not hold
    /// the verdicts its header counts (a file cut short).
    public static func read(path: String) throws -> VerdictFile {
        switch PathKind(of: path) {
        case .missing: throw VerdictFileError(file: path, line: nil, reason: "no such file")
        case .folder: throw VerdictFileError(file: path, line: nil, reason: "a folder, not a verdict file")
        case .file, .other: break
        }
        let data = try WholeFile.read(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw VerdictFileError(file: path, line: nil, reason: "not UTF-8 text, so not a verdict file")
        }
        return try parse(text, file: path)
    }

    /// Reads a verdict file's text (`file` names it in errors).
    public static func parse(_ text: String, file: String) throws -> VerdictFile {
        let decoder = JSONDecoder()
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Data($0) }
        guard let first = lines.first, !first.isEmpty else {
            throw VerdictFileError(file: file, line: nil, reason: "empty, not a verdict file")
        }
        let notVerdicts =
            "not a verdict file (its first line is no verdict header; `gesturelab eval … --verdicts "
            + "OUT.jsonl` writes one)"
        guard let header = try? decoder.decode(HeaderLine.self, from: first), header.format == VerdictFile.format
        else {
            throw VerdictFileError(file: file, line: 1, reason: notVerdicts)
        }
        var verdicts: [VerdictFile.Verdict] = []
        var seen = Set<String>()
        let known = Set(header.files.map(\.file))
        for (index, bytes) in lines.enumerated().dropFirst() {
            let lineNumber = index + 1
            if bytes.isEmpty { continue }
            func fail(_ reason: String) -> VerdictFileError {
                VerdictFileError(file: file, line: lineNumber, reason: reason)
            }
            let decoded: VerdictLine
            do {
                decoded = try decoder.decode(VerdictLine.self, from: bytes)
            } catch DecodingError.keyNotFound(let key, _) {
                throw fail("missing field '\(key.stringValue)'")
            } catch {
                throw fail("not a verdict line (a JSON object with file, line, name, accepted…)")
            }
            guard known.contains(decoded.file) else { throw fail("file '\(decoded.file)' is not in the header") }
            guard seen.insert("\(decoded.file)\n\(decoded.line)").inserted else {
                throw fail("a second verdict for \(decoded.file) line \(decoded.line)")
            }
            let drew = try decoded.drew.map { try overlay($0, fail: fail) }
            verdicts.append(
                VerdictFile.Verdict(
                    file: decoded.file, line: decoded.line, name: decoded.name, subject: decoded.subject,
                    source: decoded.source, positive: decoded.positive, accepted: decoded.accepted,
                    reason: decoded.reason, score: decoded.score, drew: drew))
        }
        for judged in header.files {
            let count = verdicts.filter { $0.file == judged.file }.count
            guard count == judged.strokes else {
                throw VerdictFileError(
                    file: file, line: nil,
                    reason: "holds \(count) verdicts on \(judged.file) where its header says \(judged.strokes): "
                        + "cut short or edited; write it again")
            }
        }
        return VerdictFile(
            header: VerdictFile.Header(
                recognizer: header.recognizer, positive: header.positive, split: header.split,
                limits: header.limits.map { VerdictFile.Limit(name: $0.name, value: $0.value) },
                calibration: header.calibration, version: header.version, commit: header.commit,
                files: header.files.map {
                    VerdictFile.JudgedFile(file: $0.file, sha256: $0.sha256, strokes: $0.strokes)
                },
                date: header.date, variation: header.variation),
            verdicts: verdicts)
    }

    private static func overlay(
        _ line: VerdictLine.OverlayLine, fail: (String) -> VerdictFileError
    ) throws -> InspectorOverlay {
        func points(_ values: [Double]) -> [Point] {
            stride(from: 0, to: values.count - 1, by: 2).map { Point(x: values[$0], y: values[$0 + 1]) }
        }
        if let values = line.circle, values.count == 3 {
            return .circle(center: Point(x: values[0], y: values[1]), radius: values[2])
        }
        if let values = line.line, values.count == 4 {
            return .line(from: Point(x: values[0], y: values[1]), to: Point(x: values[2], y: values[3]))
        }
        if let values = line.arrow, values.count == 4 {
            return .arrow(from: Point(x: values[0], y: values[1]), to: Point(x: values[2], y: values[3]))
        }
        if let values = line.polyline, values.count.isMultiple(of: 2) { return .polyline(points(values)) }
        if let text = line.label, let at = line.at, at.count == 2 { return .label(text, at: Point(x: at[0], y: at[1])) }
        throw fail("a drawing in 'drew' is none of circle [x,y,r], line/arrow [x1,y1,x2,y2], polyline, label")
    }
}
