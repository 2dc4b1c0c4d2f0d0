import CX11
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes
import X11Platform

@Suite("Window conventions: the Latin-1 title, the icon's pixels, F11 and finger-sized tabs")
struct WindowConventionTests {
    @Test("WM_NAME is Latin-1: Latin-1 letters stay single bytes, a dash outside Latin-1 becomes '-'")
    func latin1Title() {
        #expect(Latin1Title.bytes(of: "GestureLab — Monkey & Banana") == Array("GestureLab - Monkey & Banana".utf8))
        #expect(Latin1Title.bytes(of: "Café") == [0x43, 0x61, 0x66, 0xE9])
        #expect(Latin1Title.bytes(of: "→ 🐒") == [0x2D, 0x3E, 0x20, 0x3F])
    }

    @Test("_NET_WM_ICON pixels are straight (not premultiplied) ARGB")
    func unpremultiply() {
        // Half-transparent pure red, premultiplied by Cairo: alpha 0x80, red 0x80 → straight red 0xFF.
        #expect(WindowIcon.unpremultiplied(0x8080_0000) == 0x80FF_0000)
        #expect(WindowIcon.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
        #expect(WindowIcon.unpremultiplied(0x0000_0000) == 0)
    }

    @Test("the icon property holds each size as width, height and width × height pixels, scaled from the PNG")
    func iconSizes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
        let cairo = try #require(cairo_create(surface))
        cairo_set_source_rgba(cairo, 0, 0, 1, 0.5)  // half-transparent blue everywhere
        cairo_paint(cairo)
        cairo_destroy(cairo)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let values = try #require(WindowIcon.propertyValues(pngPath: path, sizes: [16, 32]))
        #expect(values.count == 2 + 16 * 16 + 2 + 32 * 32)
        #expect(Array(values[0..<2]) == [16, 16])
        #expect(Array(values[258..<260]) == [32, 32])
        let pixel = UInt32(values[2 + 8 * 16 + 8])
        #expect(pixel >> 24 >= 0x7F && pixel >> 24 <= 0x80, "alpha one half: \(String(pixel, radix: 16))")
        #expect(pixel & 0xFF >= 0xFD, "blue at full strength once unpremultiplied: \(String(pixel, radix: 16))")
        #expect(WindowIcon.propertyValues(pngPath: "/nonexistent/icon.png") == nil)
    }

    @Test("F11 asks the platform for full screen and is not passed to the scene")
    func f11() {
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock())
        var requests = 0
        app.onRequest = { if $0 == .toggleFullscreen { requests += 1 } }
        app.send(InputEvent(time: 0, .key(KeySample(key: "F11", isPress: true, modifiers: []))))
        app.send(InputEvent(time: 0.1, .key(KeySample(key: "F11", isPress: false, modifiers: []))))
        #expect(requests == 1, "one press, one request; the release does nothing")
        #expect(HintStrip.appKeys(sceneCount: 4).allSatisfy { $0.contains("F11") })
    }

    @Test("the tab bar is at least the screen's minimum touch target tall, and the scene area shrinks to match")
    func tabBarTarget() {
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock())
        #expect(app.tabBar.frame.height == AppLayout.tabBarHeight, "64 points already exceed 44")
        app.minimumTargetSize = 80
        #expect(app.tabBar.frame.height == 80)
        #expect(app.tabBar.frame.maxY == 720)
        #expect(app.sceneArea.maxY == 720 - 80)
    }

    @Test("the circle game's fit button is at least 44 points tall, and as tall as the screen's minimum target")
    func fitButtonTarget() throws {
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock(), scene: .circles)
        let scene = try #require(app.scene as? CircleGameScene)
        #expect(scene.fitToggle.frame.height >= 44)
        app.minimumTargetSize = 70
        #expect(scene.fitToggle.frame.height == 70)
    }
}
