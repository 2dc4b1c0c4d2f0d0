import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import SceneSupport
import Testing

private let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
private let traces = testsFolder.appendingPathComponent("Fixtures/traces")
private let assets = testsFolder.deletingLastPathComponent().appendingPathComponent("assets").path

/// Every checked-in trace, the hand-made and the fuzzer's.
private let traceNames = ((try? FileManager.default.contentsOfDirectory(atPath: traces.path)) ?? [])
    .filter { $0.hasSuffix(".trace.jsonl") }.map { String($0.dropLast(".trace.jsonl".count)) }.sorted()

/// The reference is a from-scratch draw of the same display list with the same renderer; the incremental canvas
/// must hold the same bytes.
@Suite("Incremental drawing")
struct IncrementalDrawingTests {
    /// Compare the canvases every this many frames (and after the last one): comparing is a full draw, the slow part.
    private static let comparisonInterval = 7

    /// At scale 2 and 1.5, with and without the inspector; most frames must be partial repaints, so the test fails
    /// if incremental drawing quietly falls back to full redraws.
    @Test("replaying each trace, incremental frames match a full redraw byte for byte", arguments: traceNames)
    func matchesFullRedraw(name: String) throws {
        #expect(traceNames.count >= 8, "the fixture traces were found")
        let trace = try TraceReader.read(path: traces.appendingPathComponent("\(name).trace.jsonl").path)
        // As the window draws: images from copies resampled to the size they appear at.
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()), preparesImages: true)
        for inspect in [false, true] {
            for scale in [2.0, 1.5] {
                try replay(
                    trace, inspect: inspect, scale: scale, renderer: renderer, label: "\(name) \(inspect) \(scale)")
            }
        }
    }

    private func samePixels(_ one: ImageCanvas, _ other: ImageCanvas) -> Bool {
        let (a, b) = (one.bytes, other.bytes)
        guard let first = a.baseAddress, let second = b.baseAddress, a.count == b.count else { return false }
        return memcmp(first, second, a.count) == 0
    }

    private func replay(_ trace: Trace, inspect: Bool, scale: Double, renderer: DisplayListRenderer, label: String)
        throws
    {
        let width = Int((trace.header.size.width * scale).rounded())
        let height = Int((trace.header.size.height * scale).rounded())
        let canvas = try #require(ImageCanvas(width: width, height: height))
        let reference = try #require(ImageCanvas(width: width, height: height))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: scale)
        var frame = 0
        var last: DisplayList?
        var mismatches: [Int] = []
        _ = try HeadlessReplay(trace: trace, inspect: inspect).run(framesPerSecond: 60) { list, _ in
            frame += 1
            incremental.draw(list)
            last = list
            if frame % Self.comparisonInterval == 0 {
                reference.draw(list, with: renderer, scale: scale)
                if !samePixels(canvas, reference) { mismatches.append(frame) }
            }
        }
        let lastList = try #require(last)
        reference.draw(lastList, with: renderer, scale: scale)
        #expect(samePixels(canvas, reference), "\(label): the last frame matches")
        #expect(mismatches.isEmpty, "\(label): frames that differ from a full redraw: \(mismatches)")
        // Frames where nothing changed repaint nothing and count as neither.
        let repainted = incremental.partialFrames + incremental.fullFrames
        #expect(
            incremental.partialFrames * 2 > repainted,
            "\(label): \(incremental.partialFrames) of \(repainted) repainted frames were partial")
    }
}
