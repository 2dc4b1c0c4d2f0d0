import ArgumentParser
import GestureEngine
import GestureLabCommands
import Testing

@testable import GestureLabBench

/// The bench runs and prints its table; its figures are not checked (no timed assertions: speed is for people to
/// read off the table on a known machine).
@Suite("gesturelab bench (the command)")
struct BenchCommandTests {
    @Test("with tiny counts it prints the columns, the build, the cores and one row per measurement")
    func table() throws {
        let command = try BenchCommand.parse([
            "--frames", "2", "--sizes", "320x240", "--batch-size", "3", "--batches", "2", "--strokes", "1",
            "--skip-latency", "--launches", "0", "--idle", "0", "--soak", "0", "--seeks", "2",
        ])
        let lines = try command.table().split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("build: \(BenchTable.buildConfiguration)") == true)
        #expect(lines.first?.contains("cores: ") == true)
        let header = lines.dropFirst().first?.split(separator: " ").map(String.init)
        #expect(header == BenchTable.columns)
        #expect(!lines.contains { $0.contains("mean") })
        // 4 scenes × 1 size × (without, with inspector), the engine, its speed reference, the circle and chevron
        // strokes, rejected input, the replay's seek back.
        let rows = lines.dropFirst(2)
        #expect(rows.count == 4 * 2 + 6)
        #expect(rows.contains { $0.hasPrefix("replay seek back (timeline) ") && $0.contains("n=2,") })
        #expect(rows.filter { $0.hasPrefix("frame ") }.count == 8)
        #expect(rows.contains { $0.hasPrefix("frame monkey 320x240 +inspector ") })
        #expect(rows.contains { $0.hasPrefix("engine monkey 2-finger move ") && $0.contains("events/s") })
        #expect(rows.contains { $0.hasPrefix("circle game 200-point stroke ") })
        #expect(rows.contains { $0.hasPrefix("chevron 200-point stroke ") })
        #expect(rows.contains { $0.hasPrefix("speed reference (fixed loop) ") && $0.contains("method calls") })
        #expect(
            rows.contains {
                $0.hasPrefix("engine rejected input (logged) ") && $0.contains("first batch ") && $0.contains(", last ")
            })
    }

    @Test("a stroke its recognizer refuses stops the stroke bench with an error, naming the row")
    func refusedStroke() {
        // The chevron's ">" drawn through the circle game: no circle, so the row would time a refusal.
        let bench = StrokeAtLiftBench(strokes: 1)
        #expect {
            try bench.figure(
                "circle game >", scene: .circles, recognizer: "circle", shape: StrokeAtLiftBench.chevron(in:))
        } throws: { error in
            "\(error)".hasPrefix("circle game >: the circle recognizer refused")
        }
        #expect(throws: Never.self) {
            try bench.figure(
                "circle game", scene: .circles, recognizer: "circle", shape: StrokeAtLiftBench.circle(in:))
        }
    }

    @Test("a malformed size or a zero count is a usage error")
    func badArguments() {
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--sizes", "1280by800"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--batches", "0"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--latency-scenes", "monkey,giraffe"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--soak", "-1"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--pacing", "vsync"]) }
    }

    @Test("a size under 320x240 is refused with the range in the message; the smallest allowed is accepted")
    func sizeRange() throws {
        do {
            _ = try BenchCommand.parse(["--sizes", "640x480,320x200"])
            Issue.record("320x200 was accepted")
        } catch {
            let message = BenchCommand.message(for: error)
            #expect(message.contains("'320x200'") && message.contains("320x240 to 8192x8192"), "\(message)")
        }
        #expect(throws: Never.self) { try BenchCommand.parse(["--sizes", "320x240,8192x8192"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--sizes", "8193x800"]) }
    }

    // The expectations below follow from the run loop's rule (a frame starts when the app is free and has input, and
    // shows the input that arrived before its start), worked out by hand for each timeline (times in ms).

    @Test("isolated updates: each is shown by the first damage after it")
    func isolatedAttribution() {
        let latencies = StreamAttribution.latencies(sends: [0, 30, 60], damages: [2, 33, 61])
        #expect(latencies == [2, 3, 1])
    }

    @Test("an update that arrives while a frame is drawn waits for the next frame; one no frame followed is nil")
    func streamAttribution() {
        // Frame 1 starts at 0 (update 0), ends at 10; update 8 waits, frame 2 starts at 10 and ends at 20; update 16
        // arrived during frame 2 and no damage came after it.
        #expect(StreamAttribution.latencies(sends: [0, 8, 16], damages: [10, 20]) == [10, 12, nil])
        // Updates 1 and 2 both wait for frame 1 to end at 5: frame 2 (5 → 9) shows both.
        #expect(StreamAttribution.latencies(sends: [0, 1, 2], damages: [5, 9]) == [5, 8, 7])
    }

    @Test("an update slow to reach the app, shown with the next one, does not make every later update late")
    func slowTripDoesNotShiftTheRest() {
        // Update 0 reaches the app late, with update 8: one frame ends at 9.5 showing both. Frames take under 4.
        // The rule alone says update 8 waited for the frame ending at 17, update 16 for the one at 25, and 24 was
        // never shown. But a waiting update would have had its frame end by 13.5: the quiet until 17 says update 8
        // was in the frame at 9.5, and the frames at 17 and 25 began at updates 16 and 24.
        let sends: [Double] = [0, 8, 16, 24]
        let damages = [9.5, 17, 25]
        #expect(StreamAttribution.latencies(sends: sends, damages: damages) == [9.5, 9, 9, nil])
        #expect(StreamAttribution.latencies(sends: sends, damages: damages, longestFrame: 4) == [9.5, 1.5, 1, 1])
    }

    @Test("with frames allowed to be slower than the interval, queued updates still wait for the next frame")
    func slowFramesStillQueue() {
        // Frames of 10 with updates every 8: each update arrives while a frame is drawn (as in `streamAttribution`),
        // and the next damage always comes within the 12 allowed, so nothing is moved.
        #expect(
            StreamAttribution.latencies(sends: [0, 8, 16], damages: [10, 20, 30], longestFrame: 12) == [10, 12, 14])
        // The watch ends quiet: an update sent before the last damage, with no frame after it, was in that frame.
        #expect(StreamAttribution.latencies(sends: [0, 8, 16], damages: [10, 20], longestFrame: 12) == [10, 12, 4])
    }

    @Test("damage from before the first update (an animation frame) shows no update")
    func unrelatedDamage() {
        #expect(StreamAttribution.latencies(sends: [10], damages: [4, 12]) == [2])
        #expect(StreamAttribution.latencies(sends: [10], damages: []) == [nil])
    }
}
