import GestureEngine
import SceneSupport
import TutorialRecognizers

/// A stroke the scene's recognizer refused, fading out in red with the reason over its last point ("Not a circle: not
/// closed"): the person sees what they drew and why it did not count.
public final class RefusedStroke {
    /// How long the stroke takes to fade away.
    public static let fadeDuration = 1.2
    /// The stroke on show, in window coordinates, its words, where they go and how opaque it still is.
    public private(set) var shown: (points: [Point], words: String, position: Point, alpha: Double)?
    private let context: SceneContext
    private var fade: Animator.Handle?

    public init(context: SceneContext) {
        self.context = context
    }

    /// Shows a refused stroke, in place of any still fading, its words kept inside `area` (the scene's, in window
    /// coordinates) and, where there is room, off the stroke itself and the pictures and buttons in `avoiding`.
    public func show(_ points: [Point], saying words: String, within area: Rect, avoiding: [Rect] = []) {
        guard !points.isEmpty else { return clear() }
        context.animator.cancel(fade)
        shown = (points, words, Self.wordsPosition(words, for: points, within: area, avoiding: avoiding), 1)
        fade = context.animator.animate(
            duration: Self.fadeDuration, easing: .linear,
            update: { [weak self] progress in self?.shown?.alpha = 1 - progress },
            completion: { [weak self] in
                self?.shown = nil
                self?.fade = nil
            })
        context.needsDisplay = true
    }

    /// Lays the stroke on show out again for the scene's new area (the inspector opened beside it, the window
    /// resized): its place in the scene kept in proportion, its shape kept (made smaller where the scene did, never
    /// larger), all of it inside `area`, and its words placed again as `show` places them. The fade goes on.
    public func relayout(from oldArea: Rect, to area: Rect, avoiding: [Rect] = []) {
        guard let old = shown, oldArea != area, oldArea.width > 0, oldArea.height > 0 else { return }
        let points = Self.moved(old.points, from: oldArea, to: area)
        shown = (
            points, old.words, Self.wordsPosition(old.words, for: points, within: area, avoiding: avoiding), old.alpha
        )
        context.needsDisplay = true
    }

    /// The stroke moved from one area to another: its box's centre where it was in proportion, its shape scaled by the
    /// lesser of the areas' ratios (at most 1), then moved the least that puts it inside the new area.
    public static func moved(_ points: [Point], from oldArea: Rect, to area: Rect) -> [Point] {
        guard let first = points.first else { return points }
        var box = Rect(origin: first, size: Size(width: 0, height: 0))
        for point in points.dropFirst() { box = box.union(Rect(origin: point, size: Size(width: 0, height: 0))) }
        let scale = min(1, area.width / oldArea.width, area.height / oldArea.height)
        let center = Point(
            x: area.minX + (box.midX - oldArea.minX) * area.width / oldArea.width,
            y: area.minY + (box.midY - oldArea.minY) * area.height / oldArea.height)
        let scaledBox = Rect(center: center, size: Size(width: box.width * scale, height: box.height * scale))
        let kept = scaledBox.kept(inside: area)
        let shift = Point(x: kept.midX - center.x, y: kept.midY - center.y)
        return points.map { point in
            Point(
                x: center.x + (point.x - box.midX) * scale + shift.x,
                y: center.y + (point.y - box.midY) * scale + shift.y)
        }
    }

    /// Takes the stroke away at once: a new one has begun.
    public func clear() {
        guard shown != nil else { return }
        context.animator.cancel(fade)
        fade = nil
        shown = nil
        context.needsDisplay = true
    }

    /// The words' size in points.
    public static let wordsSize = 17.0

    /// The stroke and its words, 16 points above where it ended.
    ///
    /// One group faded as a whole: its layer is drawn once and laid at a lower alpha each frame, where a stroke
    /// drawn in a fainter red would be drawn again, all of it, in every frame of the fade.
    public func draw(into list: inout DisplayList) {
        guard let shown, shown.points.count > 1 else { return }
        let position = shown.position
        list.group(alpha: shown.alpha) { group in
            group.add(.polyline(shown.points, color: .failureRed, width: 7, closed: false))
            // Over a picture (a red heart) or the stroke itself, red words need ground of their own.
            group.textBackdrop(
                [shown.words], firstBaseline: position, lineHeight: 0, size: Self.wordsSize, alignment: .center,
                bold: true)
            group.text(
                shown.words, at: position, size: Self.wordsSize, color: .failureText, alignment: .center, bold: true)
        }
    }

    /// Where the words go (the middle of their baseline): 16 points above the stroke's end, moved in from the scene's
    /// edges so that all of them show, backdrop included (a stroke ending near an edge would otherwise have half its
    /// reason cut off). Where that covers the stroke or a picture or button in `avoiding`, the nearest place that
    /// covers neither: above or below the end, centred on it or reaching left or right from it, moved away from it a
    /// step at a time; where none is clear of both, the nearest clear of the pictures; else above the end all the
    /// same. Display lists measure no text, so the width is estimated generously (`TextWrapping.characterWidth`).
    public static func wordsPosition(
        _ words: String, for stroke: [Point], within area: Rect, avoiding: [Rect] = []
    ) -> Point {
        let end = stroke.last ?? area.center
        // The words' box: their backdrop's padding either side, and room for the letters above the baseline and
        // below it.
        let width = wordsWidth(words)
        let height = wordsHeight
        func box(left: Double, top: Double) -> Rect {
            Rect(x: left, y: top, width: width, height: height).kept(inside: area)
        }
        let first = box(left: end.x - width / 2, top: end.y - 16 - height + 8)
        let lefts = [end.x - width / 2, end.x - width, end.x]
        let tops = stride(from: 0.0, through: 160, by: 16).flatMap { away in
            [end.y - 16 - height + 8 - away, end.y + 16 + away]
        }
        // The first place tried is the usual one: above the end, centred on it.
        let candidates = tops.flatMap { top in lefts.map { box(left: $0, top: top) } }
        let inked = denselySampled(stroke)
        func coversPicture(_ box: Rect) -> Bool { avoiding.contains { $0.intersects(box) } }
        func coversStroke(_ box: Rect) -> Bool { inked.contains { box.contains($0) } }
        func nearest(_ boxes: [Rect]) -> Rect? {
            boxes.min { $0.center.distance(to: first.center) < $1.center.distance(to: first.center) }
        }
        let chosen =
            nearest(candidates.filter { !coversPicture($0) && !coversStroke($0) })
            ?? nearest(candidates.filter { !coversPicture($0) }) ?? first
        return Point(x: chosen.midX, y: chosen.maxY - 8)
    }

    /// The words' box on show (backdrop included, estimated as `wordsPosition` estimates it), if a stroke is shown.
    public var wordsBox: Rect? {
        guard let shown else { return nil }
        let width = Self.wordsWidth(shown.words)
        return Rect(
            x: shown.position.x - width / 2, y: shown.position.y + 8 - Self.wordsHeight, width: width,
            height: Self.wordsHeight)
    }

    /// The words' estimated width and height, their backdrop's padding included.
    private static func wordsWidth(_ words: String) -> Double {
        Double(words.count) * wordsSize * TextWrapping.characterWidth(bold: true) + wordsSize * 0.8
    }
    private static let wordsHeight = wordsSize + 12

    /// The stroke as points spaced evenly along it, none more than 4 points apart, so that a box between two
    /// far-apart samples still finds the ink it covers. A very long stroke gets at most 4,001, more widely spaced, so
    /// that hostile input stays cheap.
    public static func denselySampled(_ stroke: [Point]) -> [Point] {
        let length = StrokeGeometry.length(of: stroke)
        guard length.isFinite else { return stroke }
        let count = min(4001, Int((length / 4).rounded(.up)) + 1)
        return StrokeGeometry.resample(stroke, count: max(2, count))
    }
}
