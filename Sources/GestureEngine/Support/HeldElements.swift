/// Loops over a list of objects that do not retain each object they look at.
///
/// Why: Swift retains and releases an object taken from an array around almost any use of it, and on the engine's
/// hot path (the recognizers a moment is delivered to, the arena's look at its participants after every event) those
/// are atomic reference-count operations for every object of every event. Here no retain is
/// needed: inside these methods the array is an immutable value (a caller that changes the array it was read from
/// changes a copy), and it holds each of its objects for as long as the loop runs. That is exactly the guarantee
/// `Unmanaged._withUnsafeGuaranteedRef` asks of its caller.
extension Array where Element: AnyObject {
    /// Calls `body` with each object in order, without retaining it.
    @inline(__always)
    func forEachHeld(_ body: (Element) -> Void) {
        for index in indices {
            Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }

    /// Whether an object satisfies `predicate`, asked in order without retaining each.
    @inline(__always)
    func containsHeld(where predicate: (Element) -> Bool) -> Bool {
        for index in indices where Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(predicate) {
            return true
        }
        return false
    }
}
