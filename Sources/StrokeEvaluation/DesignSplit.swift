/// Which people the stroke recognizers are designed on and which are kept in a lock box, opened once at the end to
/// see whether the design only fits the people it was made on. The split is by person, fixed before any result was
/// looked at (docs/recognition.md gives the reasons):
/// - the $1 logs: subjects 1–4 design, 5 and up lock box;
/// - MMG (subjects 110–199): every third person of each device in id order, starting with the third, is in the lock
///   box (finger 161, 175, 194; stylus 112, 168, 195);
/// - EDS (1001–1014, 1101–1111): likewise every third person of each set (1003, 1006, 1009, 1012; 1103, 1106, 1109);
/// - Quick, Draw! (5000 and up, one drawing a person): a person whose number leaves 2 when divided by 3.
/// Strokes without a subject count as design strokes. Strokes from a file `gesturelab collect` wrote (they follow a
/// session header) are a third part, whatever their person's number: people who came after the rules were made,
/// reported on their own as their strokes come in.
public enum DesignSplit {
    /// The part of the data a stroke belongs to.
    public enum Part: String, Sendable, CaseIterable {
        case development = "design"
        case lockBox = "lock box"
        case collected
    }

    /// The part a stroke belongs to: collected strokes are their own part; the published sets' by their person.
    public static func part(of stroke: RecordedStroke) -> Part {
        stroke.session != nil ? .collected : part(ofSubject: stroke.subject)
    }

    static let lockBoxMMG: Set<Int> = [161, 175, 194, 112, 168, 195]
    static let lockBoxEDS: Set<Int> = [1003, 1006, 1009, 1012, 1103, 1106, 1109]

    /// The part a published set's person belongs to.
    public static func part(ofSubject subject: Int?) -> Part {
        guard let subject else { return .development }
        switch subject {
        case ..<100: return subject >= 5 ? .lockBox : .development
        case ..<1000: return lockBoxMMG.contains(subject) ? .lockBox : .development
        case ..<5000: return lockBoxEDS.contains(subject) ? .lockBox : .development
        default: return subject % 3 == 2 ? .lockBox : .development
        }
    }

    /// Whether a person is one of Quick, Draw!'s anonymous players: their negatives are single strokes of drawings of
    /// things, many of them wheels, eyes and heads, so they are reported on their own line, not counted in the
    /// false-accept budget. Collected strokes are never drawings, whatever their person's number (`collect` numbers
    /// people with six digits).
    public static func isDrawingPlayer(_ subject: Int?) -> Bool { (subject ?? 0) >= 5000 }

    /// Negatives whose strokes are often the shape itself (a donut's ring, a note's head, a zigzag's turn): reported on
    /// their own line, not counted in the false-accept budget (each `EvaluatedRecognizer` names its set). The strokes
    /// README names most of them; the rest were named from the words alone, before measuring, except where
    /// docs/recognition.md says otherwise. These are the round ones, for the circle recognizers.
    static let roundNegatives: Set<String> = [
        "half_note_stroke1", "half_note_stroke2", "half_note_stroke3", "half_note_stroke4", "d_stroke2", "p_stroke2",
        "qd_donut", "qd_octagon", "qd_snowman", "qd_lollipop", "qd_necklace", "qd_peas", "qd_wheel", "qd_sun",
        "qd_face", "qd_clock", "qd_alarm_clock", "qd_baseball", "qd_basketball", "qd_blueberry", "qd_bottlecap",
        "qd_bracelet", "qd_cookie", "qd_compass", "qd_grapes", "qd_hockey_puck", "qd_pizza", "qd_smiley_face",
        "qd_soccer_ball", "qd_wristwatch", "qd_bicycle", "qd_pond",
    ]

    /// The pointed ones, for the chevron recognizers.
    static let pointedNegatives: Set<String> = [
        "qd_zigzag", "qd_lightning", "qd_mountain", "qd_stairs", "d_stroke2", "p_stroke2",
    ]
}
