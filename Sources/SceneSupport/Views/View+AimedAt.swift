import GestureEngine

extension View {
    /// The frames, in the window, of the shown views under this one that a person aims at (buttons, boxes,
    /// pictures): every one but those filling half of this view or more (a canvas, a background). What is drawn
    /// over a scene for a moment (a badge, a refused stroke's reason) goes clear of these where it can.
    public var aimedAtFrames: [Rect] {
        func shown(under view: View) -> [View] {
            view.subviews.filter { !$0.isHidden }.flatMap { [$0] + shown(under: $0) }
        }
        let half = bounds.width * bounds.height / 2
        return shown(under: self).map(\.frameInWindow).filter { $0.width * $0.height < half }
    }
}
