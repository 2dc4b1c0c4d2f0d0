/// Which lines of the transition log the inspector's list shows: the newest, until the person scrolls back (wheel,
/// Page Up/Down, Home/End); then the same lines stay in view while new ones arrive below them.
struct TransitionListScroll: Equatable {
    /// A key that moves the list.
    enum Move: Equatable {
        case pageOlder, pageNewer, oldest, newest

        /// The move a key asks for (X11 keysym names), if any.
        init?(key: String) {
            switch key {
            case "Prior", "KP_Prior": self = .pageOlder
            case "Next", "KP_Next": self = .pageNewer
            case "Home", "KP_Home": self = .oldest
            case "End", "KP_End": self = .newest
            default: return nil
            }
        }
    }

    /// How many of the newest lines lie below the view (0: the list follows the log).
    private(set) var linesBelow = 0
    /// The log's length and the list's rows when it was last drawn.
    private var seenCount = 0
    private var rows = 0

    /// Lines a wheel click moves the list by.
    static let wheelLines = 3

    /// The lines to show of a log of `count` lines in `rows` rows. Lines that arrived since the last call push
    /// the view back by as many, so that a list scrolled back holds still.
    mutating func shownLines(count: Int, rows: Int) -> Range<Int> {
        if linesBelow > 0 { linesBelow += max(0, count - seenCount) }
        seenCount = count
        self.rows = max(0, rows)
        linesBelow = min(linesBelow, max(0, count - self.rows))
        let end = count - linesBelow
        return max(0, end - self.rows)..<end
    }

    /// Moves the list `lines` lines back (older) or, negative, forward.
    mutating func scroll(by lines: Int) {
        linesBelow = min(max(0, linesBelow + lines), max(0, seenCount - rows))
    }

    /// A wheel turn: `deltaY` clicks, negative up (towards older lines).
    mutating func scroll(wheel deltaY: Double) {
        guard deltaY.isFinite else { return }
        let clicks = min(max(-deltaY, -1000), 1000)  // a runaway smooth-scroll value must not overflow Int
        scroll(by: Int((clicks * Double(Self.wheelLines)).rounded()))
    }

    mutating func perform(_ move: Move) {
        let page = max(1, rows - 1)
        switch move {
        case .pageOlder: scroll(by: page)
        case .pageNewer: scroll(by: -page)
        case .oldest: scroll(by: seenCount)
        case .newest: linesBelow = 0
        }
    }
}
