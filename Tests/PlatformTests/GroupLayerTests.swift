import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing

/// Command groups (`DrawCommand.group`): how far they reach, how lists built with them read and zoom, and that the
/// renderer's kept layer of a group gives a repaint the same pixels as a full redraw.
@Suite("Command groups")
struct GroupLayerTests {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets").path

    private let box = DrawCommand.rectangle(
        Rect(x: 10, y: 10, width: 20, height: 10), transform: .identity, fill: .ink, stroke: nil, lineWidth: 0,
        cornerRadius: 0)
    private let dot = DrawCommand.circle(
        center: Point(x: 100, y: 50), radius: 5, fill: .accent, stroke: nil, lineWidth: 0)

    /// The box covers x 10...30, y 10...20, the dot x 95...105, y 45...55; each grows by the 3-pixel margin, so the
    /// group reaches x 7..<108, y 7..<58. Laid as a whole-pixel layer, a clip cuts it exactly: never repainted whole.
    @Test("a group reaches the union of its commands' bounds and is never repainted whole")
    func bounds() {
        let bounds = DrawCommandBounds(scale: 1)
        let group = DrawCommand.group([box, dot], alpha: 1)
        #expect(bounds.bounds(of: group) == PixelRect(x: 7, y: 7, width: 101, height: 51))
        #expect(!DrawCommandBounds.repaintsWhole(group) && bounds.wholeParts(of: group).isEmpty)
        #expect(bounds.bounds(of: .group([.clear(.white)], alpha: 1)) == nil, "a clear inside paints everything")
    }

    @Test("a group built in a list reads as its commands in place, and zooms with them")
    func building() {
        var list = DisplayList()
        list.add(.clear(.background))
        list.group { group in
            group.add(box)
            group.add(dot)
        }
        #expect(list.commands == [.clear(.background), .group([box, dot], alpha: 1)])
        #expect(list.flattenedCommands == [.clear(.background), box, dot])
        let zoomed = list.zoomed(by: 2, around: Point(x: 0, y: 0))
        #expect(
            zoomed.commands.last
                == .group(
                    [
                        .rectangle(
                            Rect(x: 10, y: 10, width: 20, height: 10), transform: AffineTransform(scaleX: 2, y: 2),
                            fill: .ink, stroke: nil, lineWidth: 0, cornerRadius: 0),
                        .circle(center: Point(x: 200, y: 100), radius: 10, fill: .accent, stroke: nil, lineWidth: 0),
                    ], alpha: 1))
    }

    /// A dot moving under a group of crossing diagonal strokes: without the group each stroke the dot reaches
    /// would be repainted whole, and the strokes they cross, until the repaint covered the canvas; with it, a frame
    /// repaints the dot's old and new places only (laying the kept layer over them), with a full redraw's pixels.
    @Test("repainting under a group lays its kept layer, with the pixels of a full redraw", arguments: [1.0, 1.5])
    func repaintUnderGroup(scale: Double) throws {
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()), preparesImages: true)
        let strokes: [DrawCommand] = (0..<6).map { index in
            let x = Double(index) * 40
            return .polyline(
                [Point(x: x, y: 0), Point(x: x + 120, y: 160)], color: Color.white.withAlpha(0.4), width: 1.5,
                closed: false)
        }
        func frame(_ step: Int, grouped: Bool) -> DisplayList {
            var list = DisplayList()
            list.add(.clear(.background))
            list.add(
                .circle(
                    center: Point(x: 40 + Double(step) * 7.3, y: 80), radius: 10, fill: .failureRed, stroke: nil,
                    lineWidth: 0))
            if grouped {
                list.add(.group(strokes, alpha: 1))
            } else {
                for stroke in strokes { list.add(stroke) }
            }
            return list
        }
        let width = Int(320 * scale)
        let height = Int(160 * scale)
        let canvas = try #require(ImageCanvas(width: width, height: height))
        let reference = try #require(ImageCanvas(width: width, height: height))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: scale)
        for step in 0..<6 {
            let list = frame(step, grouped: true)
            let dirty = incremental.draw(list)
            reference.draw(list, with: renderer, scale: scale)
            #expect(samePixels(canvas, reference), "step \(step)")
            if step > 0 {
                // The old and the new dot, each 20 points wide and 7.3 apart: one rectangle under 30 points wide.
                #expect(dirty.rects.count == 1 && dirty.area < Int(30 * scale + 7) * Int(20 * scale + 7))
            }
        }
        #expect(incremental.partialFrames == 5)
        let flat = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: scale)
        flat.draw(frame(0, grouped: false))
        flat.draw(frame(1, grouped: false))
        #expect(flat.fullFrames == 2, "without the group the strokes drag the whole canvas into the repaint")
    }

    /// An opaque black box laid with alpha 0.25 over white: 255 × 0.75 ≈ 191 in each channel (Cairo rounds to
    /// within a level). Repainted after the alpha changes to 0.5 (≈ 128), the kept layer gives a full redraw's bytes.
    @Test("a group is laid with its alpha; a new alpha relays the kept layer, as a full redraw would")
    func alpha() throws {
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()))
        func frame(_ alpha: Double) -> DisplayList {
            var list = DisplayList()
            list.add(.clear(.white))
            list.group(alpha: alpha) { $0.box(Rect(x: 10, y: 10, width: 20, height: 20), fill: .black) }
            return list
        }
        let canvas = try #require(ImageCanvas(width: 40, height: 40))
        let reference = try #require(ImageCanvas(width: 40, height: 40))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer)
        incremental.draw(frame(0.25))
        #expect(abs(Int(canvas.bytes[(20 * canvas.bytesPerRow) + 20 * 4]) - 191) <= 1)
        incremental.draw(frame(0.5))
        #expect(incremental.partialFrames == 1)
        #expect(abs(Int(canvas.bytes[(20 * canvas.bytesPerRow) + 20 * 4]) - 128) <= 1)
        reference.draw(frame(0.5), with: renderer)
        #expect(samePixels(canvas, reference))
    }

    /// A group that changes every frame (as the inspector's panel does after each transition) leaves its old
    /// versions behind: 40 versions of a 600×600 group are 57 MB of layers, which must not all be kept.
    @Test("kept group layers stay within their memory budget, and frames stay exact")
    func layerBudget() throws {
        let renderer = DisplayListRenderer(images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()))
        func frame(_ step: Int) -> DisplayList {
            var list = DisplayList()
            list.add(.clear(.white))
            list.group {
                $0.box(Rect(x: 0, y: 0, width: 600, height: 600), fill: Color(hex: 0x102030 + UInt32(step)))
            }
            return list
        }
        let canvas = try #require(ImageCanvas(width: 600, height: 600))
        let reference = try #require(ImageCanvas(width: 600, height: 600))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer)
        for step in 0..<40 { incremental.draw(frame(step)) }
        let allVersions = 40 * 600 * 600 * 4
        #expect(renderer.keptGroupLayerBytes > 0)
        #expect(renderer.keptGroupLayerBytes < allVersions / 2)
        #expect(renderer.keptGroupLayerBytes <= DisplayListRenderer.keptGroupLayerBudget)
        incremental.draw(frame(0))  // a version long dropped is drawn again
        reference.draw(frame(0), with: renderer)
        #expect(samePixels(canvas, reference))
    }

    private func samePixels(_ one: ImageCanvas, _ other: ImageCanvas) -> Bool {
        let (a, b) = (one.bytes, other.bytes)
        guard let first = a.baseAddress, let second = b.baseAddress, a.count == b.count else { return false }
        return memcmp(first, second, a.count) == 0
    }
}
