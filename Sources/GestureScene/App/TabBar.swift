import GestureEngine

/// The tab bar at the bottom: one tab per scene, chosen by a tap (or keys 1–4).
public final class TabBar: View {
    public let tap = TapGestureRecognizer(name: "tabTap")
    public var selected: SceneKind = .monkey
    /// Called with the tab that was tapped.
    public var onSelect: ((SceneKind) -> Void)?

    public init() {
        super.init(name: "tabBar", frame: Rect(x: 0, y: 0, width: 800, height: TabBar.height))
        tap.addTarget(self, action: TabBar.handleTap)
        addGestureRecognizer(tap)
    }

    public static let height = 64.0

    func handleTap(_ tap: TapGestureRecognizer) {
        onSelect?(kind(at: tap.location(in: self)))
    }

    /// The tab under a point in the bar's coordinates.
    public func kind(at point: Point) -> SceneKind {
        let all = SceneKind.allCases
        // Clamped as a Double first: converting a huge (or NaN) coordinate to Int would trap.
        let position = (point.x / (bounds.width / Double(all.count))).rounded(.down)
        let index = position.isNaN ? 0 : Int(min(max(position, 0), Double(all.count - 1)))
        return all[index]
    }

    public func draw(_ list: inout DisplayList) {
        let transform = transformToWindow
        list.box(bounds, fill: .white, transform: transform)
        list.add(.polyline([transform.apply(to: .zero), transform.apply(to: Point(x: bounds.width, y: 0))], color: Color.softInk.withAlpha(0.25), width: 1, closed: false))
        let width = bounds.width / Double(SceneKind.allCases.count)
        for (index, kind) in SceneKind.allCases.enumerated() {
            let isSelected = kind == selected
            let center = transform.apply(to: Point(x: width * (Double(index) + 0.5), y: bounds.height / 2))
            if isSelected {
                list.box(Rect(center: center, size: Size(width: width - 16, height: bounds.height - 14)), fill: Color.accent.withAlpha(0.12), cornerRadius: 12)
            }
            list.text(kind.title, at: center + Point(x: 0, y: 2), size: 15, color: isSelected ? .accent : .ink, alignment: .center, bold: isSelected)
            list.text("key \(index + 1)", at: center + Point(x: 0, y: 19), size: 11, color: .softInk, alignment: .center)
        }
    }
}
