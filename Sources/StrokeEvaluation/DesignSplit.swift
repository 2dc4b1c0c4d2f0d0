/// Which people the stroke recognizers are designed on and which are kept in a lock box, opened once at the end to
/// see whether the design only fits the people it was made on. The split is by person, fixed before any result was
/// looked at (docs/recognition.md gives the reasons):
/// - the $1 logs: subjects 1–4 design, 5 and up lock box;
/// - MMG (subjects 110–199): every third person of each device in id order, starting with the third, is in the lock
///   box (finger 161, 175, 194; stylus 112, 168, 195);
/// - EDS (1001–1014, 1101–1111): likewise every third person of each set (1003, 1006, 1009, 1012; 1103, 1106, 1109);
/// - LowVision, SIGN and MMG+: likewise every third person of each group or device (`lockBoxNewSets`);
/// - Quick, Draw! (one drawing a person): a person whose number leaves 2 when divided by 3.
/// Which set a stroke comes from is its `dataSet` (the line's `source` field), never its person's number. Strokes
/// without a subject count as design strokes. Strokes from a file `gesturelab collect` wrote (they follow a session
/// header) are a third part, whatever their person's number: people who came after the rules were made, reported on
/// their own as their strokes come in.
public enum DesignSplit {
    /// The part of the data a stroke belongs to.
    public enum Part: String, Sendable, CaseIterable {
        case development = "design"
        case lockBox = "lock box"
        case collected
    }

    /// The part a stroke belongs to: collected strokes are their own part; the published sets' by their person.
    public static func part(of stroke: RecordedStroke) -> Part {
        if stroke.session != nil { return .collected }
        guard let subject = stroke.subject else { return .development }
        switch stroke.dataSet {
        case "quickdraw": return subject % 3 == 2 ? .lockBox : .development
        case "lowvision", "sign", "mmgplus-smartphone", "mmgplus-tablet":
            return lockBoxNewSets.contains(subject) ? .lockBox : .development
        default: return part(ofSubject: subject)
        }
    }

    static let lockBoxMMG: Set<Int> = [161, 175, 194, 112, 168, 195]
    static let lockBoxEDS: Set<Int> = [1003, 1006, 1009, 1012, 1103, 1106, 1109]
    /// Every third person of each group or device in id order, starting with the third, written down from the files'
    /// lists of people before any stroke of theirs was played: LowVision with impairment 2106 2114 2201 2207, without
    /// 2005 2011 2017 2301; SIGN 3005 4002 4008; MMG+ smartphone 20005 20011 20017 20023, tablet 20105 20111 20117
    /// 20123.
    static let lockBoxNewSets: Set<Int> = [
        2106, 2114, 2201, 2207, 2005, 2011, 2017, 2301, 3005, 4002, 4008, 20005, 20011, 20017, 20023, 20105, 20111,
        20117, 20123,
    ]

    /// The part a person of the $1 logs, MMG or EDS belongs to, by their number (the sets' numbers do not overlap).
    public static func part(ofSubject subject: Int?) -> Part {
        guard let subject else { return .development }
        switch subject {
        case ..<100: return subject >= 5 ? .lockBox : .development
        case ..<1000: return lockBoxMMG.contains(subject) ? .lockBox : .development
        case ..<5000: return lockBoxEDS.contains(subject) ? .lockBox : .development
        default: return subject % 3 == 2 ? .lockBox : .development
        }
    }

    /// Negatives that are themselves closed circles, set aside for the circle recognizers only (the strokes README
    /// and issue 49 name them): a note's oval head and a stick figure's head (drawn first by most, later by some, so
    /// every stroke of a half note or a stick figure: the others are lines the circle never takes), a dot drawn as a
    /// tiny loop (an exclamation point's second and third strokes, a question mark's second), and single strokes of
    /// Quick, Draw! drawings of round things (`roundThings`). Bowls (`d_stroke2`, `p_stroke2`), ")" and "C" curves,
    /// spirals and question marks' hooks are not here: they count against the budget.
    static let closedCircles: Set<String> = Set(
        (1...11).flatMap { ["half_note_stroke\($0)", "stick_figure_stroke\($0)"] }
            + ["exclamation_point_stroke2", "exclamation_point_stroke3", "question_mark_stroke2"]
            + roundThings.map { "qd_" + $0 })

    /// Quick, Draw! words whose drawings are, or are mostly made of, round things drawn as one closed loop, written
    /// down from the words alone by one rule: balls, wheels and what runs on them, eyes and lenses, round heads and
    /// faces, round fruit, rings, dials and discs, round containers seen from above. A crescent moon, a snail's
    /// spiral, a rainbow's or a banana's arc are look-alikes, not round things, and count. (The README's own examples
    /// came first; the rule was written after seeing which of the README's words the circle accepted, before the
    /// recognizer changed: docs/recognition.md.)
    static let roundThings = [
        "donut", "octagon", "snowman", "lollipop", "necklace", "peas", "wheel", "sun", "face", "clock", "alarm_clock",
        "baseball", "basketball", "blueberry", "bottlecap", "bracelet", "cookie", "compass", "grapes", "hockey_puck",
        "pizza", "smiley_face", "soccer_ball", "wristwatch", "bicycle", "pond", "apple", "onion", "watermelon",
        "potato", "blackberry", "car", "bus", "school_bus", "truck", "pickup_truck", "police_car", "firetruck",
        "ambulance", "van", "tractor", "train", "motorbike", "skateboard", "rollerskates", "bulldozer", "cannon",
        "eye", "eyeglasses", "binoculars", "camera", "headphones", "bear", "cat", "dog", "pig", "panda", "lion",
        "monkey", "owl", "penguin", "frog", "rabbit", "raccoon", "teddy_bear", "mouse", "angel", "skull", "cup",
        "coffee_cup", "mug", "frying_pan", "paint_can", "bucket", "hot_tub", "hot_air_balloon", "light_bulb",
        "ceiling_fan", "fan", "drums", "flying_saucer", "helmet", "dumbbell", "key", "power_outlet", "stop_sign",
        "radio", "washing_machine", "stove", "toilet", "flower",
    ]

    /// Quick, Draw! words whose drawings are shaded by rubbing to and fro, set aside for the tickle only (issue 49's
    /// decision: shading is rubbing). Chosen from the words alone, before measuring: things usually drawn dark or
    /// filled in (a scribbled crown or fleece, a funnel of rubbing, a shaded beard); words drawn with zig-zags or
    /// waves (grass, a squiggle) are look-alikes, not shading, and count.
    static let shadedDrawings: Set<String> = [
        "qd_hurricane", "qd_tornado", "qd_bush", "qd_tree", "qd_garden", "qd_sheep", "qd_beard", "qd_moustache",
        "qd_camouflage", "qd_broccoli",
    ]
}
