import GestureEngine
import SceneSupport

/// The tab bar at the bottom: one tab per scene, chosen by a tap (or keys 1, 2, 3…).
public final class TabBar: View, DrawsItself {
    public let tap = TapGestureRecognizer(name: "tabTap")
    /// The scenes, in tab order.
    public let tabs: [SceneInfo]
    public var selected: SceneKind
    /// Called with the tab that was tapped.
    public var onSelect: ((SceneKind) -> Void)?

    public init(tabs: [SceneInfo]) {
        precondition(!tabs.isEmpty, "a tab bar needs at least one scene")
        self.tabs = tabs
        selected = tabs[0].kind
        super.init(name: "tabBar", frame: Rect(x: 0, y: 0, width: 800, height: AppLayout.tabBarHeight))
        tap.addTarget(self, action: TabBar.handleTap)
        addGestureRecognizer(tap)
    }

    func handleTap(_ tap: TapGestureRecognizer) {
        onSelect?(kind(at: tap.location(in: self)))
    }

    /// The tab under a point in the bar's coordinates.
    public func kind(at point: Point) -> SceneKind {
        // Clamped as a Double first: converting a huge (or NaN) coordinate to Int would trap.
        let position = (point.x / (bounds.width / Double(tabs.count))).rounded(.down)
        let index = position.isNaN ? 0 : Int(min(max(position, 0), Double(tabs.count - 1)))
        return tabs[index].kind
    }

    /// Draws the bar: a white strip with a hairline on top, each tab's title and key, the selected one lit; nothing
    /// while it is hidden (an app without tabs).
    public func draw(into list: inout DisplayList) {
        guard !isHidden else { return }
        let transform = transformToWindow
        list.box(bounds, fill: .white, transform: transform)
        let hairline = [transform.apply(to: .zero), transform.apply(to: Point(x: bounds.width, y: 0))]
        list.add(.polyline(hairline, color: Color.softInk.withAlpha(0.25), width: 1, closed: false))
        let width = bounds.width / Double(tabs.count)
        // One size for every title, the largest at which all fit: fitted one by one, a long title looked smaller than
        // its neighbours. Sized as if bold, so a tab's title keeps its size when it is selected.
        let size =
            tabs.map {
                TextWrapping.fittingSize($0.title, width: width - 16, preferred: 15, smallest: 10, bold: true)
            }.min() ?? 15
        for (index, tab) in tabs.enumerated() {
            let isSelected = tab.kind == selected
            let center = transform.apply(to: Point(x: width * (Double(index) + 0.5), y: bounds.height / 2))
            if isSelected {
                let highlight = Rect(center: center, size: Size(width: width - 16, height: bounds.height - 14))
                list.box(highlight, fill: Color.accent.withAlpha(0.12), cornerRadius: 12)
            }
            let title = TextWrapping.fitted(tab.title, width: width - 16, preferred: size, smallest: 10, bold: true)
            list.text(
                title.text, at: center + Point(x: 0, y: 2), size: title.size, color: isSelected ? .accentText : .ink,
                alignment: .center, bold: isSelected)
            list.text(
                "key \(index + 1)", at: center + Point(x: 0, y: 19), size: 11, color: .softInk, alignment: .center)
        }
    }
}
