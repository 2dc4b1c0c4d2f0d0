/// How a recognizer's people are divided between the design part and the lock box. Each recognizer has one division,
/// and `eval --split` and `eval --sweep` both use it, so "design" means the same people in every figure of that
/// recognizer. Both divisions were fixed by person before any result was seen (docs/recognition.md).
public enum PeopleDivision: Sendable {
    /// `DesignSplit`'s: $1 subjects 5 and up, and a third of the MMG, EDS and Quick, Draw! people, are the lock box.
    /// The circle's and the chevron's (and their baselines').
    case thirds
    /// The older one of tickle, Z and right slide down: $1 subjects (and generated people) 1–4 are design, 5 and up
    /// the lock box; elsewhere even subject numbers are design, odd ones the lock box.
    case parity

    /// The part a stroke belongs to: collected strokes are their own part; a stroke without a subject is a design
    /// stroke; the others by their person.
    public func part(of stroke: RecordedStroke) -> DesignSplit.Part {
        switch self {
        case .thirds:
            return DesignSplit.part(of: stroke)
        case .parity:
            guard stroke.session == nil else { return .collected }
            guard let subject = stroke.subject else { return .development }
            let isDesign = subject < 100 ? subject <= 4 : subject.isMultiple(of: 2)
            return isDesign ? .development : .lockBox
        }
    }
}
