import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The pinch-and-pan tutorial: a monkey and a banana you can drag, pinch and rotate — all at once — which slide on
/// when you let go, say "chomp" when tapped and giggle when tickled. On a desktop, the picture under the pointer is
/// highlighted (hover), and a mouse wheel or a touchpad's two-finger scroll drags it as a finger would.
public final class MonkeyScene: DemoScene, GestureRecognizerDelegate {
    public static let info = SceneInfo(
        kind: .monkey, title: "Monkey & Banana",
        hint: "Drag, pinch and rotate the monkey and the banana, all at once with two fingers. "
            + "Tap to feed, rub side to side to tickle.",
        images: ["monkey", "banana"], sounds: [.chomp, .hehehe], mouse: SceneInfo.everyMouseControl)

    public let root: View
    public let monkey: ImageView
    public let banana: ImageView
    let context: SceneContext
    /// The image the pointer is over (hover), highlighted.
    var hovered: View?
    /// The images sliding on after a fling, with their animations.
    var slides: [ObjectIdentifier: Animator.Handle] = [:]
    /// True once a finger has moved, pinched or turned either picture: until then a new window size places and sizes
    /// them afresh, after it they keep where the person put them (inside the scene).
    var wasMoved = false
    /// The pictures' sizes in a window with room for them.
    static let monkeySize = 200.0
    static let bananaSize = 180.0
    /// How far an image slides per unit of release velocity (seconds): distance = velocity × this.
    public var slideFactor = 0.25
    public var slideDuration: TimeInterval = 0.6
    /// Releases slower than this (px/s) do not slide.
    public var minimumSlideSpeed = 60.0

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "monkeyScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        monkey = ImageView(
            name: "monkey", imageName: "monkey",
            frame: Rect(x: 0, y: 0, width: Self.monkeySize, height: Self.monkeySize))
        banana = ImageView(
            name: "banana", imageName: "banana",
            frame: Rect(x: 0, y: 0, width: Self.bananaSize, height: Self.bananaSize))
        for image in [monkey, banana] {
            root.addSubview(image)
            addRecognizers(to: image)
        }
    }

    private func addRecognizers(to image: ImageView) {
        let pan = PanGestureRecognizer(name: "\(image.name)Pan")
        let pinch = PinchGestureRecognizer(name: "\(image.name)Pinch")
        let rotation = RotationGestureRecognizer(name: "\(image.name)Rotation")
        let tap = TapGestureRecognizer(name: "\(image.name)Tap")
        let tickle = TickleGestureRecognizer(name: "\(image.name)Tickle")
        let hover = HoverGestureRecognizer(name: "\(image.name)Hover")
        // As on an iPad with a trackpad: a wheel's clicks and a touchpad's scroll drag the picture under the pointer.
        pan.allowedScrollTypesMask = .all
        pan.addTarget(self, action: MonkeyScene.handlePan)
        hover.addTarget(self, action: MonkeyScene.handleHover)
        pinch.addTarget(self, action: MonkeyScene.handlePinch)
        rotation.addTarget(self, action: MonkeyScene.handleRotate)
        tap.addTarget(self, action: MonkeyScene.handleTap)
        tickle.addTarget(self, action: MonkeyScene.handleTickle)
        tap.require(toFail: pan)  // a chomp only when no drag happened
        for recognizer in [pan, pinch, rotation, tap, tickle, hover] as [GestureRecognizer] {
            recognizer.delegate = self
            image.addGestureRecognizer(recognizer)
        }
    }

    public func layout(in area: Rect) {
        root.frame = area
        if !wasMoved {
            // In a small window the two start smaller, so both are whole inside the scene: each at most 0.8 of its
            // height and 0.4 of its width. Pinching scales on from there.
            let fit = min(1, area.height * 0.8 / Self.monkeySize, area.width * 0.4 / Self.monkeySize)
            monkey.bounds = Rect(x: 0, y: 0, width: Self.monkeySize * fit, height: Self.monkeySize * fit)
            banana.bounds = Rect(x: 0, y: 0, width: Self.bananaSize * fit, height: Self.bananaSize * fit)
            monkey.center = Point(x: area.width * 0.33, y: area.height * 0.52)
            banana.center = Point(x: area.width * 0.68, y: area.height * 0.55)
        } else {
            monkey.center = clamp(monkey.center, keeping: monkey)
            banana.center = clamp(banana.center, keeping: banana)
        }
    }

    // MARK: Delegate: everything on one image may recognize together, so pan, pinch and rotation combine.

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        recognizer.view === other.view
    }

    // MARK: Scene

    /// The images, front one last; the one under the pointer on a soft highlight that turns and scales with it.
    public func draw(_ list: inout DisplayList) {
        for view in root.subviews {
            if view === hovered {
                list.box(
                    view.bounds.insetBy(dx: -10, dy: -10), fill: Self.hoverFill, stroke: Self.hoverStroke, lineWidth: 3,
                    cornerRadius: 24, transform: view.transformToWindow)
            }
            (view as? DrawsItself)?.draw(into: &list)
        }
    }

    /// The hover highlight: the path's yellow, soft, with an accent outline.
    static let hoverFill = Color.pathYellow.withAlpha(0.3)
    static let hoverStroke = Color.accent.withAlpha(0.7)

    public var state: State { State(monkey: sprite(monkey), banana: sprite(banana)) }

    private func sprite(_ image: ImageView) -> Sprite {
        Sprite(
            center: image.convert(image.bounds.center, to: nil), scale: image.transform.scaleFactor,
            rotationDegrees: degrees(fromRadians: image.transform.rotationAngle),
            isSliding: slides[ObjectIdentifier(image)] != nil)
    }
}
