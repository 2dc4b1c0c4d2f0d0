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
        list.text(name, at: nameBaseline, size: Self.nameSize, color: .softInk, alignment: .center)
    }

    /// The name's size in points.
    static let nameSize = 14.0

    /// Where the name is drawn (the middle of its baseline, in window coordinates).
    var nameBaseline: Point {
        convert(Point(x: bounds.midX, y: bounds.maxY + CircleGameLayout.nameBaseline), to: nil)
    }

    /// The name's box in window coordinates, while it is shown: what other words keep clear of.
    public var nameBox: Rect? {
        showsName ? LabelPlacement.centredBox(name, baseline: nameBaseline, size: Self.nameSize) : nil
    }
}
