import DisplayScaling
import GestureEngine
import Testing
import X11Platform

@Suite("HiDPI: the desktop's scale, finger-sized targets, input in points")
struct DisplayScaleTests {
    @Test("Xft.dpi is read from the resource database text as xrdb -query prints it; comments and junk are skipped")
    func resourceDatabase() {
        let text =
            "! set by the settings daemon\nXft.antialias:\t1\nXft.dpi:\t192\nnot a resource line\n*background: #fff\n"
        let database = ResourceDatabase(text: text)
        #expect(database.xftDPI == 192)
        #expect(database.values["*background"] == "#fff")
        #expect(ResourceDatabase(text: "Xft.dpi: 96\nXft.dpi:   144.0  ").xftDPI == 144, "the later line wins")
        #expect(ResourceDatabase(text: "Xft.dpi: ninety-six").xftDPI == nil)
        #expect(ResourceDatabase(text: "Xft.dpi: 0").xftDPI == nil)
        #expect(ResourceDatabase(text: "").xftDPI == nil)
    }

    @Test("the order: --scale, GESTURELAB_SCALE, GDK_SCALE, Xft.dpi ÷ 96, else 1")
    func resolutionOrder() {
        let everything = ["GESTURELAB_SCALE": "1.5", "GDK_SCALE": "2"]
        #expect(
            DisplayScale.resolve(option: 1.25, environment: everything, xftDPI: 288).description
                == "1.25× (from --scale)")
        #expect(
            DisplayScale.resolve(option: nil, environment: everything, xftDPI: 288).description
                == "1.5× (from GESTURELAB_SCALE)")
        #expect(
            DisplayScale.resolve(option: nil, environment: ["GDK_SCALE": "2"], xftDPI: 288).description
                == "2.0× (from GDK_SCALE)")
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: 288).description == "3.0× (from Xft.dpi)")
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: nil).description == "1.0× (from default)")
    }

    @Test("fractional desktop scales: 120 dpi is 1.25, 144 dpi is 1.5, 192 dpi is 2 (96 dpi is 1)")
    func fractional() {
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: 120).factor == 1.25)
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: 144).factor == 1.5)
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: 192).factor == 2)
        let scale = DisplayScale.resolve(option: 1.25, environment: [:], xftDPI: nil)
        #expect(scale.devicePixels(1024) == 1280 && scale.devicePixels(720) == 900)
    }

    @Test("an unusable environment value is skipped and reported, and the next setting decides")
    func badEnvironment() {
        let scale = DisplayScale.resolve(
            option: nil, environment: ["GESTURELAB_SCALE": "big", "GDK_SCALE": "40"], xftDPI: 144)
        #expect(scale.factor == 1.5 && scale.source == .xftDPI)
        #expect(scale.ignored.count == 2)
        #expect(scale.ignored.first?.contains("GESTURELAB_SCALE=big") == true)
    }

    @Test("only a scale from the desktop follows the desktop")
    func followsDesktop() {
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: 192).followsDesktop)
        #expect(DisplayScale.resolve(option: nil, environment: [:], xftDPI: nil).followsDesktop)
        #expect(!DisplayScale.resolve(option: 2, environment: [:], xftDPI: nil).followsDesktop)
        #expect(!DisplayScale.resolve(option: nil, environment: ["GDK_SCALE": "2"], xftDPI: nil).followsDesktop)
    }

    @Test("touch targets: 44 points without a physical size; 9 mm where the monitor reports one")
    func touchTargets() {
        #expect(TouchTargetSize.points(pixelsPerMillimetre: nil, scale: 2) == 44)
        // A 27-inch 4K monitor: 3840 px across 597 mm. 9 mm is 9 × 3840 / 597 pixels.
        let uhd = 3840.0 / 597.0
        #expect(abs(TouchTargetSize.points(pixelsPerMillimetre: uhd, scale: 1) - 9 * uhd) < 1e-9)
        // At scale 2 those pixels are half as many points, under 44: the 44-point floor holds.
        #expect(TouchTargetSize.points(pixelsPerMillimetre: uhd, scale: 2) == 44)
        // A 96-dpi monitor: 9 mm is 34 px, under 44 points.
        #expect(TouchTargetSize.points(pixelsPerMillimetre: 96 / 25.4, scale: 1) == 44)
    }

    @Test("a monitor's density from XRandR's sizes; a missing or aspect-ratio-only size gives none")
    func density() throws {
        let density = try #require(PhysicalScreenSize.density(pixels: (3840, 2160), millimetres: (597, 336)))
        #expect(abs(density - (3840.0 / 597 + 2160.0 / 336) / 2) < 1e-9)
        #expect(PhysicalScreenSize.density(pixels: (1280, 800), millimetres: (0, 0)) == nil, "Xvfb reports 0 mm")
        #expect(PhysicalScreenSize.density(pixels: (1920, 1080), millimetres: (16, 9)) == nil, "an aspect ratio")
        #expect(
            PhysicalScreenSize.density(pixels: (1080, 1920), millimetres: (597, 336)) == nil, "rotated, not swapped")
    }

    @Test("input arrives in device pixels and reaches the app in points; keys and wheel clicks are unchanged")
    func inputInPoints() {
        let pointer = InputEvent.Kind.pointer(PointerSample(action: .press, location: Point(x: 200, y: 100)))
        #expect(pointer.inPoints(scale: 2) == .pointer(PointerSample(action: .press, location: Point(x: 100, y: 50))))
        let touch = InputEvent.Kind.touches([TouchSample(id: 3, phase: .moved, location: Point(x: 150, y: 75))])
        #expect(
            touch.inPoints(scale: 1.5) == .touches([TouchSample(id: 3, phase: .moved, location: Point(x: 100, y: 50))]))
        let pinch = InputEvent.Kind.touchpad(
            TouchpadGesture(
                kind: .pinch, phase: .changed, fingerCount: 2, location: Point(x: 40, y: 20), delta: Point(x: 4, y: 2),
                scale: 1.5, rotationDelta: 0.1))
        #expect(
            pinch.inPoints(scale: 2)
                == .touchpad(
                    TouchpadGesture(
                        kind: .pinch, phase: .changed, fingerCount: 2, location: Point(x: 20, y: 10),
                        delta: Point(x: 2, y: 1), scale: 1.5, rotationDelta: 0.1)))
        let wheel = InputEvent.Kind.scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 20, y: 20)))
        #expect(
            wheel.inPoints(scale: 2) == .scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 10, y: 10))))
        #expect(
            InputEvent.Kind.resize(Size(width: 2048, height: 1440)).inPoints(scale: 2)
                == .resize(Size(width: 1024, height: 720)))
        let key = InputEvent.Kind.key(KeySample(key: "F11", isPress: true, modifiers: []))
        #expect(key.inPoints(scale: 2) == key)
    }
}
