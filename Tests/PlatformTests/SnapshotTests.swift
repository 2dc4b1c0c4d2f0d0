import CX11
import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@Suite("Snapshot rendering")
struct SnapshotTests {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets").path

    /// The RGB of one pixel of a PNG file.
    private func pixel(_ path: String, x: Int, y: Int) throws -> (Int, Int, Int) {
        let surface = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }

    @Test("the monkey scene renders at the asked size, with the monkey's pixels where the scene puts it")
    func monkeySnapshot() throws {
        let app = DemoApp(size: Size(width: 900, height: 640), clock: VirtualClock(), scene: .monkey)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("monkey-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGSnapshot.write(
            app.displayList(), width: 900, height: 640,
            renderer: DisplayListRenderer(images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages())),
            to: path)
        let surface = try #require(cairo_image_surface_create_from_png(path))
        #expect(cairo_image_surface_get_width(surface) == 900 && cairo_image_surface_get_height(surface) == 640)
        cairo_surface_destroy(surface)
        let monkey = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        // 40 px below the monkey's centre is its tan muzzle; 80 px to the left is a brown ear.
        let face = try pixel(path, x: Int(monkey.x), y: Int(monkey.y) + 40)
        #expect(face.0 > 200 && face.1 > 170 && face.2 > 120 && face.2 < 190, "tan face \(face)")
        let ear = try pixel(path, x: Int(monkey.x) - 80, y: Int(monkey.y) - 5)
        #expect(ear.0 > 110 && ear.0 < 160 && ear.1 < 110 && ear.2 < 80, "brown \(ear)")
        // Far from the monkey and the banana: the background (Cairo rounds colours, so allow ±2).
        let background = try pixel(path, x: 40, y: 300)
        #expect(abs(background.0 - 0xF4) <= 2 && abs(background.1 - 0xEF) <= 2 && abs(background.2 - 0xE6) <= 2)
    }

    @Test("a moved monkey is drawn where it moved")
    func movedMonkey() throws {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 900, height: 640), clock: clock, scene: .monkey)
        let start = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        for (phase, dx) in [(TouchPhase.began, 0.0), (.moved, 100), (.moved, 200), (.ended, 200)] {
            app.send(
                InputEvent(
                    time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: start + Point(x: dx, y: 60))])
                ))
            clock.advance(by: 1)
        }
        let moved = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        #expect(abs(moved.x - start.x - 200) < 1e-6 && abs(moved.y - start.y) < 1e-6)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moved-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGSnapshot.write(
            app.displayList(), width: 900, height: 640,
            renderer: DisplayListRenderer(images: try ImageLibrary(directory: assets, names: DemoApp.requiredImages())),
            to: path)
        let face = try pixel(path, x: Int(moved.x), y: Int(moved.y) + 40)
        #expect(face.0 > 200 && face.1 > 170, "tan face at the new place \(face)")
        let old = try pixel(path, x: Int(start.x) - 40, y: Int(start.y) + 40)
        #expect(abs(old.0 - 0xF4) <= 2, "background where the monkey was \(old)")
    }

    @Test("a missing asset is an error naming its path")
    func missingAsset() {
        #expect {
            _ = try ImageLibrary(directory: "/nonexistent/assets", names: DemoApp.requiredImages())
        } throws: { error in
            "\(error)" == "cannot load asset /nonexistent/assets/monkey.png: no such file"
        }
    }

    @Test("a file that is not a PNG is an error naming its path; one whose pixels fail to decode is not drawn")
    func brokenAssets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-assets-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hello".utf8).write(to: folder.appendingPathComponent("text.png"))
        #expect {
            _ = try ImageLibrary(directory: folder.path, names: ["text"])
        } throws: { error in
            "\(error)" == "cannot load asset \(folder.path)/text.png: not a PNG file"
        }
        // A real PNG's signature and IHDR (a 4 × 3 image, as the PNG specification lays them out), then nothing.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0]
        try Data(signature + header).write(to: folder.appendingPathComponent("cut.png"))
        let images = try ImageLibrary(directory: folder.path, names: ["cut"])
        #expect(images.size(of: "cut")! == (width: 4, height: 3))
        #expect(images.surface(named: "cut") == nil)
        #expect(images.surface(named: "cut") == nil)  // asked again: not decoded (nor reported) again
    }
}
