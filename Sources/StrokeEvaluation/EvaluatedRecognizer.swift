import GestureEngine
import TutorialRecognizers

/// The stroke recognizers `gesturelab eval` can measure: the tutorials' recognizers as this project wrote them,
/// and two baselines to compare them with (the tutorials' rules taken literally, and the $P recognizer).
public enum EvaluatedRecognizer: String, CaseIterable, Sendable {
    case circle, chevron, tickle
    case zStroke = "z"
    case rightSlideDown = "right-slide-down"
    case tutorialCircle = "tutorial-circle"
    case tutorialChevron = "tutorial-chevron"
    case pointCloudCircle = "pdollar-circle"
    case pointCloudChevron = "pdollar-chevron"

    /// The stroke name that counts as a positive by default.
    public var defaultPositiveName: String {
        switch self {
        case .circle, .tutorialCircle, .pointCloudCircle: "circle"
        case .chevron, .tutorialChevron, .pointCloudChevron: "right_chevron"
        case .tickle: GeneratedStrokes.Kind.tickle.name
        case .zStroke: GeneratedStrokes.Kind.zStroke.name
        case .rightSlideDown: GeneratedStrokes.Kind.rightSlideDown.name
        }
    }

    /// The kind of generated positives this recognizer is measured on (the $1 logs hold none of its strokes).
    public var generatedKind: GeneratedStrokes.Kind? {
        switch self {
        case .tickle: .tickle
        case .zStroke: .zStroke
        case .rightSlideDown: .rightSlideDown
        default: nil
        }
    }

    /// A fresh recognizer, with one threshold changed if `setting` says so.
    func makeRecognizer(setting: ThresholdSetting?, templates: PointCloudTemplates) -> any RecognizerReadout {
        let recognizer: any RecognizerReadout =
            switch self {
            case .circle: CircleGestureRecognizer()
            case .tutorialCircle: TutorialCircleRule()
            case .chevron: ChevronGestureRecognizer()
            case .tutorialChevron: TutorialChevronRule()
            case .pointCloudCircle, .pointCloudChevron:
                PointCloudGestureRecognizer(templates: templates, target: defaultPositiveName)
            case .tickle: TickleGestureRecognizer()
            case .zStroke: ZStrokeGestureRecognizer()
            case .rightSlideDown: RightSlideDownGestureRecognizer()
            }
        if let setting { setting.threshold.apply(recognizer, setting.value) }
        return recognizer
    }

    /// The view the recognizer sits on, strokes centred on it: the chevron scene's right-slide-down box (200 × 150,
    /// its rule is about the box's quadrants); for Z and tickle a view large enough that no stroke, even 3× its
    /// size, starts outside it (their rules do not depend on the view); the whole window for the others.
    var viewFrame: Rect? {
        switch self {
        case .rightSlideDown: Rect(x: 100, y: 100, width: 200, height: 150)
        case .zStroke, .tickle: Rect(x: 100, y: 100, width: 1600, height: 1600)
        default: nil
        }
    }

    /// Plays one stroke through a fresh window on virtual time, as a one-finger touch sequence with its recorded
    /// timestamps, and reads the recognizer's answer.
    public func play(
        _ stroke: RecordedStroke, setting: ThresholdSetting? = nil, templates: PointCloudTemplates = .empty
    ) -> StrokeOutcome {
        let driver = VirtualTouchDriver(size: Size(width: 4096, height: 4096))
        let recognizer = makeRecognizer(setting: setting, templates: templates)
        var points = stroke.points
        if let frame = viewFrame {
            let view = View(name: "canvas", frame: frame)
            driver.window.addSubview(view)
            view.addGestureRecognizer(recognizer)
            let offset =
                stroke.isPlacedInView
                ? frame.center : frame.center - StrokeTransforms.boundingBoxCenter(of: points.map(\.location))
            points = points.map { ($0.location + offset, $0.milliseconds) }
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
            stroke: stroke, accepted: accepted, reason: answer.illegal ?? reason, overlay: answer.overlay,
            checks: answer.checks)
    }
}

/// Reads a recognizer's answer at the moment it gives it, before the engine resets it for the next gesture.
private final class AnswerObserver: GestureObserver {
    let recognizer: any RecognizerReadout
    var finalState: GestureState?
    var rejection: String?
    var overlay = StrokeOverlay.none
    var checks: [ThresholdCheck] = []
    /// An illegal transition the recognizer asked for: a bug, reported as the stroke's reason.
    var illegal: String?

    init(_ recognizer: any RecognizerReadout) { self.recognizer = recognizer }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        guard recognizer === self.recognizer, new == .ended || new == .failed || new == .cancelled else { return }
        finalState = new
        rejection = self.recognizer.rejection
        overlay = self.recognizer.overlay
        checks = self.recognizer.checks
    }

    func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition) {
        illegal = "illegal transition: \(transition.description)"
    }
}
