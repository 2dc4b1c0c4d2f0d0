import FileChecks
import Foundation
import GestureEngine

/// One recorded stroke: a name ("circle"), who drew it, and its points with times in milliseconds from the first.
public struct RecordedStroke: Hashable, Sendable {
    public let name: String
    /// The person who drew it (the $1 logs number their subjects 1–11), if the file says.
    public let subject: Int?
    /// Where it came from, for reports: "dollar1-dev.jsonl:1234".
    public let source: String
    /// The data set it belongs to, from the line's own `source` field ("mmg", "quickdraw", "lowvision"…); "collected"
    /// for a stroke `gesturelab collect` wrote; nil when the line does not say (the $1 logs). Whether a stroke is a
    /// Quick, Draw! drawing is read from here, never from its person's number.
    public let dataSet: String?
    public let points: [(location: Point, milliseconds: Double)]
    /// True when the points are measured from the centre of the recognizer's view (generated strokes whose place in
    /// the view matters, as for right-slide-down); false when the stroke may be played anywhere.
    public let isPlacedInView: Bool
    /// The speed the person was asked for ("slow", "natural", "fast"), if the file says.
    public let speed: String?
    /// Which repetition of its kind and speed this is, if the file says.
    public let sample: Int?
    /// The session header the stroke follows (an index into `StrokeFileContents.sessions`), in a collected file.
    public let session: Int?
    /// The size (in points) of the canvas it was drawn on, when the file says (`gesturelab collect` does): where on
    /// the canvas a stroke lies matters to a recognizer about places, such as the right slide's quadrants.
    public let canvas: Size?

    public init(
        name: String, subject: Int? = nil, source: String = "", dataSet: String? = nil,
        points: [(location: Point, milliseconds: Double)], isPlacedInView: Bool = false, speed: String? = nil,
        sample: Int? = nil, session: Int? = nil, canvas: Size? = nil
    ) {
        self.name = name
        self.subject = subject
        self.source = source
        self.dataSet = dataSet
        self.points = points
        self.isPlacedInView = isPlacedInView
        self.speed = speed
        self.sample = sample
        self.session = session
        self.canvas = canvas
    }

    /// The prompt this stroke answers, when the file says who drew it, at which speed and which repetition.
    public var key: StrokeKey? {
        guard let subject, let speed, let sample else { return nil }
        return StrokeKey(subject: subject, name: name, speed: speed, sample: sample)
    }

    /// The same stroke with other points (a perturbed or generated copy).
    public func with(points: [(location: Point, milliseconds: Double)]) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: source, dataSet: dataSet, points: points,
            isPlacedInView: isPlacedInView, speed: speed, sample: sample, session: session, canvas: canvas)
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
public typealias StrokeFileError = FileProblem

/// What a stroke file holds: its strokes and, in a file `gesturelab collect` wrote, the session headers and the
/// prompts that were skipped.
public struct StrokeFileContents: Sendable {
    /// The session headers, in file order (none in the published stroke sets).
    public var sessions: [StrokeSessionHeader] = []
    /// The strokes, in file order; in a collected file, the last drawing of each prompt (a redo replaces, a
    /// withdrawal removes).
    public var strokes: [RecordedStroke] = []
    /// The prompts a participant chose to skip, and did not take back.
    public var skipped: [StrokeKey] = []
    /// Stroke lines left out because a later line redid or withdrew them.
    public var replacedLines = 0

    public init() {}
}

/// Reads stroke files in the $1 gesture logs' JSON Lines format: one object a line with `name` and `points` as
/// `[x, y, t_ms]`, optionally `subject`, `speed`, `sample` and `canvas` (`[width, height]` in points; other fields
/// are ignored). Blank lines are skipped; anything else malformed is an error naming the file and line, and so is a
/// number no screen or stroke can have.
/// Files from `gesturelab collect` add a `{"session": …}` header before each session's strokes (several sessions may
/// follow one another in one file), and `{"withdrawn": KEY}` and `{"skipped": KEY}` lines (see `StrokeKey`).
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
        var speed: String?
        var sample: Int?
        var canvas: [Double]?
        var source: String?
    }

    private struct SessionLine: Decodable {
        let session: StrokeSessionHeader
    }

    private struct WithdrawnLine: Decodable {
        let withdrawn: StrokeKey
    }

    private struct SkippedLine: Decodable {
        let skipped: StrokeKey
    }

    /// The names of a line's top-level fields: they say which kind of line it is.
    private struct TopLevelKeys: Decodable {
        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let keys: Set<String>

        init(from decoder: any Decoder) throws {
            keys = Set(try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue))
        }
    }

    /// Throws unless `path` names a file: "no such file", or for a folder, how to name the files in it.
    public static func requireFile(_ path: String) throws {
        switch PathKind(of: path) {
        case .missing: throw StrokeFileError(file: path, line: nil, reason: "no such file")
        case .folder:
            throw StrokeFileError(
                file: path, line: nil, reason: "a folder, not a stroke file: give the files in it (\(path)/*.jsonl)")
        case .file, .other: return
        }
    }

    /// The strokes of a file (see `readContents` for everything it holds).
    public static func read(path: String) throws -> [RecordedStroke] {
        try readContents(path: path).strokes
    }

    /// Everything a file holds; an error if it cannot be read, is malformed, or holds no strokes.
    public static func readContents(path: String) throws -> StrokeFileContents {
        try readContents(path: path, label: label(of: path)).contents
    }

    /// Everything a file holds and the bytes it was read from (a stream can be read only once, so whatever else needs
    /// its bytes, such as its hash, takes them from here); its strokes' sources are "`label`:line".
    public static func readContents(path: String, label: String) throws -> (contents: StrokeFileContents, data: Data) {
        try requireFile(path)
        let data = try WholeFile.read(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw StrokeFileError(file: path, line: nil, reason: "the file is not UTF-8 text")
        }
        let contents = try parseContents(text, file: path, label: label)
        guard !contents.strokes.isEmpty else {
            throw StrokeFileError(file: path, line: nil, reason: "the file holds no strokes")
        }
        return (contents, data)
    }

    /// What a file's strokes are called in tables and reports: a file by its name ("dollar1-dev.jsonl"), a stream
    /// (`eval <(zcat f.gz)`, a pipe) by the path as given ("/dev/fd/63"), since its own name ("63") says nothing.
    public static func label(of path: String) -> String {
        PathKind(of: path) == .file ? (path as NSString).lastPathComponent : path
    }

    public static func parse(_ text: String, file: String) throws -> [RecordedStroke] {
        try parseContents(text, file: file).strokes
    }

    /// Reads a file's text: strokes, session headers, redos, withdrawals and skips. A last line without its newline
    /// that is not a whole line is reported as cut short (a crash while writing it). Strokes' sources are
    /// "`label`:line", the label being the file's name unless given.
    public static func parseContents(_ text: String, file: String, label: String? = nil) throws -> StrokeFileContents {
        var contents = StrokeFileContents()
        var strokes: [RecordedStroke?] = []
        var skipped: [StrokeKey?] = []
        /// Where the current drawing or skip of each prompt is, in `strokes` or `skipped`.
        var latest: [StrokeKey: (isSkip: Bool, index: Int)] = [:]
        func forget(_ key: StrokeKey) {
            guard let previous = latest.removeValue(forKey: key) else { return }
            if previous.isSkip {
                skipped[previous.index] = nil
            } else {
                strokes[previous.index] = nil
                contents.replacedLines += 1
            }
        }
        let decoder = JSONDecoder()
        let fileName = label ?? (file as NSString).lastPathComponent
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsWithNewline = text.utf8.last == 0x0A
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            if rawLine.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let bytes = Data(rawLine)
            func fail(_ reason: String) -> StrokeFileError {
                // A last line without its newline whose object never closes was being written when the writer
                // stopped.
                let isCutShort = index == lines.count - 1 && !endsWithNewline && isUnclosedObject(bytes)
                let why =
                    isCutShort
                    ? "the last line is cut short (\(reason)): the file ends mid-line, as after a crash while "
                        + "writing; `gesturelab collect` on the file drops it"
                    : reason
                return StrokeFileError(file: file, line: lineNumber, reason: why)
            }
            let session = contents.sessions.isEmpty ? nil : contents.sessions.count - 1
            // The fast path first; anything it does not understand goes through JSONDecoder, whose errors say what
            // is wrong.
            if let decoded = quickDecode(bytes, decoder: decoder) {
                let stroke = try makeStroke(
                    decoded, source: "\(fileName):\(lineNumber)", session: session, fail: fail)
                if session != nil, let key = stroke.key {
                    forget(key)
                    latest[key] = (false, strokes.count)
                }
                strokes.append(stroke)
                continue
            }
            let keys = (try? decoder.decode(TopLevelKeys.self, from: bytes))?.keys ?? []
            if keys.contains("session") {
                let line = try decodeExplaining(SessionLine.self, bytes, decoder: decoder, fail: fail)
                contents.sessions.append(line.session)
            } else if keys.contains("withdrawn") {
                forget(try decodeExplaining(WithdrawnLine.self, bytes, decoder: decoder, fail: fail).withdrawn)
            } else if keys.contains("skipped") {
                let key = try decodeExplaining(SkippedLine.self, bytes, decoder: decoder, fail: fail).skipped
                forget(key)
                latest[key] = (true, skipped.count)
                skipped.append(key)
            } else {
                let decoded = try decodeExplaining(Line.self, bytes, decoder: decoder, fail: fail)
                strokes.append(
                    try makeStroke(decoded, source: "\(fileName):\(lineNumber)", session: session, fail: fail))
            }
        }
        contents.strokes = strokes.compactMap { $0 }
        contents.skipped = skipped.compactMap { $0 }
        return contents
    }

    /// True when the bytes open a JSON object and end before it closes (outside strings, brackets are counted).
    public static func isUnclosedObject(_ bytes: Data) -> Bool {
        guard bytes.first == UInt8(ascii: "{") else { return false }
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return inString || depth > 0
    }

    /// A decoded stroke line, checked.
    private static func makeStroke(
        _ decoded: Line, source: String, session: Int?, fail: (String) -> StrokeFileError
    ) throws -> RecordedStroke {
        guard decoded.points.count >= 2 else {
            throw fail("the stroke has \(decoded.points.count) point(s); a stroke needs at least 2")
        }
        let points = try decoded.points.enumerated().map { pointIndex, values in
            try point(values, index: pointIndex, fail: fail)
        }
        for (pointIndex, pair) in zip(points, points.dropFirst()).enumerated() where pair.1.1 < pair.0.1 {
            throw fail("point \(pointIndex + 1): time goes backwards (\(pair.1.1) ms after \(pair.0.1) ms)")
        }
        return RecordedStroke(
            name: decoded.name, subject: decoded.subject, source: source,
            dataSet: session != nil ? "collected" : decoded.source, points: points, speed: decoded.speed,
            sample: decoded.sample, session: session, canvas: try decoded.canvas.map { try canvas($0, fail: fail) })
    }

    /// A `[width, height]` canvas, checked: two finite sizes above 0 and within what a screen can have.
    private static func canvas(_ values: [Double], fail: (String) -> StrokeFileError) throws -> Size {
        guard values.count == 2, values.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= largestCoordinate }) else {
            throw fail("canvas must be [width, height] in points, each above 0 and at most \(Int(largestCoordinate))")
        }
        return Size(width: values[0], height: values[1])
    }

    /// The fields other than the points: cheap for JSONDecoder, which still checks that the whole line is JSON.
    private struct Header: Decodable {
        let name: String
        let subject: Int?
        let speed: String?
        let sample: Int?
        let canvas: [Double]?
        let source: String?
    }

    /// A line decoded quickly: the header by JSONDecoder, the points (thousands of numbers, slow through Codable)
    /// by `PointsScanner`; nil if anything is not exactly the expected shape.
    private static func quickDecode(_ bytes: Data, decoder: JSONDecoder) -> Line? {
        guard let header = try? decoder.decode(Header.self, from: bytes),
            let points = PointsScanner.points(in: bytes)
        else { return nil }
        return Line(
            name: header.name, subject: header.subject, points: points, speed: header.speed, sample: header.sample,
            canvas: header.canvas, source: header.source)
    }

    /// Decodes a line with JSONDecoder, turning its errors into ones a person can act on.
    private static func decodeExplaining<Decoded: Decodable>(
        _ type: Decoded.Type, _ bytes: Data, decoder: JSONDecoder, fail: (String) -> StrokeFileError
    ) throws -> Decoded {
        do {
            return try decoder.decode(type, from: bytes)
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
