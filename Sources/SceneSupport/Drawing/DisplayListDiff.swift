/// What changed between two frames' display lists: the commands of the old list that are gone and the commands of
/// the new list that are new, command by command (an edit script, so commands that stayed keep their painting
/// order). A renderer repaints only where these draw; every other pixel is painted by the same commands in the same
/// order in both frames, so it cannot have changed.
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
        // Most frames change commands in place (an image moved, a label's number) and keep the list's length; then
        // a command that differs from the one at its place counts as gone and new, found in one pass. The shortest
        // edit script costs the length times the number of changes in comparisons, each a deep one, and was half of
        // an inspector frame's drawing (`perf` on `gesturelab bench`). When most places differ, something was
        // inserted and something else removed, and the search finds those few changes instead.
        if oldMiddle.count == newMiddle.count {
            var removed: [DrawCommand] = []
            var inserted: [DrawCommand] = []
            for (old, new) in zip(oldMiddle, newMiddle) where old != new {
                removed.append(old)
                inserted.append(new)
            }
            if 2 * removed.count <= oldMiddle.count || removed.count <= Self.fewChanges {
                self.removed = removed
                self.inserted = inserted
                return
            }
        }
        let script = Self.script(from: Array(oldMiddle), to: Array(newMiddle))
        self.removed = script.removed
        self.inserted = script.inserted
    }

    /// An edit script between two runs of commands, in one pass: walking both, a command equal to the other
    /// side's is kept; otherwise the nearer of "this new command appears a little later in the old run" (the old
    /// ones before it are gone) and "this old command appears a little later in the new run" (the new ones before
    /// it are new) is taken, and when neither appears within `lookahead`, the two are a change in place. Every kept
    /// pair is compared as commands, so the script is always right; it is not always the shortest, which only
    /// costs a larger repaint. The shortest-script search it replaces compared the length times the number of
    /// changes, and took a quarter of a millisecond in the frames where recognizers change state.
    private static func script(from old: [DrawCommand], to new: [DrawCommand]) -> (
        removed: [DrawCommand], inserted: [DrawCommand]
    ) {
        let oldHashes = old.map(\.hashValue)
        let newHashes = new.map(\.hashValue)
        func next(_ hash: Int, in hashes: [Int], from start: Int) -> Int? {
            var index = start
            while index < min(hashes.count, start + lookahead) {
                if hashes[index] == hash { return index }
                index += 1
            }
            return nil
        }
        var removed: [DrawCommand] = []
        var inserted: [DrawCommand] = []
        var (i, j) = (0, 0)
        while i < old.count, j < new.count {
            if oldHashes[i] == newHashes[j], old[i] == new[j] {
                i += 1
                j += 1
                continue
            }
            let inNew = next(oldHashes[i], in: newHashes, from: j + 1).flatMap { old[i] == new[$0] ? $0 : nil }
            let inOld = next(newHashes[j], in: oldHashes, from: i + 1).flatMap { old[$0] == new[j] ? $0 : nil }
            switch (inNew, inOld) {
            case (let later?, let earlier) where earlier.map({ later - j <= $0 - i }) ?? true:
                inserted += new[j..<later]
                j = later
            case (_, let later?):
                removed += old[i..<later]
                i = later
            default:
                removed.append(old[i])
                inserted.append(new[j])
                i += 1
                j += 1
            }
        }
        removed += old[i...]
        inserted += new[j...]
        return (removed, inserted)
    }

    /// How far ahead the one-pass script looks for a command that moved (see `script`).
    static let lookahead = 64

    /// Changes in place taken as they are even when they are most of the places (a short run of commands).
    static let fewChanges = 4

    /// True when the two lists are the same.
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

    /// Every changed command, gone or new.
    public var changed: [DrawCommand] { removed + inserted }
}
