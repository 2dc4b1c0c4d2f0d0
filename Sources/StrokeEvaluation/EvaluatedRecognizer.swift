import CalibrationProfile
import GestureEngine
import TutorialRecognizers

/// A stroke recognizer as `gesturelab eval` measures it: its name on the command line, the stroke name that counts as
/// its positive, the view it sits on, the negatives reported apart, the thresholds a sweep may vary, and how to make
/// a fresh one. A recognizer joins eval by being listed in `EvaluatedRecognizer.all`; a test may build one of its
/// own and hand it to `StrokeEvaluation.run`.
public struct EvaluatedRecognizer: Sendable {
    /// The name `--recognizer` takes ("circle", "pdollar-chevron").
    public let name: String
    /// The stroke name that counts as a positive unless `--positive` says otherwise.
    public let defaultPositiveName: String
    /// The kind of generated positives this recognizer is measured on, when the recorded logs hold none of its strokes.
    public let generatedKind: GeneratedStrokes.Kind?
    /// The view the recognizer sits on, strokes centred on it; nil puts it on the whole window.
    public let viewFrame: Rect?
    /// True when the recognizer's rule is about where in its view a stroke lies (the right slide's quadrants): a
    /// stroke whose file gives the canvas it was drawn on is then mapped from that canvas onto the view, so it lands
    /// in the same part of it, rather than centred.
    public let judgesPlace: Bool
    /// Negatives that are themselves the shape (a stick figure's head for the circle) or that the protocol sets aside
    /// for this recognizer alone (shaded drawings for the tickle): reported on their own line, not counted in the
    /// false-accept budget (`SplitFigures`). Every other negative counts.
    public let setAside: Set<String>
    /// How its people are divided between design and lock box, for `--split` and `--sweep` alike: circle, chevron and
    /// their baselines by thirds (`DesignSplit`), the others by parity.
    public let division: PeopleDivision
    /// The negatives that look most like the positive (`ConfusablePairs`); a name ending in `*` stands for every name
    /// it begins.
    public let lookAlikes: [String]
    /// The thresholds `eval --sweep` varies, the main one first.
    public let thresholds: [Threshold]
    /// True when the recognizer matches strokes against templates taken from the strokes themselves ($P): eval then
    /// gives each stroke the templates of everybody but its own author.
    public let learnsTemplates: Bool
    private let make: @Sendable (PointCloudTemplates) -> GestureRecognizer

    /// A recognizer that needs nothing but itself: `make` returns a fresh one for every stroke.
    public init(
        name: String, positiveName: String, generatedKind: GeneratedStrokes.Kind? = nil, viewFrame: Rect? = nil,
        judgesPlace: Bool = false, setAside: Set<String> = [], division: PeopleDivision = .parity,
        lookAlikes: [String] = [], thresholds: [Threshold] = [], make: @escaping @Sendable () -> GestureRecognizer
    ) {
        self.init(
            name: name, positiveName: positiveName, generatedKind: generatedKind, viewFrame: viewFrame,
            judgesPlace: judgesPlace, setAside: setAside, division: division, lookAlikes: lookAlikes,
            thresholds: thresholds, learnsTemplates: false, make: { _ in make() })
    }

    /// A recognizer that matches templates ($P): `make` gets the templates of the people other than the stroke's.
    public init(
        name: String, positiveName: String, setAside: Set<String> = [], division: PeopleDivision = .parity,
        lookAlikes: [String] = [], thresholds: [Threshold] = [],
        matchingTemplates make: @escaping @Sendable (PointCloudTemplates) -> GestureRecognizer
    ) {
        self.init(
            name: name, positiveName: positiveName, generatedKind: nil, viewFrame: nil, judgesPlace: false,
            setAside: setAside, division: division, lookAlikes: lookAlikes, thresholds: thresholds,
            learnsTemplates: true, make: make)
    }

    private init(
        name: String, positiveName: String, generatedKind: GeneratedStrokes.Kind?, viewFrame: Rect?, judgesPlace: Bool,
        setAside: Set<String>, division: PeopleDivision, lookAlikes: [String], thresholds: [Threshold],
        learnsTemplates: Bool,
        make: @escaping @Sendable (PointCloudTemplates) -> GestureRecognizer
    ) {
        self.name = name
        defaultPositiveName = positiveName
        self.generatedKind = generatedKind
        self.viewFrame = viewFrame
        self.judgesPlace = judgesPlace
        self.setAside = setAside
        self.division = division
        self.lookAlikes = lookAlikes
        self.thresholds = thresholds
        self.learnsTemplates = learnsTemplates
        self.make = make
    }

    /// The templates a template-matching recognizer learns from `strokes`; nil for the others.
    public func templates(from strokes: [RecordedStroke]) -> PointCloudTemplates? {
        learnsTemplates ? PointCloudTemplates(strokes: strokes) : nil
    }

    /// A fresh recognizer, with one threshold changed if `setting` says so.
    func makeRecognizer(setting: ThresholdSetting?, templates: PointCloudTemplates) -> GestureRecognizer {
        let recognizer = make(templates)
        if let setting { setting.threshold.apply(recognizer, setting.value) }
        return recognizer
    }

    /// Plays one stroke through a fresh window on virtual time, as a one-finger touch sequence with its recorded
    /// timestamps, and reads the recognizer's answer.
    public func play(
        _ stroke: RecordedStroke, setting: ThresholdSetting? = nil, templates: PointCloudTemplates = .empty
    ) -> StrokeOutcome {
        let driver = VirtualTouchDriver(size: Size(width: 4096, height: 4096))
        let recognizer = makeRecognizer(setting: setting, templates: templates)
        var points = stroke.points
        var offset = Point.zero
        if let frame = viewFrame {
            let view = View(name: "canvas", frame: frame)
            driver.window.addSubview(view)
            view.addGestureRecognizer(recognizer)
            if judgesPlace, let canvas = stroke.canvas {
                // The same place on the view as on the canvas: the quadrants are fractions of each.
                let scale = Point(x: frame.width / canvas.width, y: frame.height / canvas.height)
                points = points.map {
                    (Point(x: $0.location.x * scale.x, y: $0.location.y * scale.y) + frame.origin, $0.milliseconds)
                }
                offset = frame.origin
            } else {
                offset =
                    stroke.isPlacedInView
                    ? frame.center : frame.center - StrokeTransforms.boundingBoxCenter(of: points.map(\.location))
                points = points.map { ($0.location + offset, $0.milliseconds) }
            }
        } else {
            driver.window.addGestureRecognizer(recognizer)
        }
        let answer = AnswerObserver(recognizer)
        driver.window.addObserver(answer)
        driver.playStroke(points)
        driver.wait(1)  // let any timer run out
        let accepted = answer.finalState == .ended
        let reason = accepted ? nil : answer.rejection ?? "no answer"
        return StrokeOutcome(
            stroke: stroke, accepted: accepted, reason: answer.illegal ?? reason,
            overlays: answer.overlays.map { $0.moved(by: -offset) }, checks: answer.checks,
            weighedScore: answer.weighedScore)
    }
}

/// Reads a recognizer's answer at the moment it gives it, before the engine resets it for the next gesture: its
/// reason and overlays as it tells the inspector, its threshold tests if it has any.
private final class AnswerObserver: GestureObserver {
    let recognizer: GestureRecognizer
    var finalState: GestureState?
    var rejection: String?
    var overlays: [InspectorOverlay] = []
    var checks: [ThresholdCheck] = []
    var weighedScore: StrokeScore?
    /// An illegal transition the recognizer asked for: a bug, reported as the stroke's reason.
    var illegal: String?

    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        guard recognizer === self.recognizer, new == .ended || new == .failed || new == .cancelled else { return }
        finalState = new
        let facts = recognizer.inspectorFacts
        rejection = facts.rejection
        overlays = facts.overlays
        checks = (recognizer as? any ThresholdReadout)?.checks ?? []
        weighedScore = (recognizer as? any CalibratableRecognizer)?.weighedScore
    }

    func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition) {
        illegal = "illegal transition: \(transition.description)"
    }
}

extension InspectorOverlay {
    /// The same shape moved by `offset`: from the window the stroke was played in back to the stroke's own
    /// coordinates.
    fileprivate func moved(by offset: Point) -> InspectorOverlay {
        switch self {
        case .circle(let center, let radius): .circle(center: center + offset, radius: radius)
        case .line(let start, let end): .line(from: start + offset, to: end + offset)
        case .polyline(let points): .polyline(points.map { $0 + offset })
        case .arrow(let start, let end): .arrow(from: start + offset, to: end + offset)
        case .label(let text, let position): .label(text, at: position + offset)
        }
    }
}
