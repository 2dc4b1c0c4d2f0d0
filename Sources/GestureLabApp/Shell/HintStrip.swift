import GestureEngine
import SceneSupport

/// The strip at the top: the scene's title and what to try, and a line with the controls (shorter in narrow
/// windows).
public struct HintStrip {
    /// The controls line, for an app with `sceneCount` scenes (keys 1 to that).
    public static func controlsHint(sceneCount: Int) -> String {
        "Mouse: drag = one finger · Ctrl+drag = pinch & rotate · Ctrl+Shift+drag = two-finger pan · "
            + "Ctrl+wheel = zoom · \(sceneKeys(sceneCount, long: true))I inspector · R record · F11 full screen"
    }

    /// The controls line for middling windows: the mouse's words shortened, every key still named.
    public static func shortControlsHint(sceneCount: Int) -> String {
        "Mouse: drag · Ctrl+drag pinch/rotate · Ctrl+Shift+drag pan · Ctrl+wheel zoom · "
            + "\(sceneKeys(sceneCount, long: true))I inspector · R record · F11 full screen"
    }

    /// The controls line for narrow windows: the keys bare.
    public static func compactControlsHint(sceneCount: Int) -> String {
        "Mouse: drag · Ctrl+drag pinch/rotate · Ctrl+Shift+drag pan · Ctrl+wheel zoom · "
            + "\(sceneKeys(sceneCount, long: false))I · R · F11"
    }

    /// The longest controls line that reads in `width`: the full one where it fits at 11 points, the short one where
    /// it fits at 9 or more (a key named is worth a smaller size), else the compact one.
    static func controlsLine(sceneCount: Int, width: Double) -> String {
        let full = controlsHint(sceneCount: sceneCount)
        if TextWrapping.lines(full, width: width, fontSize: 11).count == 1 { return full }
        let short = shortControlsHint(sceneCount: sceneCount)
        if TextWrapping.fittingSize(short, width: width, preferred: 11, smallest: 8) >= 9 { return short }
        return compactControlsHint(sceneCount: sceneCount)
    }

    /// "1–4 scenes · " when there are scenes to switch between; nothing for a one-scene app (the workshop).
    private static func sceneKeys(_ count: Int, long: Bool) -> String {
        guard count > 1 else { return "" }
        return long ? "1–\(count) scenes · " : "1–\(count) · "
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
        var key: (hint: String, controls: String?, width: Double, sceneCount: Int)?
        var hintLines: [String] = []
        var hintSize = 14.0
        var controls = ""
        var controlsSize = 11.0
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

    /// Draws the strip; `controls` is the scene's own controls line, if it has one (`SceneInfo.controls`).
    func draw(title: String, hint: String, controls sceneControls: String?, width: Double, into list: inout DisplayList)
    {
        list.box(Rect(x: 0, y: 0, width: width, height: AppLayout.hintHeight), fill: Color.white.withAlpha(0.92))
        list.text(title, at: Point(x: 18, y: 26), size: 18, color: .ink, bold: true)
        let hintX = 220.0
        if layout.key.map({ $0 != (hint, sceneControls, width, sceneCount) }) ?? true {
            (layout.hintLines, layout.hintSize) = Self.hintLayout(hint, width: width - hintX - 18)
            let controls = sceneControls ?? Self.controlsLine(sceneCount: sceneCount, width: width - 36)
            layout.controlsSize = TextWrapping.fittingSize(controls, width: width - 36, preferred: 11, smallest: 8)
            // Where even the compact line at the smallest size is longer than the strip holds (by the estimate the
            // hint's wrapping uses), it is cut with "…" rather than run past the window's edge.
            layout.controls = TextWrapping.cut(controls, to: Int((width - 36) / (layout.controlsSize * 0.52)))
            layout.key = (hint, sceneControls, width, sceneCount)
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
