/// Hover: the pointer over a view with no button held, for the `HoverGestureRecognizer`s of the view under it and of
/// that view's ancestors. They begin as the pointer comes over their view, change as it moves, and end as it leaves,
/// as a button is pressed, or as the pointer leaves the window.
extension GestureWindow {
    func handleHover(_ sample: PointerSample) {
        let hovering = sample.action == .motion && pointerAdapter.mode == nil
        let under = hovering ? hoverRecognizers(at: sample.location) : []
        // Those left behind end first, so that moving from one view to another reads "ended" then "began".
        let left = hoveredRecognizers.filter { old in !under.contains { $0 === old } }
        hoveredRecognizers = under
        for recognizer in left { recognizer.pointerLeft(at: sample.location) }
        for recognizer in under { recognizer.pointerMoved(to: sample.location) }
    }

    /// The enabled hover recognizers of the view under `location` and of its ancestors, nearest first.
    private func hoverRecognizers(at location: Point) -> [HoverGestureRecognizer] {
        var found: [HoverGestureRecognizer] = []
        var view: View? = hitTest(location) ?? self
        while let current = view {
            for case let hover as HoverGestureRecognizer in current.gestureRecognizers
            where hover.isEnabled && !hover.currentState.isTerminal {
                found.append(hover)
            }
            view = current.superview
        }
        return found
    }
}
