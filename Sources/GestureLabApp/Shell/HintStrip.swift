import GestureEngine
import SceneSupport

/// The strip at the top: the scene's title and what to try, and a line with the controls (shorter in narrow
/// windows).
public struct HintStrip {
    /// The controls line's sizes: it is drawn at `preferredControlsSize` where that fits, and never smaller than
    /// `smallestControlsSize`, the hint's own smallest, so that it reads at arm's length.
    public static let preferredControlsSize = 13.0
    public static let smallestControlsSize = 12.0

    /// The app's keys, from the fullest wording to the barest, for an app with `sceneCount` scenes (keys 1 to that).
    public static func appKeys(sceneCount: Int) -> [String] {
        let scenes = sceneCount > 1 ? "1–\(sceneCount) scenes · " : ""
        let bare = sceneCount > 1 ? "1–\(sceneCount) · " : ""
        return [
            "\(scenes)I inspector · R record · F11 full screen", "\(scenes)I inspector · R record · F11",
            "\(bare)I · R · F11",
        ]
    }

    /// Every controls line the strip may show for a scene whose mouse does `mouse` (`SceneInfo.mouse`), in the order
    /// it tries them: the keys named (I inspector, R record) matter more to a newcomer than the mouse's fullest words,
    /// so each wording of the mouse but the barest comes first with the named keys, then with the bare keys; then the
    /// barest wording with each; last the mouse's words alone, for the narrowest windows.
    public static func controlsLines(mouse: [String], sceneCount: Int) -> [String] {
        let keys = appKeys(sceneCount: sceneCount)
        let (named, bare) = (keys.prefix(2), keys[2])
        let fuller = mouse.dropLast()
        let barest = mouse.last.map { [$0] } ?? []
        let lines =
            fuller.flatMap { words in named.map { "\(words) · \($0)" } } + fuller.map { "\($0) · \(bare)" }
            + barest.flatMap { words in (named + [bare]).map { "\(words) · \($0)" } }
        return lines + mouse
    }

    /// The fullest controls line that reads in `width` (at `smallestControlsSize` or more, by the generous estimate
    /// of `TextWrapping.fittingSize`), and its size; where none does, the barest, cut with "…" to fit at the
    /// smallest size.
    public static func controlsLine(mouse: [String], sceneCount: Int, width: Double) -> (text: String, size: Double) {
        controlsLine(among: controlsLines(mouse: mouse, sceneCount: sceneCount), width: width)
    }

    /// The first of `lines` that reads in `width`, and its size, or the last cut to fit.
    static func controlsLine(among lines: [String], width: Double) -> (text: String, size: Double) {
        for line in lines {
            let size = TextWrapping.fittingSize(
                line, width: width, preferred: preferredControlsSize, smallest: smallestControlsSize)
            if Double(line.count) * size * TextWrapping.characterWidth(bold: false) <= width { return (line, size) }
        }
        return TextWrapping.fitted(
            lines.last ?? "", width: width, preferred: smallestControlsSize, smallest: smallestControlsSize)
    }

    /// How many scenes the keys choose from.
    public var sceneCount: Int

    public init(sceneCount: Int) {
        self.sceneCount = sceneCount
    }

    /// The strip's text as last laid out: the strip is described for every frame, and wrapping its text again each
    /// time was a quarter of a frame's cost (`perf` on `gesturelab bench`'s frame rows). Shared by copies of the strip.
    private let layout = TextLayout()

    private final class TextLayout {
        var key: (hint: String, controls: [String], width: Double, sceneCount: Int)?
        var hintLines: [String] = []
        var hintSize = 14.0
        var controls = ""
        var controlsSize = HintStrip.preferredControlsSize
    }

    /// The hint's lines and their size: two lines at 14 points, or at 13 or 12 where that is what fits them, else
    /// three at 12, the last ending in "…" if even they cut it short. Nothing is dropped unmarked.
    static func hintLayout(_ hint: String, width: Double) -> (lines: [String], size: Double) {
        for size in [14.0, 13, 12] {
            let lines = TextWrapping.lines(hint, width: width, fontSize: size)
            if lines.count <= 2 { return (lines, size) }
        }
        let lines = TextWrapping.lines(hint, width: width, fontSize: 12)
        guard lines.count > 3 else { return (lines, 12) }
        return (Array(lines.prefix(2)) + [lines[2] + " …"], 12)
    }

    /// Draws the strip; `controls` is the scene's whole controls line, if it has one (`SceneInfo.controls`), else
    /// the line says what `mouse` does there (`SceneInfo.mouse`) and the app's keys.
    func draw(
        title: String, hint: String, controls sceneControls: String?, mouse: [String], width: Double,
        into list: inout DisplayList
    ) {
        list.box(Rect(x: 0, y: 0, width: width, height: AppLayout.hintHeight), fill: Color.white.withAlpha(0.92))
        list.text(title, at: Point(x: 18, y: 26), size: 18, color: .ink, bold: true)
        let hintX = 220.0
        let controlsKey = sceneControls.map { [$0] } ?? mouse
        if layout.key.map({ $0 != (hint, controlsKey, width, sceneCount) }) ?? true {
            (layout.hintLines, layout.hintSize) = Self.hintLayout(hint, width: width - hintX - 18)
            (layout.controls, layout.controlsSize) = Self.controlsLine(
                among: sceneControls.map { [$0] } ?? Self.controlsLines(mouse: mouse, sceneCount: sceneCount),
                width: width - 36)
            layout.key = (hint, controlsKey, width, sceneCount)
        }
        let size = layout.hintSize
        let (top, spacing) = layout.hintLines.count > 2 ? (16.0, 13.0) : (22.0, size + 4)
        for (index, line) in layout.hintLines.enumerated() {
            list.text(line, at: Point(x: hintX, y: top + Double(index) * spacing), size: size, color: .ink)
        }
        list.text(
            layout.controls, at: Point(x: 18, y: AppLayout.hintHeight - 8), size: layout.controlsSize, color: .softInk)
    }
}
