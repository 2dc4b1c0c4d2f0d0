/// What a post changed, for the page's next delta: attendees by name, the dataset, leaderboards by key.
public struct StoreChange: Sendable, Equatable {
    var attendees: Set<String> = []
    var removed: Set<String> = []
    var dataset = false
    var boards: Set<String> = []
    /// Every board (a new snapshot changes which scores rank).
    var allBoards = false
    var reset = false

    public var isEmpty: Bool { self == StoreChange() }

    mutating func merge(_ other: StoreChange) {
        attendees.formUnion(other.attendees)
        removed.formUnion(other.removed)
        dataset = dataset || other.dataset
        boards.formUnion(other.boards)
        allBoards = allBoards || other.allBoards
        reset = reset || other.reset
    }
}
