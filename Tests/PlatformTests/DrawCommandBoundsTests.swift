import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing

@Suite("Draw command bounds")
struct DrawCommandBoundsTests {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets").path

    @Test("shapes: the geometry plus half the stroke, scaled, rounded outwards, plus the 3-pixel margin")
    func geometry() {
        let atTwo = DrawCommandBounds(scale: 2)
        // Centre (100, 50), radius 10 → 180…220 × 80…120 device pixels, then 3 more on each side.
        #expect(
            atTwo.bounds(of: .circle(center: Point(x: 100, y: 50), radius: 10, fill: .ink, stroke: nil, lineWidth: 4))
                == PixelRect(x: 177, y: 77, width: 46, height: 46))
        // Stroked: the pen reaches 2 points further (radius 12) → 176…224.
        #expect(
            atTwo.bounds(of: .circle(center: Point(x: 100, y: 50), radius: 10, fill: nil, stroke: .ink, lineWidth: 4))
                == PixelRect(x: 173, y: 73, width: 54, height: 54))
        // A polyline 10…30 × 10…20, width 2 → 9…31 × 9…21 points → 13.5…46.5 × 13.5…31.5 at 1.5 → 13…47 × 13…32.
        #expect(
            DrawCommandBounds(scale: 1.5).bounds(
                of: .polyline([Point(x: 10, y: 10), Point(x: 30, y: 20)], color: .ink, width: 2, closed: false))
                == PixelRect(x: 10, y: 10, width: 40, height: 25))
        // A 30×40 rectangle at (10, 20) with a 2-wide outline → 9…41 × 19…61.
        #expect(
            DrawCommandBounds(scale: 1).bounds(
                of: .rectangle(
                    Rect(x: 10, y: 20, width: 30, height: 40), transform: .identity, fill: nil, stroke: .ink,
                    lineWidth: 2, cornerRadius: 0))
                == PixelRect(x: 6, y: 16, width: 38, height: 48))
        // A 100×50 image turned a quarter turn and moved to (200, 100): its corners land on 150…200 × 100…200.
        let quarterTurn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 200, ty: 100)
        #expect(
            DrawCommandBounds(scale: 1).bounds(
                of: .image(name: "monkey", size: Size(width: 100, height: 50), transform: quarterTurn, alpha: 1))
                == PixelRect(x: 147, y: 97, width: 56, height: 106))
        #expect(DrawCommandBounds(scale: 1).bounds(of: .clear(.background)) == nil, "a clear paints everything")
    }

    @Test("a filled rounded box is repainted whole only at its corners; stroked or turned, all of it")
    func wholeParts() {
        let bounds = DrawCommandBounds(scale: 2)
        let panel = Rect(x: 100, y: 50, width: 300, height: 500)
        let filled = DrawCommand.rectangle(
            panel, transform: .identity, fill: .ink, stroke: nil, lineWidth: 1, cornerRadius: 12)
        // Corner squares of 12 points at scale 2: 24 device pixels, plus 3 on each side.
        #expect(
            bounds.wholeParts(of: filled) == [
                PixelRect(x: 197, y: 97, width: 30, height: 30), PixelRect(x: 773, y: 97, width: 30, height: 30),
                PixelRect(x: 197, y: 1073, width: 30, height: 30), PixelRect(x: 773, y: 1073, width: 30, height: 30),
            ])
        let square = DrawCommand.rectangle(
            panel, transform: .identity, fill: .ink, stroke: nil, lineWidth: 1, cornerRadius: 0)
        #expect(bounds.wholeParts(of: square).isEmpty, "a plain box clips exactly")
        let stroked = DrawCommand.rectangle(
            panel, transform: .identity, fill: .ink, stroke: .white, lineWidth: 2, cornerRadius: 12)
        #expect(bounds.wholeParts(of: stroked) == [bounds.bounds(of: stroked)!])
        let turned = DrawCommand.rectangle(
            panel, transform: AffineTransform(rotationAngle: 0.3), fill: .ink, stroke: nil, lineWidth: 1,
            cornerRadius: 12)
        #expect(bounds.wholeParts(of: turned) == [bounds.bounds(of: turned)!])
    }

    @Test("a turned knob reaches only the square around its disc, not the box around the turned image")
    func roundImage() throws {
        let images = try ImageLibrary(directory: assets, names: DemoApp.requiredImages())
        // The knob face's 800-pixel image holds a disc 750 pixels across (its PNG): radius 375 and a bit, under 400.
        let radius = try #require(images.contentRadius(named: "knob-face"))
        #expect(radius > 370 && radius < 390)
        // 300 points turned 45° about its centre (150, 150): the turned box spans 150 ± 212; the disc's square
        // 150 ± 300 × (radius + 1) / 800 (139…147), plus the 3-pixel margin.
        let turned = AffineTransform(translationX: 150, y: 150).rotated(by: Double.pi / 4)
            .translatedBy(x: -150, y: -150)
        let command = DrawCommand.image(
            name: "knob-face", size: Size(width: 300, height: 300), transform: turned, alpha: 1)
        let square = try #require(DrawCommandBounds(scale: 1, images: images).bounds(of: command))
        let box = try #require(DrawCommandBounds(scale: 1).bounds(of: command))
        #expect(box.width > 424 && box.width <= 432)
        #expect(square.width >= 284 && square.width <= 302 && square.height == square.width)
    }

    /// Also as the window draws (prepared images, bounds that know how far a round image's visible pixels reach).
    @Test("every pixel a command paints, drawn alone by Cairo, lies inside its bounds", arguments: [false, true])
    func conservative(asTheWindowDraws: Bool) throws {
        let renderer = DisplayListRenderer(
            images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages()),
            preparesImages: asTheWindowDraws)
        let commands: [DrawCommand] = [
            .text(
                "Inspector · [ ] choose", position: Point(x: 40, y: 60), size: 15, color: .ink, alignment: .left,
                bold: true),
            .text("possible", position: Point(x: 300, y: 90), size: 12, color: .ink, alignment: .right, bold: false),
            .text("Wg", position: Point(x: 150, y: 150), size: 31, color: .ink, alignment: .center, bold: false),
            .polyline(
                [Point(x: 20, y: 200), Point(x: 90, y: 170), Point(x: 30, y: 120)], color: .ink, width: 7.5,
                closed: true),
            .circle(center: Point(x: 250.3, y: 180.6), radius: 30.2, fill: .white, stroke: .ink, lineWidth: 3),
            .rectangle(
                Rect(x: 10, y: 10, width: 80, height: 30), transform: AffineTransform(rotationAngle: 0.4), fill: .ink,
                stroke: .white, lineWidth: 5, cornerRadius: 8),
            .image(
                name: "knob-face", size: Size(width: 120, height: 120),
                transform: AffineTransform(translationX: 200.5, y: 20.25).rotated(by: 0.7), alpha: 1),
            .backdrop(
                TextBackdrop(
                    ["Close, but refused twice.", "Press C"], firstBaseline: Point(x: 380.4, y: 200.7), lineHeight: 20,
                    size: 15, alignment: .right, bold: true)),
        ]
        for scale in [1.0, 1.5, 2.0] {
            let bounds = DrawCommandBounds(scale: scale, images: asTheWindowDraws ? renderer.images : nil)
            for command in commands {
                let canvas = try #require(ImageCanvas(width: Int(400 * scale), height: Int(260 * scale)))
                var list = DisplayList()
                list.add(command)
                canvas.draw(list, with: renderer, scale: scale)
                let reach = try #require(bounds.bounds(of: command))
                var outside = 0
                var inside = 0
                let pixels = UnsafeRawBufferPointer(canvas.bytes)
                for y in 0..<canvas.height {
                    for x in 0..<canvas.width
                    where pixels.load(fromByteOffset: y * canvas.bytesPerRow + x * 4, as: UInt32.self) != 0 {
                        if reach.contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                            inside += 1
                        } else {
                            outside += 1
                        }
                    }
                }
                #expect(inside > 0, "\(command) at \(scale) painted something")
                #expect(outside == 0, "\(command) at \(scale) painted \(outside) pixels outside \(reach)")
            }
        }
    }
}
