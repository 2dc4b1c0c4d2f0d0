/// A problem the attendee or the teacher can act on, already worded for the terminal
/// (`Lesson.swift:12:5: error: …` where a place in a file applies).
public struct WorkshopError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
