import FileChecks
import Foundation
import GestureEngine

/// A recorded input stream: the header (scene, window size) and the events with times in seconds from the start.
public struct Trace: Sendable {
    public var header: TraceHeader
    public var events: [InputEvent]

    public init(header: TraceHeader, events: [InputEvent]) {
        self.header = header
        self.events = events
    }
}

/// A trace file that cannot be used; the message names the file and line.
public typealias TraceError = FileProblem

/// Reads and checks trace files (JSON Lines, documented in the README): nothing is returned unless the whole
/// file is valid — JSON on every line, a known version, times that never go backwards, touches that began before
/// they move or end, finite coordinates.
public enum TraceReader {
    public static func read(path: String) throws -> Trace {
        switch PathKind(of: path) {
        case .missing: throw TraceError(file: path, line: nil, reason: "no such file")
        case .folder: throw TraceError(file: path, line: nil, reason: "a folder, not a trace file")
        case .file, .other: break
        }
        let data = try WholeFile.read(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw TraceError(file: path, line: nil, reason: "not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws -> Trace {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        var header: TraceHeader?
        var events: [InputEvent] = []
        var activeTouches = Set<Int>()
        var lastTime = -Double.infinity
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            func problem(_ reason: String) -> TraceError { TraceError(file: file, line: number, reason: reason) }
            guard let header else {
                guard let decoded = try? decoder.decode(TraceHeader.self, from: Data(line.utf8)),
                    decoded.format == TraceHeader.formatName
                else {
                    throw problem("the first line must be a gesturelab-trace header")
                }
                guard decoded.version == TraceHeader.currentVersion else {
                    throw problem(
                        "unknown trace version \(decoded.version) (this GestureLab reads version \(TraceHeader.currentVersion))"
                    )
                }
                guard InputLimits.isUsable(decoded.size) else {
                    throw problem(
                        "the window size in the header is not valid (1 to \(Int(InputLimits.maximumWindowSide)) px a side)"
                    )
                }
                header = decoded
                continue
            }
            _ = header
            let decoded: TraceEventLine
            do {
                decoded = try decoder.decode(TraceEventLine.self, from: Data(line.utf8))
            } catch {
                throw problem("not a valid event (bad JSON or a missing 't')")
            }
            let hostile = header.hostile == true
            guard decoded.t.isFinite else { throw problem("the time is not a finite number") }
            guard abs(decoded.t) <= TraceHeader.longestTime || hostile else {
                throw problem(
                    "the time \(decoded.t) s is beyond ±10¹⁰ s (about 317 years), too large to keep to the microsecond")
            }
            guard decoded.t >= lastTime || hostile else {
                throw problem("time goes backwards (\(decoded.t) s after \(lastTime) s)")
            }
            lastTime = decoded.t
            let kind: InputEvent.Kind
            do {
                kind = try decoded.kind(checkingNumbers: !hostile)
            } catch let lineProblem as TraceLineProblem {
                throw problem(lineProblem.reason)
            }
            if case .touches(let samples) = kind, !hostile {
                for sample in samples {
                    switch sample.phase {
                    case .began:
                        guard activeTouches.insert(sample.id).inserted else {
                            throw problem("touch \(sample.id) begins twice")
                        }
                    case .moved, .stationary:
                        guard activeTouches.contains(sample.id) else {
                            throw problem("touch \(sample.id) moves but never began")
                        }
                    case .ended, .cancelled:
                        guard activeTouches.remove(sample.id) != nil else {
                            throw problem("touch \(sample.id) ends but never began")
                        }
                    }
                }
            }
            events.append(InputEvent(time: decoded.t, kind))
        }
        guard let header else { throw TraceError(file: file, line: nil, reason: "empty: no header line") }
        return Trace(header: header, events: events)
    }
}
