import GestureEngine
import SceneSupport

/// A button of the Collect scene's panel (Redo, Skip, Pause), for a touchscreen without a keyboard. The scene adds
/// its tap recognizer.
public final class CollectButton: View, DrawsItself {
    public var title: String
    public var isEnabled = true

    public init(name: String, title: String) {
        self.title = title
        super.init(name: name, frame: Rect(x: 0, y: 0, width: 100, height: 44))
    }

    public func draw(into list: inout DisplayList) {
        let transform = transformToWindow
        list.box(
            bounds, fill: .white, stroke: Color.softInk.withAlpha(isEnabled ? 0.5 : 0.2), lineWidth: 1.5,
            cornerRadius: 10, transform: transform)
        // The words shrink to fit a button made narrow by a small window, rather than run out of it.
        let words = TextWrapping.fitted(title, width: bounds.width - 8, preferred: 14, smallest: 9, bold: true)
        list.text(
            words.text, at: transform.apply(to: Point(x: bounds.midX, y: bounds.midY + words.size * 0.35)),
            size: words.size, color: isEnabled ? .ink : Color.softInk.withAlpha(0.5), alignment: .center, bold: true)
    }
}
