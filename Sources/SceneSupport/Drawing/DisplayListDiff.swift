/// What changed between two frames' display lists: the commands of the old list that are gone and the commands of
/// the new list that are new, command by command (a shortest edit script, so commands that stayed keep their
/// painting order). A renderer repaints only where these draw; every other pixel is painted by the same commands in
/// the same order in both frames, so it cannot have changed.
public struct DisplayListDiff: Sendable {
    /// Commands of the old list that the new one no longer has (what they painted must be painted over).
    public let removed: [DrawCommand]
    /// Commands of the new list that the old one did not have.
    public let inserted: [DrawCommand]

    public init(from old: DisplayList, to new: DisplayList) {
        self.init(from: old.commands[...], to: new.commands[...])
    }

    /// The difference between two runs of commands (the parts of two lists below or in their top layers).
    public init(from oldCommands: ArraySlice<DrawCommand>, to newCommands: ArraySlice<DrawCommand>) {
        let (oldStart, newStart) = (oldCommands.startIndex, newCommands.startIndex)
        // The common head and tail are the usual case (a frame changes a few commands in the middle); leaving them
        // out keeps the edit-script search small.
        var head = 0
        while head < oldCommands.count, head < newCommands.count,
            oldCommands[oldStart + head] == newCommands[newStart + head]
        {
            head += 1
        }
        var tail = 0
        while tail < oldCommands.count - head, tail < newCommands.count - head,
            oldCommands[oldCommands.endIndex - 1 - tail] == newCommands[newCommands.endIndex - 1 - tail]
        {
            tail += 1
        }
        let oldMiddle = oldCommands[(oldStart + head)..<(oldCommands.endIndex - tail)]
        let newMiddle = newCommands[(newStart + head)..<(newCommands.endIndex - tail)]
        var removed: [DrawCommand] = []
        var inserted: [DrawCommand] = []
        for change in newMiddle.difference(from: oldMiddle) {
            switch change {
            case .remove(_, let command, _): removed.append(command)
            case .insert(_, let command, _): inserted.append(command)
            }
        }
        self.removed = removed
        self.inserted = inserted
    }

    /// True when the two lists are the same.
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

    /// Every changed command, gone or new.
    public var changed: [DrawCommand] { removed + inserted }
}
