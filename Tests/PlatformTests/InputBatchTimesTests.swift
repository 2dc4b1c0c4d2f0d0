import Testing
import X11Platform

@Suite("Input read in one batch keeps the times it happened (the X server's clock), not the time it was read")
struct InputBatchTimesTests {
    @Test("moves 16 ms apart on the server are 16 ms apart for the app, the newest at the time of reading")
    func spacing() {
        let times = InputBatchTimes.times(serverTimes: [1000, 1016, 1032], now: 10, earliest: 9.9)
        #expect(zip(times, [9.968, 9.984, 10.0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(times)")
    }

    @Test("nothing is older than the previous drain, and times never go backwards")
    func bounds() {
        // 2 s apart on the server, but the queue was empty 10 ms ago: the old one arrived after that.
        let old = InputBatchTimes.times(serverTimes: [0, 2000], now: 10, earliest: 9.99)
        #expect(zip(old, [9.99, 10.0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(old)")
        // A later event stamped earlier (another time base) does not go back in time.
        let mixed = InputBatchTimes.times(serverTimes: [1032, 1000, 1032], now: 10, earliest: 9.9)
        #expect(mixed[1] >= mixed[0] && mixed[2] >= mixed[1])
    }

    @Test("the server's 32-bit millisecond clock wraps; an event without a time (a resize) is now")
    func wrapAndUntimed() {
        let wrapped = InputBatchTimes.times(serverTimes: [4_294_967_290, 10], now: 10, earliest: 9)
        #expect(abs(wrapped[0] - 9.984) < 1e-9, "\(wrapped)")
        #expect(InputBatchTimes.times(serverTimes: [nil, nil], now: 5, earliest: 4) == [5, 5])
    }
}
