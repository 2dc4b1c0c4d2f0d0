import Foundation
import HeadlessSession
import InputTrace
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/traces")

/// The fuzzer's saved failures (hostile traces; the QA tests check their invariants) replay headless to the
/// transition logs saved with them.
@Suite("Saved fuzz failures replay headless")
struct FuzzFixtureLogTests {
    @Test(
        "each saved failure replays to its golden log",
        arguments: try! FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasPrefix("fuzz-") && $0.hasSuffix(".trace.jsonl") }.sorted())
    func goldenLog(file: String) throws {
        let trace = try TraceReader.read(path: fixtures.appendingPathComponent(file).path)
        let logFile = file.replacingOccurrences(of: ".trace.jsonl", with: ".log.txt")
        let golden = try String(contentsOf: fixtures.appendingPathComponent(logFile), encoding: .utf8)
        #expect(try HeadlessReplay(trace: trace).run().log == golden)
    }
}
