import GestureEngine
import TutorialRecognizers

/// The circle-selection tutorial: circle one of the pictures to select it. The path is drawn live in yellow;
/// the fitted circle's centre decides which picture was circled; a failed circle fades out in red with the reason.
public final class CircleGameScene: DemoScene, GestureRecognizerDelegate {
    public let kind = SceneKind.circles
    public let root: View
    public let targets: [ImageView]
    public let circle = CircleGestureRecognizer(name: "circle")
    /// A button (top right) that shows or hides the fitted circle, for touchscreens without a keyboard.
    public let fitToggle = View(name: "fitToggle", frame: Rect(x: 0, y: 0, width: 210, height: 34))
    public private(set) var selected: Set<String> = []
    public private(set) var lastFailure: String?
    /// Draws the fitted circle and its error (key D).
    public var showsFit = false

    private let context: SceneContext
    private var livePath: [Point] = []
    private var fadingPath: (points: [Point], alpha: Double, reason: String)?
    private var celebration: (center: Point, progress: Double)?
    private var message: String?
    private lazy var watcher = TransitionWatcher { [weak self] recognizer, _, new in
        if recognizer === self?.circle && new == .failed { self?.circleFailed() }
    }

    static let targetNames = ["star", "moon", "heart", "gem", "flower"]

    public init(context: SceneContext) {
        self.context = context
        root = View(name: "circleScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        targets = Self.targetNames.map { ImageView(name: $0, imageName: "target-\($0)", frame: Rect(x: 0, y: 0, width: 96, height: 96)) }
        for target in targets {
            target.isUserInteractionEnabled = false  // the circle is drawn on the scene, around the pictures
            root.addSubview(target)
        }
        circle.addTarget(self, action: CircleGameScene.handleCircle)
        circle.delegate = self
        root.addGestureRecognizer(circle)
        root.addSubview(fitToggle)
        let toggleTap = TapGestureRecognizer(name: "fitToggleTap")
        toggleTap.addTarget { [weak self] _ in self?.toggleFit() }
        fitToggle.addGestureRecognizer(toggleTap)
        context.window.addObserver(watcher)
    }

    deinit {
        context.window.removeObserver(watcher)
    }

    public func layout(in area: Rect) {
        root.frame = area
        let positions: [(Double, Double)] = [(0.2, 0.35), (0.5, 0.3), (0.8, 0.35), (0.33, 0.72), (0.67, 0.72)]
        for (target, position) in zip(targets, positions) {
            target.center = Point(x: area.width * position.0, y: area.height * position.1)
        }
        let toggleHeight = max(34, context.minimumTargetSize)  // finger-sized on every screen
        fitToggle.frame = Rect(x: area.width - fitToggle.bounds.width - 12, y: 10, width: fitToggle.bounds.width, height: toggleHeight)
    }

    /// A circle starting on the fit button is no circle: the button's tap gets it.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(touch.view?.isDescendant(of: fitToggle) ?? false)
    }

    private func toggleFit() {
        showsFit.toggle()
        context.needsDisplay = true
    }

    func handleCircle(_ circle: CircleGestureRecognizer) {
        switch circle.state {
        case .began:
            livePath = circle.path
            fadingPath = nil
            message = nil
        case .changed:
            livePath = circle.path
        case .ended:
            livePath = []
            if let center = circle.fitResult?.center { select(at: center) }
        default:
            livePath = []
        }
        context.needsDisplay = true
    }

    /// The tutorial's rule: the picture whose frame holds the fitted circle's centre is the one circled.
    private func select(at center: Point) {
        guard let target = targets.first(where: { $0.frame.contains(center) }) else {
            message = "A fine circle, but no picture inside it."
            return
        }
        selected.insert(target.name)
        lastFailure = nil
        message = "You circled the \(target.name)!"
        context.animator.animate(duration: 0.9, easing: .easeOut, update: { [weak self] progress in
            self?.celebration = (target.center, progress)
        }, completion: { [weak self] in self?.celebration = nil })
    }

    private func circleFailed() {
        let reason = circle.failureReason?.rawValue ?? "not a circle"
        lastFailure = reason
        message = nil
        let points = circle.path.isEmpty ? livePath : circle.path
        livePath = []
        guard circle.failureReason != .cancelled else { return }
        fadingPath = (points, 1, reason)
        context.animator.animate(duration: 1.2, easing: .linear, update: { [weak self] progress in
            self?.fadingPath?.alpha = 1 - progress
        }, completion: { [weak self] in self?.fadingPath = nil })
        context.needsDisplay = true
    }

    public func handleKey(_ key: KeySample) -> Bool {
        guard key.isPress, key.key.lowercased() == "d" else { return false }
        toggleFit()
        return true
    }

    public func draw(_ list: inout DisplayList) {
        let offset = root.convert(.zero, to: nil)
        for target in targets {
            if selected.contains(target.name) {
                let center = target.convert(target.bounds.center, to: nil)
                list.add(.circle(center: center, radius: 62, fill: Color.success.withAlpha(0.18), stroke: .success, lineWidth: 4))
            }
            list.image(target)
            let labelPoint = target.convert(Point(x: target.bounds.midX, y: target.bounds.maxY + 34), to: nil)
            list.text(target.name, at: labelPoint, size: 14, color: .softInk, alignment: .center)
        }
        if let celebration {
            let center = celebration.center + offset
            for index in 0..<12 {
                let angle = Double(index) * Double.pi / 6
                let distance = 50 + 60 * celebration.progress
                let spark = center + Point(x: distance * cosine(angle), y: distance * sine(angle))
                list.add(.circle(center: spark, radius: 6 * (1 - celebration.progress) + 1, fill: Color(hex: 0xFFB400).withAlpha(1 - celebration.progress), stroke: nil, lineWidth: 0))
            }
        }
        if livePath.count > 1 {
            list.add(.polyline(livePath.map { $0 + offset }, color: .pathYellow, width: 7, closed: false))
        }
        if let fading = fadingPath, fading.points.count > 1 {
            list.add(.polyline(fading.points.map { $0 + offset }, color: Color.failureRed.withAlpha(fading.alpha), width: 7, closed: false))
            if let last = fading.points.last {
                list.text("Not a circle: \(fading.reason)", at: last + offset + Point(x: 0, y: -16), size: 17, color: Color.failureRed.withAlpha(fading.alpha), alignment: .center, bold: true)
            }
        }
        if showsFit, let fit = circle.fitResult {
            let ok = fit.error <= circle.tolerance
            list.add(.circle(center: fit.center + offset, radius: fit.radius, fill: nil, stroke: ok ? .accent : .failureRed, lineWidth: 2))
            list.add(.circle(center: fit.center + offset, radius: 4, fill: ok ? .accent : .failureRed, stroke: nil, lineWidth: 0))
            let text = "fit error \(format(fit.error)) (tolerance \(format(circle.tolerance))), turn \(Int((circle.turnCovered * 360).rounded()))°"
            list.text(text, at: fit.center + offset + Point(x: 0, y: fit.radius + 22), size: 14, color: ok ? .accent : .failureRed, alignment: .center)
        }
        if let message {
            list.text(message, at: Point(x: offset.x + root.bounds.width / 2, y: offset.y + root.bounds.height - 24), size: 18, color: .success, alignment: .center, bold: true)
        }
        let toggle = fitToggle.transformToWindow
        list.box(fitToggle.bounds, fill: showsFit ? Color.accent.withAlpha(0.15) : .white, stroke: Color.softInk.withAlpha(0.4), cornerRadius: 10, transform: toggle)
        list.text("\(showsFit ? "Hide" : "Show") fitted circle (D)", at: toggle.apply(to: Point(x: fitToggle.bounds.midX, y: fitToggle.bounds.midY + 5)), size: 13, color: showsFit ? .accent : .ink, alignment: .center)
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public func record(into state: inout AppState) {
        state.selectedTargets = selected.sorted()
        state.lastCircleFailure = lastFailure
    }
}
