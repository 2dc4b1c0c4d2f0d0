/// The room left on the Collect scene's card between what is drawn from its top down (the prompt) and from its
/// bottom up (the progress): each part takes its height from one end, or is left out when it does not fit, so that
/// in a small window the parts that matter least give way instead of running over each other.
struct CardRoom {
    private(set) var top: Double
    private(set) var bottom: Double

    /// The height still free.
    var height: Double { bottom - top }

    /// Takes `height` from the top: where the part taken starts, or nil (and nothing taken) when it does not fit.
    mutating func takeTop(_ height: Double) -> Double? {
        guard height <= self.height else { return nil }
        defer { top += height }
        return top
    }

    /// Takes `height` from the bottom: where the part taken starts, or nil (and nothing taken) when it does not fit.
    mutating func takeBottom(_ height: Double) -> Double? {
        guard height <= self.height else { return nil }
        bottom -= height
        return bottom
    }
}
