/// Which people a measurement may look at: the design part (rules are chosen looking at it) or the lock box (opened
/// once, at the end, to see whether the rules hold for people they were not made on). The split is by person and was
/// fixed before any result was seen: the $1 logs' subjects 1–4 (and generated people 1–4) are design, 5 and up the
/// lock box; in the other data sets (subject numbers 100 and up: MMG, EDS, Quick, Draw!) even numbers are design,
/// odd numbers the lock box. Strokes from a file `gesturelab collect` wrote are neither: they are the collected part.
public enum PersonSplit: String, CaseIterable, Sendable {
    case all, design
    case lockBox = "lock-box"
    case collected

    /// True when the stroke's person belongs to this part (strokes without a subject belong to `all` only).
    public func contains(_ stroke: RecordedStroke) -> Bool {
        guard self != .all else { return true }
        let isCollected = DesignSplit.part(of: stroke) == .collected
        guard self != .collected else { return isCollected }
        guard !isCollected, let subject = stroke.subject else { return false }
        let isDesign = subject < 100 ? subject <= 4 : subject.isMultiple(of: 2)
        return isDesign == (self == .design)
    }
}
