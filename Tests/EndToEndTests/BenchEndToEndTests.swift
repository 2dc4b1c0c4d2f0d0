import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// `gesturelab bench`'s live part, briefly: the real app on Xvfb (the bench starts its own), touch updates injected,
/// launches, idle. The table's rows and the sanity of its numbers are checked, not their speed (that is for people to
/// read off a release build's table).
@Suite("End to end: gesturelab bench measures the running app from outside")
struct BenchEndToEndTests {
    @Test("input → pixels per mode and inspector setting, launch and idle CPU come out as p50 ≤ p99 ≤ max rows")
    func liveRows() throws {
        let result = try runProgram(
            appBinary,
            [
                "bench", "--skip-in-process", "--latency-updates", "5", "--latency-scenes", "chevron", "--launches",
                "1", "--idle", "1", "--soak", "0", "--app-binary", appBinary, "--injector", Injector.binary,
            ])
        #expect(result.status == 0, "\(result.output)")
        let rows = result.output.split(separator: "\n").map(String.init)
        let expected = [
            "input→pixels chevron isolated ", "input→pixels chevron 125 Hz stream ",
            "input→pixels chevron isolated +inspector ", "input→pixels chevron 125 Hz stream +inspector ",
            "launch to first frame (monkey) ", "idle CPU (monkey, % of a core per s) ",
        ]
        for name in expected {
            let row = try #require(rows.first { $0.hasPrefix(name) }, "no row '\(name)' in:\n\(result.output)")
            // Unit, p50, p99, max after the name (which may hold spaces).
            let cells = row.dropFirst(name.count).split(separator: " ").map(String.init)
            let figures = cells.dropFirst().prefix(3).compactMap(Double.init)
            #expect(figures.count == 3, "\(row)")
            guard figures.count == 3 else { continue }
            #expect(figures[0] <= figures[1] && figures[1] <= figures[2], "\(row)")
            if name.hasPrefix("idle") {
                #expect(figures[0] >= 0 && figures[2] <= 100, "\(row)")
            } else {
                #expect(figures[0] > 0, "\(row)")
            }
        }
        #expect(!rows.contains { $0.hasPrefix("RSS") }, "--soak 0 skips the soak")
        #expect(!rows.contains { $0.hasPrefix("frame ") }, "--skip-in-process skips the frame cost")
    }
}
