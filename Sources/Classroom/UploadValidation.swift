import Foundation

/// An upload the server refuses, with the reason it gives the attendee (HTTP 400).
public struct InvalidUpload: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Checks against `ClassroomLimits` and the shapes the page can show; the client and the server run the same ones.
enum Check {
    /// A message the page shows (a lesson title, a verdict): bytes, control characters, combining marks.
    static func text(_ value: String, _ field: String, limit: Int = ClassroomLimits.textBytes) throws {
        if let problem = ShownText.problem(withMessage: value, bytes: limit) {
            throw InvalidUpload("\(field) \(problem)")
        }
    }

    static func id(_ value: String, _ field: String = "id") throws {
        if value.isEmpty || value.utf8.count > ClassroomLimits.idBytes
            || !value.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.generalCategory != .control })
        {
            throw InvalidUpload("\(field) is not 1 to \(ClassroomLimits.idBytes) printable ASCII characters")
        }
    }

    /// A name on the page: an attendee's, a kind's, a recognizer's.
    static func name(_ value: String, _ field: String = "name") throws {
        if let problem = ShownText.problem(withName: value) { throw InvalidUpload("\(field) \(problem)") }
    }

    static func count<T>(_ values: [T], _ field: String, limit: Int) throws {
        if values.count > limit { throw InvalidUpload("\(field): more than \(limit)") }
    }

    static func time(_ value: Double, _ field: String) throws {
        if !value.isFinite || value < 0 { throw InvalidUpload("\(field) is not a time") }
    }
}

extension CheckReport {
    /// Throws the first reason the server would refuse this report for.
    public func validate() throws {
        try Check.id(id)
        try Check.name(name)
        try Check.text(lesson, "lesson")
        try Check.text(file, "file")
        try Check.count(traces, "traces", limit: ClassroomLimits.traces)
        for trace in traces {
            try Check.text(trace.name, "trace name")
            try Check.text(trace.verdict, "trace verdict")
        }
        try Check.count(compileErrors, "compileErrors", limit: ClassroomLimits.compileErrors)
        for line in compileErrors { try Check.text(line, "compile error") }
        try Check.time(savedAt, "savedAt")
    }
}

extension ClassStroke {
    public func validate() throws {
        try Check.id(id)
        try Check.name(person, "person")
        try Check.name(kind, "kind")
        if let speed { try Check.name(speed, "speed") }
        guard points.count >= 2 else { throw InvalidUpload("stroke \(id): a stroke needs at least 2 points") }
        try Check.count(points, "stroke \(id): points", limit: ClassroomLimits.pointsPerStroke)
        var previous = 0.0
        for point in points {
            guard point.count == 3, point.allSatisfy(\.isFinite) else {
                throw InvalidUpload("stroke \(id): a point is not [x, y, t_ms]")
            }
            guard abs(point[0]) <= ClassroomLimits.coordinate, abs(point[1]) <= ClassroomLimits.coordinate else {
                throw InvalidUpload("stroke \(id): a point is off any screen")
            }
            guard point[2] >= previous, point[2] <= ClassroomLimits.milliseconds else {
                throw InvalidUpload("stroke \(id): time goes backwards or beyond an hour")
            }
            previous = point[2]
        }
        if let canvas {
            guard canvas.count == 2, canvas.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= ClassroomLimits.coordinate })
            else { throw InvalidUpload("stroke \(id): canvas is not [width, height] in points") }
        }
    }
}

extension StrokeUpload {
    public func validate() throws {
        guard !strokes.isEmpty else { throw InvalidUpload("the upload holds no strokes") }
        try Check.count(strokes, "strokes", limit: ClassroomLimits.strokesPerUpload)
        for stroke in strokes { try stroke.validate() }
    }
}

extension ScoreReport {
    public func validate() throws {
        try Check.id(id)
        try Check.name(name)
        try Check.text(lesson, "lesson")
        try Check.name(recognizer, "recognizer")
        try Check.name(kind, "kind")
        for (value, field) in [
            (positives, "positives"), (recognized, "recognized"), (negatives, "negatives"),
            (falseAccepts, "falseAccepts"), (people, "people"),
        ] where value < 0 {
            throw InvalidUpload("\(field) is negative")
        }
        guard recognized <= positives, falseAccepts <= negatives else {
            throw InvalidUpload("more strokes recognized than were scored")
        }
        try Check.count(missed, "missed", limit: ClassroomLimits.strokeIds)
        try Check.count(falselyAccepted, "falselyAccepted", limit: ClassroomLimits.strokeIds)
        for id in missed + falselyAccepted { try Check.id(id, "stroke id") }
        if let trouble { try Check.text(trouble, "trouble") }
        try Check.time(scoredAt, "scoredAt")
        guard snapshot >= 0 else { throw InvalidUpload("snapshot is negative") }
        if trouble == nil {
            guard missed.count == min(positives - recognized, ClassroomLimits.strokeIds),
                falselyAccepted.count == min(falseAccepts, ClassroomLimits.strokeIds)
            else { throw InvalidUpload("the lists of missed and falsely accepted strokes do not match the counts") }
        }
    }
}
