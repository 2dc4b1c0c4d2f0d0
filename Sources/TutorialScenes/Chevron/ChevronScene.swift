import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The chevron tutorial: drawing a ">" opens a photo library that slides in; a tap outside it, or Escape, closes it.
/// A gallery at the bottom shows the walkthrough tutorial's two small recognizers lighting up.
public final class ChevronScene: DemoScene, GestureRecognizerDelegate {
    public static let info = SceneInfo(
        kind: .chevron, title: "Chevron",
        hint: "Draw a \u{201C}>\u{201D} anywhere to open the photo library. Try the gallery at the bottom, too.",
        images: (1...6).map { "photo-\($0)" }, keys: [SceneKey("Escape", "close the photo library")])

    public let root: View
    public let panel = PhotoLibraryPanel()
    public var photos: [ImageView] { panel.photos }
    public let zBox = GalleryBox(name: "zGallery", title: "Draw a Z here", detail: "right, down-left, right")
    public let slideBox = GalleryBox(
        name: "slideGallery", title: "Slide down the right side", detail: "top-right to bottom-right",
        showsQuadrants: true)
    public let chevron = ChevronGestureRecognizer(name: "chevron")
    public let closeTap = TapGestureRecognizer(name: "closeTap")
    public private(set) var isPanelOpen = false
    /// 0 = hidden off the right edge, 1 = fully in.
    public private(set) var panelProgress = 0.0
    public private(set) var galleryRecognized: [String] = []
    private var panelAnimation: Animator.Handle?
    private let context: SceneContext

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "chevronScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        root.addSubview(zBox)
        root.addSubview(slideBox)
        root.addSubview(panel)
        panel.isHidden = true

        chevron.addTarget(self, action: ChevronScene.handleChevron)
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
    }

    public func layout(in area: Rect) {
        root.frame = area
        let panelWidth = min(380, area.width * 0.55)
        let panelHeight = min(420, area.height - 150)
        panel.bounds = Rect(x: 0, y: 0, width: panelWidth, height: panelHeight)
        panel.layOutPhotos()
        placePanel()
        let boxSize = Size(width: min(220, area.width * 0.3), height: min(150, area.height * 0.28))
        let boxY = area.height - boxSize.height - 24
        zBox.frame = Rect(origin: Point(x: 24, y: boxY), size: boxSize)
        slideBox.frame = Rect(origin: Point(x: 24 + boxSize.width + 20, y: boxY), size: boxSize)
    }

    private func placePanel() {
        let area = root.bounds
        let hiddenX = area.maxX + panel.bounds.width / 2 + 10
        let shownX = area.maxX - panel.bounds.width / 2 - 24
        panel.center = Point(x: hiddenX + (shownX - hiddenX) * panelProgress, y: area.height / 2 - 30)
        panel.isHidden = panelProgress == 0
        context.needsDisplay = true
    }

    func handleChevron(_ chevron: ChevronGestureRecognizer) {
        setPanel(open: true)
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

    /// The close tap counts only outside the panel.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard recognizer === closeTap, let view = touch.view else { return true }
        return !view.isDescendant(of: panel)
    }

    /// Notes a gallery recognizer's success and lights its box, fading over 1.2 s.
    private func flash(_ name: String, on box: GalleryBox?) {
        guard let box else { return }
        galleryRecognized.append(name)
        context.animator.animate(
            duration: 1.2, easing: .linear, update: { progress in box.flash = 1 - progress },
            completion: { box.flash = 0 })
    }

    public func handle(_ key: SceneKey) -> Bool {
        guard isPanelOpen else { return false }
        setPanel(open: false)
        return true
    }

    public var state: State { State(photoLibraryOpen: isPanelOpen, galleryRecognized: galleryRecognized) }
}
