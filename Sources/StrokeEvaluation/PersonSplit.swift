/// Which people a measurement may look at: the design part (rules are chosen looking at it), the lock box (opened
/// once, at the end, to see whether the rules hold for people they were not made on), or the people whose strokes
/// came from `gesturelab collect` files. Who is in which part is the recognizer's `PeopleDivision`.
public enum PersonSplit: String, CaseIterable, Sendable {
    case all, design
    case lockBox = "lock-box"
    case collected

    /// True when the stroke's person belongs to this part as `division` divides people.
    public func contains(_ stroke: RecordedStroke, dividedBy division: PeopleDivision) -> Bool {
        switch self {
        case .all: true
        case .design: division.part(of: stroke) == .development
        case .lockBox: division.part(of: stroke) == .lockBox
        case .collected: division.part(of: stroke) == .collected
        }
    }
}
