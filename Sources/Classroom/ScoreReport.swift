import Foundation

/// An attendee's recognizer scored by their own machine on the strokes other people in the class drew: how many of
/// the lesson's kind it recognized, how many other strokes it wrongly accepted, and the ones it missed. The server
/// shows it as self-reported: it never runs the attendee's code.
public struct ScoreReport: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var lesson: String
    /// The recognizer's class.
    public var recognizer: String
    /// The stroke kind that counts as a positive ("circle").
    public var kind: String
    public var positives: Int
    public var recognized: Int
    public var negatives: Int
    public var falseAccepts: Int
    /// The ids of the positives it did not recognize.
    public var missed: [String]
    /// The ids of the other strokes it accepted.
    public var falselyAccepted: [String]
    /// How many people's strokes it was scored on.
    public var people: Int
    /// The class snapshot it was scored on (`StrokePage.snapshot`): the server checks the counts against it, and
    /// ranks only scores on the current snapshot or the one before.
    public var snapshot: Int
    /// Set when scoring stopped because the recognizer trapped or looped ("crashed: Circle.swift:31:9: …").
    public var trouble: String?
    /// When the attendee's machine scored it (their clock: shown nowhere, the server keeps its own time).
    public var scoredAt: Double

    public init(
        id: String = UUID().uuidString, name: String, lesson: String, recognizer: String, kind: String,
        positives: Int, recognized: Int, negatives: Int, falseAccepts: Int, missed: [String],
        falselyAccepted: [String], people: Int, snapshot: Int, trouble: String?,
        scoredAt: Double = Date().timeIntervalSince1970
    ) {
        self.id = id
        self.name = name
        self.lesson = lesson
        self.recognizer = recognizer
        self.kind = kind
        self.positives = positives
        self.recognized = recognized
        self.negatives = negatives
        self.falseAccepts = falseAccepts
        self.missed = missed
        self.falselyAccepted = falselyAccepted
        self.people = people
        self.snapshot = snapshot
        self.trouble = trouble
        self.scoredAt = scoredAt
    }

    /// Recognized positives as a fraction (0 when there were none).
    public var recall: Double { positives == 0 ? 0 : Double(recognized) / Double(positives) }
}
