import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The chevron tutorial: drawing a ">" opens a photo library that slides in; a tap outside it, or Escape, closes it.
/// The stroke is inked in yellow as it is drawn; a refused one fades out in red with the reason. A gallery at the
/// bottom shows the walkthrough tutorial's two small recognizers lighting up.
public final class ChevronScene: DemoScene, GestureRecognizerDelegate {
    public static let info = SceneInfo(
        kind: .chevron, title: "Chevron",
        hint:
            "Draw a \u{201C}>\u{201D} anywhere to open the photo library. Try the gallery at the bottom, too. "
            + "C teaches it your chevrons.",
        images: (1...6).map { "photo-\($0)" },
        keys: [TeachingControls.keys[0], SceneKey("Escape", "close the photo library or stop teaching")],
        mouse: [
            "Mouse: drag = draw with one finger · click = tap", "Mouse: drag to draw · click = tap", "Drag to draw",
        ])

    public let root: View
    public let panel = PhotoLibraryPanel()
    public var photos: [ImageView] { panel.photos }
    public let zBox = GalleryBox(name: "zGallery", title: "Draw a Z here", detail: "right, down-left, right")
    public let slideBox = GalleryBox(
        name: "slideGallery", title: "Slide down the right side", detail: "top-right to bottom-right",
        showsQuadrants: true)
    public let chevron = ChevronGestureRecognizer(name: "chevron")
    public let closeTap = TapGestureRecognizer(name: "closeTap")
    /// "Teach it my way": the button, key C and the chevron recognizer's calibration.
    public let teaching: TeachingControls
    public private(set) var isPanelOpen = false
    /// 0 = hidden off the right edge, 1 = fully in.
    public private(set) var panelProgress = 0.0
    /// Where the panel's centre lies, from the scene's top (set by the layout).
    private var panelCentreY = 0.0
    public private(set) var galleryRecognized: [String] = []
    /// Why the last chevron drawn on the scene was refused (cleared by one accepted).
    public private(set) var lastFailure: String?
    /// Why the last stroke drawn in a gallery box was refused by its recognizer (cleared by one accepted).
    public internal(set) var galleryFailure: String?
    /// The stroke being drawn in a gallery box, until its recognizer has answered and the finger is up.
    var galleryStroke: GalleryStroke?
    private var panelAnimation: Animator.Handle?
    let context: SceneContext
    /// A refused chevron fading out, with the reason.
    public let refused: RefusedStroke
    /// True while a stroke begun on the scene itself (not in a gallery box, not on a button) is drawn: the chevron's
    /// path is inked as it goes.
    public private(set) var isInking = false
    private lazy var watcher = TransitionWatcher(
        { [weak self] recognizer, _, new in
            guard let self else { return }
            if new == .failed && recognizer === chevron { chevronFailed() }
            if new == .failed, let box = recognizer.view as? GalleryBox {
                galleryRecognizerFailed(box, reason: recognizer.inspectorFacts.rejection)
            }
        },
        touches: { [weak self] view, phase, touch in
            if view === self?.root { self?.sceneTouched(phase) }
            if let box = view as? GalleryBox { self?.galleryTouched(box, phase, at: touch.locationInWindow) }
        })

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "chevronScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        teaching = TeachingControls(gesture: .chevron, recognizer: chevron, root: root, context: context)
        refused = RefusedStroke(context: context)
        root.addSubview(zBox)
        root.addSubview(slideBox)
        root.addSubview(panel)
        panel.isHidden = true

        chevron.addTarget(self, action: ChevronScene.handleChevron)
        chevron.delegate = self
        root.addGestureRecognizer(chevron)
        closeTap.delegate = self
        closeTap.isEnabled = false
        closeTap.addTarget(self, action: ChevronScene.handleCloseTap)
        root.addGestureRecognizer(closeTap)

        let z = ZStrokeGestureRecognizer(name: "zStroke")
        z.addTarget { [weak self] _ in self?.flash("Z stroke", on: self?.zBox) }
        zBox.addGestureRecognizer(z)
        let slide = RightSlideDownGestureRecognizer(name: "rightSlideDown")
        slide.addTarget { [weak self] _ in self?.flash("right slide down", on: self?.slideBox) }
        slideBox.addGestureRecognizer(slide)
        context.window.addObserver(watcher)
    }

    deinit {
        context.window.removeObserver(watcher)
    }

    public func layout(in area: Rect) {
        let oldArea = root.frameInWindow
        root.frame = area
        teaching.layout(topRight: Point(x: area.width - 12, y: 10))
        // Below the teaching button where that leaves the photos room; in a short window over it (the panel is
        // modal: a tap outside closes it).
        let belowButton = teaching.button.frame.maxY + 8
        let fitsBelowButton = area.height - 12 - belowButton >= PhotoLibraryPanel.shortestBelowButton
        let top = fitsBelowButton ? belowButton : 12
        let width = fitsBelowButton ? min(380, area.width * 0.55) : min(380, area.width - 24)
        let panelSize = Size(width: width, height: max(0, min(420, area.height - 12 - top)))
        panel.bounds = Rect(origin: .zero, size: panelSize)
        panelCentreY = top + panelSize.height / 2
        panel.layOutPhotos()
        placePanel()
        let boxSize = Size(width: min(220, area.width * 0.3), height: min(150, area.height * 0.28))
        let boxY = area.height - boxSize.height - 24
        zBox.frame = Rect(origin: Point(x: 24, y: boxY), size: boxSize)
        slideBox.frame = Rect(origin: Point(x: 24 + boxSize.width + 20, y: boxY), size: boxSize)
        let gallery = [zBox, slideBox]
        let lettering = GalleryLettering.fitting(
            titles: gallery.map(\.title), details: gallery.map(\.detail), boxSize: boxSize)
        for box in gallery { box.lettering = lettering }
        // A refused stroke still fading moves with the scene, so that opening the inspector does not cut it off.
        refused.relayout(from: oldArea, to: root.frameInWindow, avoiding: root.aimedAtFrames)
    }

    private func placePanel() {
        let area = root.bounds
        let hiddenX = area.maxX + panel.bounds.width / 2 + 10
        let shownX = area.maxX - panel.bounds.width / 2 - min(24, (area.width - panel.bounds.width) / 2)
        panel.center = Point(x: hiddenX + (shownX - hiddenX) * panelProgress, y: panelCentreY)
        panel.isHidden = panelProgress == 0
        context.needsDisplay = true
    }

    func handleChevron(_ chevron: ChevronGestureRecognizer) {
        isInking = false
        lastFailure = nil
        // An attempt while teaching opens nothing: the person is showing how they draw.
        if teaching.recognizerFinished() { return }
        teaching.strokeJudged(accepted: true)
        setPanel(open: true)
    }

    /// The scene's own background was told of a touch: a stroke there is inked while the chevron follows it.
    private func sceneTouched(_ phase: TouchPhase) {
        switch phase {
        case .began:
            guard !isInking, chevron.isEnabled, chevron.state == .possible else { return }
            isInking = true
            refused.clear()
        case .moved:
            guard isInking else { return }
        case .ended, .cancelled:
            isInking = false
        case .stationary:
            return
        }
        context.needsDisplay = true
    }

    private func chevronFailed() {
        // A stroke begun in a gallery box is meant for that box's gesture, not a chevron missed.
        let drawnOnScene = isInking
        isInking = false
        let taken = teaching.recognizerFinished()
        guard drawnOnScene, let reason = chevron.failureReason, reason != .cancelled else { return }
        // A tap or a twitch is no attempt at anything: nothing to explain.
        if StrokeGeometry.extent(of: chevron.path) >= chevron.liveMinimumExtent {
            lastFailure = reason.rawValue
            refused.show(
                chevron.path, saying: "Not a chevron: \(reason.rawValue)",
                within: root.frameInWindow, avoiding: root.aimedAtFrames)
        }
        if !taken { teaching.strokeJudged(accepted: false) }
    }

    func handleCloseTap(_ tap: TapGestureRecognizer) {
        setPanel(open: false)
    }

    /// Slides the photo library in or out.
    public func setPanel(open: Bool) {
        guard open != isPanelOpen else { return }
        isPanelOpen = open
        chevron.isEnabled = !open
        closeTap.isEnabled = open
        context.animator.cancel(panelAnimation)
        let start = panelProgress
        let end = open ? 1.0 : 0.0
        panelAnimation = context.animator.animate(duration: 0.35, easing: .easeOut) { [weak self] progress in
            self?.panelProgress = start + (end - start) * progress
            self?.placePanel()
        }
    }

    /// The close tap counts only outside the panel; a touch on the teach button is no chevron.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        if recognizer === chevron { return !teaching.owns(touch) }
        guard recognizer === closeTap, let view = touch.view else { return true }
        return !view.isDescendant(of: panel)
    }

    /// Notes a gallery recognizer's success and lights its box, fading over 1.2 s.
    private func flash(_ name: String, on box: GalleryBox?) {
        guard let box else { return }
        galleryRecognized.append(name)
        galleryRecognizerSucceeded(box)
        context.animator.animate(
            duration: 1.2, easing: .linear, update: { progress in box.flash = 1 - progress },
            completion: { box.flash = 0 })
    }

    /// C teaches (closing the library first, so the chevron can be drawn); Escape stops teaching, or else closes the
    /// library.
    public func handle(_ key: SceneKey) -> Bool {
        if key.key == "c" { setPanel(open: false) }
        if teaching.handle(key) { return true }
        guard key.key == "Escape", isPanelOpen else { return false }
        setPanel(open: false)
        return true
    }

    public var hint: String { teaching.hint(otherwise: Self.info.hint) }

    public var state: State {
        State(
            photoLibraryOpen: isPanelOpen, galleryRecognized: galleryRecognized, lastFailure: lastFailure,
            galleryFailure: galleryFailure, teaching: teaching.message)
    }
}
