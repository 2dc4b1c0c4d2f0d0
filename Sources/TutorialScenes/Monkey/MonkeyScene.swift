import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The pinch-and-pan tutorial: a monkey and a banana you can drag, pinch and rotate — all at once — which slide on
/// when you let go, say "chomp" when tapped and giggle when tickled.
public final class MonkeyScene: DemoScene, GestureRecognizerDelegate {
    public static let info = SceneInfo(
        kind: .monkey, title: "Monkey & Banana",
        hint: "Drag, pinch and rotate the monkey and the banana, all at once with two fingers. "
            + "Tap to feed, rub side to side to tickle.",
        images: ["monkey", "banana"])

    public let root: View
    public let monkey: ImageView
    public let banana: ImageView
    private let context: SceneContext
    private var slides: [ObjectIdentifier: Animator.Handle] = [:]
    private var isPlaced = false
    /// How far an image slides per unit of release velocity (seconds): distance = velocity × this.
    public var slideFactor = 0.25
    public var slideDuration: TimeInterval = 0.6
    /// Releases slower than this (px/s) do not slide.
    public var minimumSlideSpeed = 60.0

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "monkeyScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        monkey = ImageView(name: "monkey", imageName: "monkey", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        banana = ImageView(name: "banana", imageName: "banana", frame: Rect(x: 0, y: 0, width: 180, height: 180))
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
        pan.addTarget(self, action: MonkeyScene.handlePan)
        pinch.addTarget(self, action: MonkeyScene.handlePinch)
        rotation.addTarget(self, action: MonkeyScene.handleRotate)
        tap.addTarget(self, action: MonkeyScene.handleTap)
        tickle.addTarget(self, action: MonkeyScene.handleTickle)
        tap.require(toFail: pan)  // a chomp only when no drag happened
        for recognizer in [pan, pinch, rotation, tap, tickle] as [GestureRecognizer] {
            recognizer.delegate = self
            image.addGestureRecognizer(recognizer)
        }
    }

    public func layout(in area: Rect) {
        root.frame = area
        if !isPlaced {
            isPlaced = true
            monkey.center = Point(x: area.width * 0.33, y: area.height * 0.52)
            banana.center = Point(x: area.width * 0.68, y: area.height * 0.55)
        } else {
            monkey.center = clamp(monkey.center, keeping: monkey)
            banana.center = clamp(banana.center, keeping: banana)
        }
    }

    // MARK: The tutorial's handlers

    func handlePan(_ pan: PanGestureRecognizer) {
        guard let image = pan.view else { return }
        if pan.state == .began { stopSliding(image) }
        root.bringSubviewToFront(image)
        let translation = pan.translation(in: root)
        image.center += translation
        pan.setTranslation(.zero, in: root)
        if pan.state == .ended { slide(image, velocity: pan.velocity(in: root)) }
        context.needsDisplay = true
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        guard let image = pinch.view else { return }
        let scale = min(max(pinch.scale, 0.5), 2)  // one step never more than halves or doubles
        let current = image.transform.scaleFactor
        let clamped = min(max(current * scale, 0.3), 4) / current  // keep the image between 30% and 400%
        image.transform = image.transform.scaledBy(x: clamped, y: clamped)
        pinch.scale = 1
        context.needsDisplay = true
    }

    func handleRotate(_ rotation: RotationGestureRecognizer) {
        guard let image = rotation.view else { return }
        image.transform = image.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        context.needsDisplay = true
    }

    func handleTap(_ tap: TapGestureRecognizer) {
        guard let image = tap.view else { return }
        context.play(.chomp, saying: "Chomp!", near: image.center - Point(x: 0, y: 90))
    }

    func handleTickle(_ tickle: TickleGestureRecognizer) {
        guard let image = tickle.view else { return }
        context.play(.hehehe, saying: "Hehehe!", near: image.center - Point(x: 0, y: 90))
    }

    // MARK: Deceleration

    /// Where an image released at `velocity` comes to rest: proportional to the velocity, kept inside the scene.
    public func restingPoint(of image: View, from center: Point, velocity: Point) -> Point {
        clamp(center + velocity * slideFactor, keeping: image)
    }

    private func slide(_ image: View, velocity: Point) {
        guard velocity.length >= minimumSlideSpeed else { return }
        let start = image.center
        let end = restingPoint(of: image, from: start, velocity: velocity)
        let key = ObjectIdentifier(image)
        slides[key] = context.animator.animate(duration: slideDuration, easing: .easeOut, update: { progress in
            image.center = start + (end - start) * progress
        }, completion: { [weak self] in self?.slides[key] = nil })
    }

    private func stopSliding(_ image: View) {
        let key = ObjectIdentifier(image)
        context.animator.cancel(slides[key])
        slides[key] = nil
    }

    /// Keeps an image's centre where the whole image stays inside the scene (or centred, if it is larger).
    private func clamp(_ point: Point, keeping image: View) -> Point {
        let scale = image.transform.scaleFactor
        let halfWidth = min(image.bounds.width * scale / 2, root.bounds.width / 2)
        let halfHeight = min(image.bounds.height * scale / 2, root.bounds.height / 2)
        return root.bounds.insetBy(dx: halfWidth, dy: halfHeight).clamp(point)
    }

    // MARK: Delegate: everything on one image may recognize together, so pan, pinch and rotation combine.

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        recognizer.view === other.view
    }

    // MARK: Scene

    public func draw(_ list: inout DisplayList) {
        for image in root.subviews.compactMap({ $0 as? ImageView }) { list.image(image) }
    }

    public var state: State { State(monkey: sprite(monkey), banana: sprite(banana)) }

    private func sprite(_ image: ImageView) -> Sprite {
        Sprite(
            center: image.convert(image.bounds.center, to: nil), scale: image.transform.scaleFactor,
            rotationDegrees: degrees(fromRadians: image.transform.rotationAngle),
            isSliding: slides[ObjectIdentifier(image)] != nil)
    }
}
