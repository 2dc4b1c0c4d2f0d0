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
    /// The words as drawn and their size: smaller, or at the smallest size cut short, where the scene is too narrow
    /// for them at `wordsSize`.
    public private(set) var drawnWords: (text: String, size: Double) = ("", RefusedStroke.wordsSize)
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
        place(points, saying: words, within: area, avoiding: avoiding, alpha: 1)
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
        place(
            Self.moved(old.points, from: oldArea, to: area), saying: old.words, within: area, avoiding: avoiding,
            alpha: old.alpha)
        context.needsDisplay = true
    }

    /// Shows the stroke with its words sized and placed for `area` (`placedWords`).
    private func place(_ points: [Point], saying words: String, within area: Rect, avoiding: [Rect], alpha: Double) {
        let placed = Self.placedWords(words, for: points, within: area, avoiding: avoiding)
        drawnWords = (placed.text, placed.size)
        shown = (points, words, placed.position, alpha)
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

    /// The words' size in points, and the smallest they shrink to in a narrow scene.
    public static let wordsSize = 17.0
    public static let smallestWordsSize = 11.0

    /// The words as `fittedWords` sizes them, placed by `wordsPosition`; where that finds no place clear of the
    /// pictures and buttons in `avoiding` (a cramped scene), smaller, down to `smallestWordsSize`, where that finds
    /// one.
    static func placedWords(
        _ words: String, for stroke: [Point], within area: Rect, avoiding: [Rect]
    ) -> (text: String, size: Double, position: Point) {
        let fitted = fittedWords(words, within: area)
        let inked = denselySampled(stroke)
        for size in stride(from: fitted.size, through: smallestWordsSize, by: -0.5) {
            if let position = clearWordsPosition(
                fitted.text, for: stroke, inked: inked, within: area, avoiding: avoiding, size: size)
            {
                return (fitted.text, size, position)
            }
        }
        let usual = usualBox(fitted.text, for: stroke, within: area, size: fitted.size)
        return (fitted.text, fitted.size, baseline(in: usual))
    }

    /// The words at the largest size, from `wordsSize` down to `smallestWordsSize` in half points, at which they fit
    /// across `area` with their backdrop; cut short with "…" where even the smallest is too wide.
    public static func fittedWords(_ words: String, within area: Rect) -> (text: String, size: Double) {
        let room = area.width - 8
        for size in stride(from: wordsSize, through: smallestWordsSize, by: -0.5)
        where wordsWidth(words, size: size) <= room {
            return (words, size)
        }
        let size = smallestWordsSize
        let characters = (room - 0.8 * size) / (size * TextWrapping.characterWidth(bold: true))
        return (TextWrapping.cut(words, to: Int(max(0, characters))), size)
    }

    /// The stroke and its words, 16 points above where it ended.
    ///
    /// One group faded as a whole: its layer is drawn once and laid at a lower alpha each frame, where a stroke
    /// drawn in a fainter red would be drawn again, all of it, in every frame of the fade.
    public func draw(into list: inout DisplayList) {
        guard let shown, shown.points.count > 1 else { return }
        let position = shown.position
        let (words, size) = drawnWords
        list.group(alpha: shown.alpha) { group in
            group.add(.polyline(shown.points, color: .failureRed, width: 7, closed: false))
            // Over a picture (a red heart) or the stroke itself, red words need ground of their own.
            group.textBackdrop(
                [words], firstBaseline: position, lineHeight: 0, size: size, alignment: .center, bold: true)
            group.text(words, at: position, size: size, color: .failureText, alignment: .center, bold: true)
        }
    }

    /// Where the words go (the middle of their baseline): 16 points above the stroke's end, moved in from the scene's
    /// edges so that all of them show, backdrop included (a stroke ending near an edge would otherwise have half its
    /// reason cut off). Where that covers the stroke or a picture or button in `avoiding`, the nearest place that
    /// covers neither: above or below the end, centred on it or reaching left or right from it, moved away from it a
    /// step at a time; where none is clear of both, the nearest clear of the pictures; else above the end all the
    /// same. Display lists measure no text, so the width is estimated generously (`TextWrapping.characterWidth`).
    public static func wordsPosition(
        _ words: String, for stroke: [Point], within area: Rect, avoiding: [Rect] = [], size: Double = wordsSize
    ) -> Point {
        clearWordsPosition(
            words, for: stroke, inked: denselySampled(stroke), within: area, avoiding: avoiding, size: size)
            ?? baseline(in: usualBox(words, for: stroke, within: area, size: size))
    }

    /// The words' box 16 points above the stroke's end, centred on it and kept inside `area`: the first place tried.
    private static func usualBox(_ words: String, for stroke: [Point], within area: Rect, size: Double) -> Rect {
        let end = stroke.last ?? area.center
        let (width, height) = (wordsWidth(words, size: size), wordsHeight(size: size))
        return Rect(x: end.x - width / 2, y: end.y - 16 - height + 8, width: width, height: height).kept(inside: area)
    }

    /// The middle of the words' baseline in their box (backdrop included).
    private static func baseline(in box: Rect) -> Point {
        Point(x: box.midX, y: box.maxY - 8)
    }

    /// Where `wordsPosition` puts the words when some place covers neither the stroke (`inked`: its points, densely
    /// sampled) nor anything in `avoiding`, or at least nothing in `avoiding`; nil when every place covers something
    /// there.
    private static func clearWordsPosition(
        _ words: String, for stroke: [Point], inked: [Point], within area: Rect, avoiding: [Rect], size: Double
    ) -> Point? {
        let end = stroke.last ?? area.center
        // The words' box: their backdrop's padding either side, and room for the letters above the baseline and
        // below it.
        let width = wordsWidth(words, size: size)
        let height = wordsHeight(size: size)
        func box(left: Double, top: Double) -> Rect {
            Rect(x: left, y: top, width: width, height: height).kept(inside: area)
        }
        let first = usualBox(words, for: stroke, within: area, size: size)
        let lefts = [end.x - width / 2, end.x - width, end.x]
        // Farther than 160 points only where the scene is taller: a short scene's one free line may lie at its far end.
        let tops = stride(from: 0.0, through: max(160, area.height), by: 16).flatMap { away in
            [end.y - 16 - height + 8 - away, end.y + 16 + away]
        }
        // The first place tried is the usual one: above the end, centred on it.
        let candidates = tops.flatMap { top in lefts.map { box(left: $0, top: top) } }
        func coversPicture(_ box: Rect) -> Bool { avoiding.contains { $0.intersects(box) } }
        func coversStroke(_ box: Rect) -> Bool { inked.contains { box.contains($0) } }
        func nearest(_ boxes: [Rect]) -> Rect? {
            boxes.min { $0.center.distance(to: first.center) < $1.center.distance(to: first.center) }
        }
        guard
            let chosen = nearest(candidates.filter { !coversPicture($0) && !coversStroke($0) })
                ?? nearest(candidates.filter { !coversPicture($0) })
        else { return nil }
        return baseline(in: chosen)
    }

    /// The words' box on show (backdrop included, estimated as `wordsPosition` estimates it), if a stroke is shown.
    public var wordsBox: Rect? {
        guard let shown else { return nil }
        let width = Self.wordsWidth(drawnWords.text, size: drawnWords.size)
        let height = Self.wordsHeight(size: drawnWords.size)
        return Rect(x: shown.position.x - width / 2, y: shown.position.y + 8 - height, width: width, height: height)
    }

    /// The words' estimated width and height at `size`, their backdrop's padding included.
    private static func wordsWidth(_ words: String, size: Double) -> Double {
        Double(words.count) * size * TextWrapping.characterWidth(bold: true) + size * 0.8
    }
    private static func wordsHeight(size: Double) -> Double { size + 12 }

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
