import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing

/// A display list's top layer: where it starts as lists are built, and how the incremental renderer draws it (from
/// the kept pixels beneath it, byte for byte as a full redraw).
@Suite("Top layer")
struct TopLayerDrawingTests {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets").path

    private func list(_ below: [DrawCommand], top: [DrawCommand]?) -> DisplayList {
        var list = DisplayList()
        for command in below { list.add(command) }
        if let top {
            list.beginTopLayer()
            for command in top { list.add(command) }
        }
        return list
    }

    @Test("the top layer starts at the next command, once; appending and zooming keep it on the same command")
    func marker() {
        var overlay = DisplayList()
        overlay.dot(at: Point(x: 1, y: 1), radius: 1, color: .ink)
        #expect(overlay.topLayerStart == nil)
        overlay.beginTopLayer()
        overlay.dot(at: Point(x: 2, y: 2), radius: 1, color: .ink)
        overlay.beginTopLayer()
        #expect(overlay.topLayerStart == 1, "a second call changes nothing")
        var frame = DisplayList()
        frame.add(.clear(.background))
        frame.dot(at: Point(x: 3, y: 3), radius: 1, color: .ink)
        frame.dot(at: Point(x: 4, y: 4), radius: 1, color: .ink)
        frame.append(overlay)
        #expect(frame.topLayerStart == 4, "3 commands before the overlay's, whose top layer starts at its second")
        #expect(overlay.zoomed(by: 2, around: Point(x: 0, y: 0)).topLayerStart == 1)
        var empty = DisplayList()
        empty.dot(at: Point(x: 5, y: 5), radius: 1, color: .ink)
        empty.beginTopLayer()
        var whole = DisplayList()
        whole.add(.clear(.background))
        whole.append(empty)
        #expect(whole.topLayerStart == 2, "an empty top layer at the end is kept too")
    }

    /// A diagonal stroke across the canvas beneath a box that changes colour: the stroke must be repainted whole
    /// wherever it is repainted (`DrawCommandBounds.repaintsWhole`), so without a top layer the box's change costs
    /// a full redraw; with the box in the top layer, only the box's bounds: 50...70 × 40...50 grown by the 3-pixel
    /// margin, x 47..<73 and y 37..<53.
    @Test("a change in the top layer alone repaints its bounds only, over the kept pixels, as a full redraw would")
    func topChangeOnly() throws {
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()), preparesImages: true)
        let below: [DrawCommand] = [
            .clear(.background),
            .polyline([Point(x: 0, y: 0), Point(x: 200, y: 100)], color: .ink, width: 2, closed: false),
            .circle(center: Point(x: 60, y: 45), radius: 20, fill: .accent, stroke: .ink, lineWidth: 1.5),
        ]
        func box(_ alpha: Double) -> DrawCommand {
            .rectangle(
                Rect(x: 50, y: 40, width: 20, height: 10), transform: .identity,
                fill: Color.failureRed.withAlpha(alpha), stroke: nil, lineWidth: 0, cornerRadius: 0)
        }
        let canvas = try #require(ImageCanvas(width: 200, height: 100))
        let reference = try #require(ImageCanvas(width: 200, height: 100))
        let layered = IncrementalRenderer(canvas: canvas, renderer: renderer)
        layered.draw(list(below, top: [box(0.9)]))
        let frame = list(below, top: [box(0.5)])
        let dirty = layered.draw(frame)
        #expect(dirty.rects == [PixelRect(x: 47, y: 37, width: 26, height: 16)])
        #expect(layered.fullFrames == 1 && layered.partialFrames == 1)
        reference.draw(frame, with: renderer)
        #expect(samePixels(canvas, reference))

        let flat = IncrementalRenderer(canvas: canvas, renderer: renderer)
        flat.draw(list(below + [box(0.9)], top: nil))
        flat.draw(list(below + [box(0.5)], top: nil))
        #expect(flat.fullFrames == 2, "without a top layer the stroke makes it a full redraw")
    }

    @Test("changes beneath the top layer and in it, and the layer coming and going, match a full redraw")
    func mixedChanges() throws {
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()), preparesImages: true)
        let canvas = try #require(ImageCanvas(width: 300, height: 200))
        let reference = try #require(ImageCanvas(width: 300, height: 200))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: 1.5)
        func frame(_ step: Int, layered: Bool) -> DisplayList {
            let x = 20 + Double(step) * 9
            let below: [DrawCommand] = [
                .clear(.background),
                .rectangle(
                    Rect(x: 10, y: 10, width: 150, height: 100), transform: .identity,
                    fill: Color.ink.withAlpha(0.86), stroke: nil, lineWidth: 0, cornerRadius: 12),
                .text(
                    "step \(step)", position: Point(x: 20, y: 30), size: 12, color: .white, alignment: .left,
                    bold: false),
                .circle(center: Point(x: x, y: 70), radius: 8, fill: .accent, stroke: nil, lineWidth: 0),
            ]
            let top: [DrawCommand] = [
                .polyline(
                    [Point(x: 30, y: 90), Point(x: 60 + Double(step % 3) * 10, y: 50)],
                    color: Color.pathYellow.withAlpha(1 - Double(step) / 10), width: 4, closed: false),
                .rectangle(
                    Rect(x: 90, y: 40 + Double(step % 2) * 30, width: 40, height: 20), transform: .identity,
                    fill: .success, stroke: .white, lineWidth: 2, cornerRadius: 6),
            ]
            return layered ? list(below, top: top) : list(below + top, top: nil)
        }
        for step in 0..<8 {
            let list = frame(step, layered: step != 4)
            incremental.draw(list)
            reference.draw(list, with: renderer, scale: 1.5)
            #expect(samePixels(canvas, reference), "step \(step)")
        }
        #expect(incremental.partialFrames >= 5, "only the first frame and the one after the layer came back are whole")
    }

    private func samePixels(_ one: ImageCanvas, _ other: ImageCanvas) -> Bool {
        let (a, b) = (one.bytes, other.bytes)
        guard let first = a.baseAddress, let second = b.baseAddress, a.count == b.count else { return false }
        return memcmp(first, second, a.count) == 0
    }
}
