import GestureEngine

/// A kind of stroke a participant is asked for: its name in the stroke files, how the prompt names it, and an
/// example drawing that shows its shape and direction.
public struct StrokeKind: Sendable, Equatable {
    /// The name in stroke files and on the command line ("right_chevron"), as in the published stroke sets.
    public let name: String
    /// How the prompt says it: "Draw \(title)".
    public let title: String
    /// A hint under the prompt where the shape alone does not say enough ("top to bottom, on the right").
    public let note: String?
    /// The example's path in a unit box (x right, y down), from where the stroke starts to where it ends.
    public let example: [Point]
    /// True for the kinds the tutorials' recognizers look for; the others are the negatives.
    public let isTutorial: Bool
    /// True when the prompt is about a half of the canvas (the slide down its right half): the canvas and the
    /// example then mark their middle, so the participant need not guess where it is.
    public let marksMiddle: Bool

    public init(
        name: String, title: String, note: String? = nil, example: [Point], isTutorial: Bool, marksMiddle: Bool = false
    ) {
        self.name = name
        self.title = title
        self.note = note
        self.example = example
        self.isTutorial = isTutorial
        self.marksMiddle = marksMiddle
    }
}
