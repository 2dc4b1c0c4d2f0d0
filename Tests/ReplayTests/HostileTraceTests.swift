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

    @Test("the same lines without the mark are refused with file:line")
    func unmarkedIsRefused() {
        let text = """
            {"format":"gesturelab-trace","height":600,"scene":"circles","version":1,"width":800}
            {"t":0.5,"touches":[{"id":3,"phase":"began","x":1e300,"y":2}]}
            """
        #expect(throws: TraceError.self) { try TraceReader.parse(text, file: "h.jsonl") }
    }
}
