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
    public let panel: View
    public let photos: [ImageView]
    public let zBox: View
    public let slideBox: View
    public let chevron = ChevronGestureRecognizer(name: "chevron")
    public let closeTap = TapGestureRecognizer(name: "closeTap")
    public private(set) var isPanelOpen = false
    /// 0 = hidden off the right edge, 1 = fully in.
    public private(set) var panelProgress = 0.0
    public private(set) var galleryRecognized: [String] = []
    private var flashes: [String: Double] = [:]
    private var panelAnimation: Animator.Handle?
    private let context: SceneContext

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "chevronScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        panel = View(name: "photoLibrary", frame: Rect(x: 0, y: 0, width: 360, height: 400))
        photos = (1...6).map { ImageView(name: "photo\($0)", imageName: "photo-\($0)", frame: Rect(x: 0, y: 0, width: 150, height: 110)) }
        zBox = View(name: "zGallery", frame: Rect(x: 0, y: 0, width: 200, height: 150))
        slideBox = View(name: "slideGallery", frame: Rect(x: 0, y: 0, width: 200, height: 150))
        for photo in photos { panel.addSubview(photo) }
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
        z.addTarget { [weak self] _ in self?.flash("Z stroke") }
        zBox.addGestureRecognizer(z)
        let slide = RightSlideDownGestureRecognizer(name: "rightSlideDown")
        slide.addTarget { [weak self] _ in self?.flash("right slide down") }
        slideBox.addGestureRecognizer(slide)
    }

    public func layout(in area: Rect) {
        root.frame = area
        let panelWidth = min(380, area.width * 0.55)
        let panelHeight = min(420, area.height - 150)
        panel.bounds = Rect(x: 0, y: 0, width: panelWidth, height: panelHeight)
        let columns = 2
        let cell = Size(width: (panelWidth - 48) / 2, height: (panelHeight - 100) / 3)
        for (index, photo) in photos.enumerated() {
            photo.bounds = Rect(x: 0, y: 0, width: cell.width - 8, height: cell.height - 8)
            photo.center = Point(
                x: 16 + cell.width * (Double(index % columns) + 0.5) + Double(index % columns) * 16,
                y: 64 + cell.height * (Double(index / columns) + 0.5))
        }
        placePanel()
        let boxSize = Size(width: min(220, area.width * 0.3), height: min(150, area.height * 0.28))
        zBox.frame = Rect(x: 24, y: area.height - boxSize.height - 24, width: boxSize.width, height: boxSize.height)
        slideBox.frame = Rect(x: 24 + boxSize.width + 20, y: area.height - boxSize.height - 24, width: boxSize.width, height: boxSize.height)
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
        let start = panelProgress, end = open ? 1.0 : 0.0
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

    private func flash(_ name: String) {
        galleryRecognized.append(name)
        context.animator.animate(duration: 1.2, easing: .linear, update: { [weak self] progress in
            self?.flashes[name] = 1 - progress
        }, completion: { [weak self] in self?.flashes[name] = nil })
    }

    public func handle(_ key: SceneKey) -> Bool {
        guard isPanelOpen else { return false }
        setPanel(open: false)
        return true
    }

    public func draw(_ list: inout DisplayList) {
        drawGuide(&list)
        drawGalleryBox(zBox, title: "Draw a Z here", detail: "right, down-left, right", flash: flashes["Z stroke"], into: &list)
        drawGalleryBox(slideBox, title: "Slide down the right side", detail: "top-right to bottom-right", flash: flashes["right slide down"], into: &list)
        guard !panel.isHidden else { return }
        let transform = panel.transformToWindow
        list.box(Rect(x: 4, y: 6, width: panel.bounds.width, height: panel.bounds.height), fill: Color.black.withAlpha(0.12), cornerRadius: 18, transform: transform)
        list.box(panel.bounds, fill: .panel, stroke: Color.softInk.withAlpha(0.3), cornerRadius: 18, transform: transform)
        list.text("Photo Library", at: transform.apply(to: Point(x: 20, y: 38)), size: 20, color: .ink, bold: true)
        list.text("tap outside or press Esc to close", at: transform.apply(to: Point(x: panel.bounds.midX, y: panel.bounds.height - 12)), size: 12, color: .softInk, alignment: .center)
        for photo in photos {
            list.image(photo)
        }
    }

    /// A faint ">" in the middle of the empty scene, showing the stroke to draw.
    private func drawGuide(_ list: inout DisplayList) {
        guard !isPanelOpen else { return }
        let center = root.convert(Point(x: root.bounds.midX, y: root.bounds.height * 0.36), to: nil)
        let size = min(root.bounds.height * 0.18, 110)
        let points = [center + Point(x: -size * 0.6, y: -size), center + Point(x: size * 0.6, y: 0), center + Point(x: -size * 0.6, y: size)]
        list.add(.polyline(points, color: Color.accent.withAlpha(0.18), width: 14, closed: false))
        list.add(.circle(center: points[0], radius: 9, fill: Color.accent.withAlpha(0.35), stroke: nil, lineWidth: 0))
        list.text("start at the dot: down-right, then down-left", at: center + Point(x: 0, y: size + 36), size: 14, color: .softInk, alignment: .center)
    }

    private func drawGalleryBox(_ box: View, title: String, detail: String, flash: Double?, into list: inout DisplayList) {
        let transform = box.transformToWindow
        let lit = flash ?? 0
        let fill = lit > 0 ? Color.success.withAlpha(0.15 + 0.5 * lit) : Color.white.withAlpha(0.7)
        list.box(box.bounds, fill: fill, stroke: lit > 0 ? .success : Color.softInk.withAlpha(0.5), lineWidth: 2, cornerRadius: 14, transform: transform)
        // The quadrant lines help with the right-slide-down rule.
        if box === slideBox {
            list.add(.polyline([transform.apply(to: Point(x: box.bounds.midX, y: 8)), transform.apply(to: Point(x: box.bounds.midX, y: box.bounds.maxY - 8))], color: Color.softInk.withAlpha(0.3), width: 1, closed: false))
            list.add(.polyline([transform.apply(to: Point(x: 8, y: box.bounds.midY)), transform.apply(to: Point(x: box.bounds.maxX - 8, y: box.bounds.midY))], color: Color.softInk.withAlpha(0.3), width: 1, closed: false))
        }
        list.text(title, at: transform.apply(to: Point(x: box.bounds.midX, y: 26)), size: 14, color: .ink, alignment: .center, bold: true)
        list.text(lit > 0 ? "Recognized!" : detail, at: transform.apply(to: Point(x: box.bounds.midX, y: box.bounds.maxY - 14)), size: 12, color: lit > 0 ? .success : .softInk, alignment: .center, bold: lit > 0)
    }

    public var state: State { State(photoLibraryOpen: isPanelOpen, galleryRecognized: galleryRecognized) }
}
