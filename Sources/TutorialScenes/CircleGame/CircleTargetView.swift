import GestureEngine
import SceneSupport

/// One of the pictures to circle: the image with its name below, and a green ring once it has been circled.
public final class CircleTargetView: ImageView {
    /// True once the picture has been circled.
    public var isSelected = false
    /// False in a window too small for the names (`CircleGameLayout`).
    public var showsName = true

    public override func draw(into list: inout DisplayList) {
        if isSelected {
            let center = convert(bounds.center, to: nil)
            list.add(
                .circle(
                    center: center, radius: bounds.width / 2 + 14, fill: Color.success.withAlpha(0.18),
                    stroke: .success, lineWidth: 4)
            )
        }
        super.draw(into: &list)
        guard showsName else { return }
        let labelPoint = convert(Point(x: bounds.midX, y: bounds.maxY + CircleGameLayout.nameBaseline), to: nil)
        list.text(name, at: labelPoint, size: 14, color: .softInk, alignment: .center)
    }
}
