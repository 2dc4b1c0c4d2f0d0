/// A fixed piece of work, timed after each of the engine's batches, so that a reader can tell a slow stretch of the
/// machine from slow code. A virtual machine's speed can change from second to second: this project's 2-core one
/// runs code like the engine's at about half speed for seconds at a time (when another tenant shares its cores),
/// while pure arithmetic keeps its speed. So the reference does what the engine does — calls methods on objects
/// spread over memory and updates their fields — and when the engine's figures and this one's move together between
/// two runs, the machine changed, not the code.
enum SpeedReference {
    /// Method calls per measurement.
    static let calls = 100_000

    /// A small object with a field to update, one of many spread over the heap.
    private final class Counter {
        var value = 0

        @inline(never)
        func add(_ amount: Int) -> Int {
            value &+= amount
            return value
        }
    }

    /// µs for `calls` calls, each on the next of 64 objects.
    static func measure() -> Double {
        let counters = (0..<64).map { _ in Counter() }
        var total = 0
        let start = BenchClock.now()
        for index in 0..<calls { total &+= counters[index & 63].add(index) }
        let micros = BenchClock.microseconds(since: start)
        if total == 42 { print("the reference's total happened to be 42") }  // keeps the work from being dropped
        return micros
    }
}
