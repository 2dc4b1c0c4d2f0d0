import Foundation
import GestureEngine
import HeadlessSession
import InputTrace
import Testing

@Suite("Hostile traces (saved by the fuzzer)")
struct HostileTraceTests {
    @Test("a trace marked hostile keeps NaN, huge numbers, odd phases and time going backwards; it replays headless")
    func hostileIsReadAndReplays() throws {
        let text = """
            {"format":"gesturelab-trace","height":600,"hostile":true,"scene":"circles","version":1,"width":800}
            {"t":0.5,"touches":[{"id":3,"phase":"moved","x":"NaN","y":2}]}
            {"t":0.4,"resize":{"width":1e300,"height":600}}
            {"t":0.6,"touches":[{"id":3,"phase":"began","x":1e300,"y":"-Infinity"}]}
            """
        let trace = try TraceReader.parse(text, file: "h.jsonl")
        #expect(trace.events.count == 3 && trace.header.hostile == true)
        let result = try HeadlessReplay(trace: trace).run()
        #expect(result.state.windowWidth == 800, "the impossible resize was ignored")
    }

    @Test("a hostile trace at 1e300 s replays to a log that writes the time as it is")
    func hugeTimeReplays() throws {
        let text = """
            {"format":"gesturelab-trace","height":720,"hostile":true,"scene":"knob","version":1,"width":1024}
            {"t":1e300,"touches":[{"id":1,"phase":"began","x":512,"y":400}]}
            {"t":1e300,"touches":[{"id":1,"phase":"ended","x":512,"y":400}]}
            """
        let result = try HeadlessReplay(trace: try TraceReader.parse(text, file: "h.jsonl")).run()
        // At 1e300 s adding the double tap's 0.35 s changes nothing, so the order of the lines is the clock's guess;
        // what matters is that the log is written, every line at the time as it is.
        let lines = result.log.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("1e+303 ms  ") }, "\(result.log)")
    }

    @Test("the same lines without the mark are refused with file:line")
    func unmarkedIsRefused() {
        let text = """
            {"format":"gesturelab-trace","height":600,"scene":"circles","version":1,"width":800}
            {"t":0.5,"touches":[{"id":3,"phase":"began","x":1e300,"y":2}]}
            """
        #expect(throws: TraceError.self) { try TraceReader.parse(text, file: "h.jsonl") }
    }
}
