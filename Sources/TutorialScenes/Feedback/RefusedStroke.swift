import GestureEngine
import SceneSupport

/// A stroke the scene's recognizer refused, fading out in red with the reason over its last point ("Not a circle: not
/// closed"): the person sees what they drew and why it did not count.
public final class RefusedStroke {
    /// How long the stroke takes to fade away.
    public static let fadeDuration = 1.2
    /// The stroke on show, in window coordinates, its words and how opaque it still is.
    public private(set) var shown: (points: [Point], words: String, alpha: Double)?
    private let context: SceneContext
    private var fade: Animator.Handle?

    public init(context: SceneContext) {
        self.context = context
    }

    /// Shows a refused stroke, in place of any still fading.
    public func show(_ points: [Point], saying words: String) {
        context.animator.cancel(fade)
        shown = (points, words, 1)
        fade = context.animator.animate(
            duration: Self.fadeDuration, easing: .linear,
            update: { [weak self] progress in self?.shown?.alpha = 1 - progress },
            completion: { [weak self] in
                self?.shown = nil
                self?.fade = nil
            })
        context.needsDisplay = true
    }

    /// Takes the stroke away at once: a new one has begun.
    public func clear() {
        guard shown != nil else { return }
        context.animator.cancel(fade)
        fade = nil
        shown = nil
        context.needsDisplay = true
    }

    /// The stroke and its words, 16 points above where it ended.
    ///
    /// One group faded as a whole: its layer is drawn once and laid at a lower alpha each frame, where a stroke
    /// drawn in a fainter red would be drawn again, all of it, in every frame of the fade.
    public func draw(into list: inout DisplayList) {
        guard let shown, shown.points.count > 1, let last = shown.points.last else { return }
        list.group(alpha: shown.alpha) { group in
            group.add(.polyline(shown.points, color: .failureRed, width: 7, closed: false))
            group.text(
                shown.words, at: last + Point(x: 0, y: -16), size: 17, color: .failureRed, alignment: .center,
                bold: true)
        }
    }
}
