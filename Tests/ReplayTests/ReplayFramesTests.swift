import Foundation
import GestureLabTestSupport
import HeadlessSession
import InputTrace
import Testing

@Suite("replay --frames: how many frames a trace makes, and a trace too long for the frames' numbering")
struct ReplayFramesTests {
    private let header = #"{"format":"gesturelab-trace","height":720,"scene":"knob","version":1,"width":1024}"#

    private func tap(at time: Double) -> String {
        """
        {"t":\(time),"touches":[{"id":1,"phase":"began","x":512,"y":400}]}
        {"t":\(time),"touches":[{"id":1,"phase":"ended","x":512,"y":400}]}
        """
    }

    @Test("frames at 0 s and every 1/fps s to 2 s past the last event: a tap at 0.5 s at 4 fps makes 11, as counted")
    func frameCountMatchesThePlay() throws {
        let trace = try TraceReader.parse(header + "\n" + tap(at: 0.5), file: "t.jsonl")
        // 0, 0.25, …, 2.5: eleven frames (quarters are exact in binary, so the sum of steps lands on 2.5).
        #expect(HeadlessSession.frameCount(for: trace, framesPerSecond: 4) == 11)
        var drawn = 0
        _ = try HeadlessReplay(trace: trace).run(framesPerSecond: 4) { _, _ in drawn += 1 }
        #expect(drawn == 11)
    }

    @Test("a tap at 100,000 s at 10 fps is a million frames: refused before any is written, with the way out")
    // To 100,002 s at 10 per second: 1,000,020 steps after the frame at 0 s.
    func tooManyFramesAreRefused() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/long.trace.jsonl"
            try Data((header + "\n" + tap(at: 100_000)).utf8).write(to: URL(fileURLWithPath: path))
            let frames = folder + "/frames"
            let result = try runApp(["replay", path, "--headless", "--frames", frames])
            #expect(result.status == 64)
            #expect(
                result.errors.contains("1000021 frames at 10.0 per second, more than the 99999"), "\(result.errors)")
            #expect(result.errors.contains("give a smaller --fps"))
            #expect(!FileManager.default.fileExists(atPath: frames))
        }
    }
}
