import GestureEngine
import TutorialRecognizers

/// The stroke recognizers `gesturelab eval` measures: the tutorials' recognizers as this project wrote them, and two
/// baselines to compare them with (the tutorials' rules taken literally, and the $P recognizer). To measure another
/// one, add an entry here and its name to `all`.
extension EvaluatedRecognizer {
    /// Every recognizer `--recognizer` can name, in the order the help lists them.
    public static let all: [EvaluatedRecognizer] = [
        circle, chevron, tickle, zStroke, rightSlideDown, tutorialCircle, tutorialChevron, pointCloudCircle,
        pointCloudChevron,
    ]

    /// The recognizer with this name, if there is one.
    public static func named(_ name: String) -> EvaluatedRecognizer? { all.first { $0.name == name } }

    public static let circle = EvaluatedRecognizer(
        name: "circle", positiveName: "circle", setAside: DesignSplit.closedCircles, division: .thirds,
        lookAlikes: roundLookAlikes,
        thresholds: {
            let circle = CircleGestureRecognizer()
            let degrees = Double.pi / 180
            return [
                Threshold("circle score threshold", \.scoreThreshold, of: circle, range: 0.25...3),
                Threshold("circle tolerance (fit error)", \.tolerance, of: circle, range: 0.05...0.4),
                Threshold("circle minimum turn", \.minimumTurn, of: circle, range: 0.55...0.9),
                Threshold("circle corner angle (°)", \.cornerAngle, of: circle, range: 50...120, scale: degrees),
                Threshold("circle heading wobble (°)", \.maximumWobble, of: circle, range: 8...40, scale: degrees),
                Threshold(
                    "circle straightest stretch (share)", \.maximumStraightShare, of: circle, range: 0.26...0.6),
                Threshold("circle straight sides (share)", \.maximumStraightSides, of: circle, range: 0.2...0.9),
                Threshold("circle middle clearance (× r)", \.middleClearance, of: circle, range: 0.05...0.7),
            ]
        }(),
        make: { CircleGestureRecognizer() })

    public static let chevron = EvaluatedRecognizer(
        name: "chevron", positiveName: "right_chevron", division: .thirds,
        lookAlikes: pointedLookAlikes,
        thresholds: {
            let chevron = ChevronGestureRecognizer()
            return [
                Threshold("chevron score threshold", \.scoreThreshold, of: chevron, range: 0.25...3),
                Threshold(
                    "chevron jitter tolerance (× stroke size)", \.toleranceFraction, of: chevron, range: 0.02...0.3),
                Threshold("chevron leg detour", \.maximumDetour, of: chevron, range: 0.04...0.4),
                Threshold("chevron second corner (°)", \.cornerAngle, of: chevron, range: 15...90),
                Threshold("chevron leg bend", \.maximumLegBend, of: chevron, range: 0.1...0.6),
                Threshold("chevron leg ratio", \.maximumLegRatio, of: chevron, range: 1.8...6),
                Threshold("chevron tilt (°)", \.maximumTilt, of: chevron, range: 10...70),
                Threshold("chevron widest opening (°)", \.maximumOpening, of: chevron, range: 60...160),
            ]
        }(),
        make: { ChevronGestureRecognizer() })

    /// Measured on generated positives; its rule does not depend on the view, so the view is large enough that no
    /// stroke, even 3× its size, starts outside it.
    public static let tickle = EvaluatedRecognizer(
        name: "tickle", positiveName: GeneratedStrokes.Kind.tickle.name, generatedKind: .tickle,
        viewFrame: Rect(x: 100, y: 100, width: 1600, height: 1600), setAside: DesignSplit.shadedDrawings,
        lookAlikes: [
            "arrow", "arrow2", "arrowhead*", "strike_through", "triangles_chain", "stairs", "m", "qd_zigzag",
            "qd_squiggle", "qd_stitches", "qd_lightning", "qd_mountain", "qd_stairs", "qd_ocean", "qd_river",
        ],
        thresholds: {
            let tickle = TickleGestureRecognizer()
            return [
                Threshold("tickle distance (px)", \.distanceForTickle, of: tickle, range: 5...60),
                Threshold("tickle tilt (°)", \.maximumTilt, of: tickle, range: 5...45),
                Threshold("tickle turn between rubs (°)", \.maximumTurnBetweenRubs, of: tickle, range: 2...45),
            ]
        }(),
        make: { TickleGestureRecognizer() })

    /// Measured on generated positives, on a view as large as the tickle's.
    public static let zStroke = EvaluatedRecognizer(
        name: "z", positiveName: GeneratedStrokes.Kind.zStroke.name, generatedKind: .zStroke,
        viewFrame: Rect(x: 100, y: 100, width: 1600, height: 1600),
        lookAlikes: [
            "question_mark", "left_chevron", "delete_mark", "s", "3", "step_down", "steep_hill", "turn_90", "polyline",
            "stairs", "qd_zigzag", "qd_lightning", "qd_stairs",
        ],
        thresholds: [
            Threshold("Z turn tolerance (px)", \.turnTolerance, of: ZStrokeGestureRecognizer(), range: 1...20)
        ],
        make: { ZStrokeGestureRecognizer() })

    /// Measured on generated positives, on the chevron scene's right-slide-down box (200 × 150): its rule is about
    /// the box's quadrants. A collected stroke is put on the box where it lay on its canvas.
    public static let rightSlideDown = EvaluatedRecognizer(
        name: "right-slide-down", positiveName: GeneratedStrokes.Kind.rightSlideDown.name,
        generatedKind: .rightSlideDown, viewFrame: Rect(x: 100, y: 100, width: 200, height: 150), judgesPlace: true,
        lookAlikes: [
            "line*", "i_stroke*", "null_slash", "left_sq_bracket", "right_sq_bracket", "exclamation_point_stroke1",
        ],
        make: { RightSlideDownGestureRecognizer() })

    public static let tutorialCircle = EvaluatedRecognizer(
        name: "tutorial-circle", positiveName: "circle", setAside: DesignSplit.closedCircles, division: .thirds,
        lookAlikes: roundLookAlikes,
        thresholds: [
            Threshold("circle tolerance (fit error)", \.tolerance, of: TutorialCircleRule(), range: 0.05...0.4)
        ],
        make: { TutorialCircleRule() })

    public static let tutorialChevron = EvaluatedRecognizer(
        name: "tutorial-chevron", positiveName: "right_chevron", division: .thirds,
        lookAlikes: pointedLookAlikes, make: { TutorialChevronRule() })

    public static let pointCloudCircle = EvaluatedRecognizer(
        name: "pdollar-circle", positiveName: "circle", setAside: DesignSplit.closedCircles, division: .thirds,
        lookAlikes: roundLookAlikes, thresholds: [pointCloudDistance],
        matchingTemplates: { PointCloudGestureRecognizer(templates: $0, target: "circle") })

    public static let pointCloudChevron = EvaluatedRecognizer(
        name: "pdollar-chevron", positiveName: "right_chevron", division: .thirds,
        lookAlikes: pointedLookAlikes, thresholds: [pointCloudDistance],
        matchingTemplates: { PointCloudGestureRecognizer(templates: $0, target: "right_chevron") })

    /// The strokes that look most like a circle, for the three circle recognizers: open arcs, bowls, spirals and
    /// question marks first (issue 49's list), then loops and round letters.
    static let roundLookAlikes = [
        "curve_down_right", "curve_down_left", "d_stroke2", "p_stroke2", "letter_r_stroke2", "question_mark*",
        "spiral*", "snail", "d", "p", "pigtail", "omega", "6", "8", "a", "g", "rectangle", "qd_moon",
    ]

    /// The strokes that look most like a right chevron, for the three chevron recognizers: ")" curves and bowls first
    /// (issue 49's list), then the pointed strokes.
    static let pointedLookAlikes = [
        "curve_down_right", "curve_down_left", "d_stroke2", "p_stroke2", "letter_r_stroke2", "question_mark*",
        "spiral*", "caret", "v", "check", "left_chevron", "right_curly_brace", "arrowhead*", "triangle", "3",
        "qd_zigzag", "qd_lightning", "qd_mountain", "qd_stairs",
    ]

    static let pointCloudDistance = Threshold(
        "$P largest distance", \.maximumDistance, of: PointCloudGestureRecognizer.self,
        current: PointCloudGestureRecognizer.defaultMaximumDistance, range: 0.5...5)
}
