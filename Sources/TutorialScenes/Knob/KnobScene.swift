import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The one-finger rotation tutorial: a knob turned with one finger, showing its bearing; a double tap sends it
/// smoothly back to 0°. The swirl requires the double tap to fail.
///
/// Only the pointer turns: the face (ring, ticks, shaded disc) is an image drawn unturned, as a real dial's light
/// and scale stay put, and the pointer is a vector bar drawn through the knob's turning transform. A turn then
/// repaints only the pointer's old and new places, and the face is a cheap unturned composite, not a turned one.
public final class KnobScene: DemoScene {
    public static let info = SceneInfo(
        kind: .knob, title: "Swirl Knob", hint: "Turn the knob with one finger. Double-tap it to send it back to 0°.",
        images: ["knob-face"],
        mouse: [
            "Mouse: drag around the knob = turn it with one finger · double-click = double tap",
            "Mouse: drag to turn · double-click = double tap", "Drag to turn · double-click",
        ])

    public let root: View
    public let knob: ImageView
    public let swirl = SwirlGestureRecognizer(name: "swirl")
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    /// The knob's angle in degrees, clockwise, not wrapped (so the reset can go back the way it came).
    public private(set) var angle = 0.0
    private var resetAnimation: Animator.Handle?
    /// Where the readout's box is centred, in the scene (set by the layout: under the knob, or beside it).
    private var readoutCentre = Point.zero
    private let context: SceneContext

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "knobScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        knob = ImageView(name: "knob", imageName: "knob-face", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(knob)
        doubleTap.numberOfTapsRequired = 2
        swirl.require(toFail: doubleTap)
        swirl.addTarget(self, action: KnobScene.handleSwirl)
        doubleTap.addTarget(self, action: KnobScene.handleDoubleTap)
        // The knob is turned by hand (a finger, the mouse); a pen on a tablet is for writing, so it does not turn it.
        swirl.allowedTouchTypes = [.direct, .indirectPointer]
        knob.addGestureRecognizer(swirl)
        knob.addGestureRecognizer(doubleTap)
    }

    /// The bearing shown on the label, 0–359.
    public var bearing: Int {
        let wrapped = (angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return Int(wrapped.rounded()) % 360
    }

    /// The readout's box, how far below the knob's edge the bearing's baseline lies, and how far above that baseline
    /// the box's middle is; together, how far below the knob's edge the box reaches.
    static let readoutSize = Size(width: 120, height: 44)
    static let readoutGap = 48.0
    static let readoutLift = 9.0
    static let readoutReach = readoutGap - readoutLift + readoutSize.height / 2
    /// The room between the knob and a readout beside it.
    static let besideGap = 24.0

    /// The smallest knob laid out with its readout under it: smaller, a finger circling it would cover it, so in a
    /// short window the readout moves beside the knob and the knob takes the scene's height.
    static let smallestStackedKnob = 100.0

    public func layout(in area: Rect) {
        root.frame = area
        // The knob and its readout under it fit the area however short the window: the knob shrinks and rises.
        let stacked = max(0, min(300, min(area.width, area.height) * 0.55, area.height - Self.readoutReach - 16))
        let beside = max(0, min(300, area.height - 24, area.width - Self.readoutSize.width - 48))
        if stacked < Self.smallestStackedKnob && beside > stacked {
            knob.bounds = Rect(x: 0, y: 0, width: beside, height: beside)
            let groupWidth = beside + Self.besideGap + Self.readoutSize.width
            let left = (area.width - groupWidth) / 2
            knob.center = Point(x: left + beside / 2, y: area.height / 2)
            readoutCentre = Point(x: left + beside + Self.besideGap + Self.readoutSize.width / 2, y: area.height / 2)
        } else {
            knob.bounds = Rect(x: 0, y: 0, width: stacked, height: stacked)
            knob.center = Point(
                x: area.width / 2, y: min(area.height * 0.5, area.height - Self.readoutReach - 8 - stacked / 2))
            readoutCentre = knob.center + Point(x: 0, y: stacked / 2 + Self.readoutGap - Self.readoutLift)
        }
    }

    func handleSwirl(_ swirl: SwirlGestureRecognizer) {
        if swirl.state == .began {
            context.animator.cancel(resetAnimation)
            // The swirl waited for the double tap to fail; catch up with the turn made meanwhile.
            setAngle(angle + swirl.totalAngle)
        } else {
            setAngle(angle + swirl.angleChange)
        }
    }

    func handleDoubleTap(_ tap: TapGestureRecognizer) {
        context.animator.cancel(resetAnimation)
        let start = angle
        let target = (start / 360).rounded() * 360  // the nearest 0°: back the short way
        resetAnimation = context.animator.animate(
            duration: 0.6, easing: .easeInOut,
            update: { [weak self] progress in
                self?.setAngle(start + (target - start) * progress)
            }, completion: { [weak self] in self?.setAngle(0) })
    }

    private func setAngle(_ newAngle: Double) {
        angle = newAngle
        knob.transform = AffineTransform(rotationAngle: radians(fromDegrees: angle))
        context.needsDisplay = true
    }

    /// The pointer in the knob's bounds: where the art (`gesturelab-assets`, 400 units across) put it on the face,
    /// a bar from near the ring to near the centre dot, at 0°.
    public var pointerRect: Rect {
        let unit = knob.bounds.width / 400
        return Rect(x: 188 * unit, y: 70 * unit, width: 24 * unit, height: 90 * unit)
    }

    /// The knob (its unturned face, and its pointer turned), and its bearing on a label below it.
    public func draw(_ list: inout DisplayList) {
        if !knob.isHidden {
            // The knob's transform without its turn: the face stays put.
            let unturned = AffineTransform(translationX: -knob.bounds.midX, y: -knob.bounds.midY)
                .concatenating(AffineTransform(translationX: knob.center.x, y: knob.center.y))
                .concatenating(root.transformToWindow)
            list.add(.image(name: knob.imageName, size: knob.bounds.size, transform: unturned, alpha: knob.alpha))
            let unit = knob.bounds.width / 400
            list.box(
                pointerRect, fill: Color(hex: 0xE0413A), stroke: Color(hex: 0x8E1F1A), lineWidth: 3 * unit,
                cornerRadius: 12 * unit, transform: knob.transformToWindow)
        }
        let label = Rect(center: root.convert(readoutCentre, to: nil), size: Self.readoutSize)
        list.box(label, fill: .white, stroke: Color.softInk.withAlpha(0.4), cornerRadius: 12)
        list.text(
            "\(bearing)°", at: Point(x: label.midX, y: label.midY + Self.readoutLift + 3), size: 26, color: .ink,
            alignment: .center, bold: true)
    }

    public var state: State { State(bearingDegrees: Double(bearing)) }
}
