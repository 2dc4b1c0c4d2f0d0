import Foundation
import GestureEngine
import Testing

@Suite("Hostile input: numbers no screen can produce")
struct HostileInputTests {
    @Test("a point with NaN, infinite or huge coordinates prints instead of trapping")
    func pointDescription() {
        #expect(Point(x: .nan, y: 1).description == "(nan, 1)")
        #expect(Point(x: .infinity, y: -.infinity).description == "(inf, -inf)")
        #expect(Point(x: 1e300, y: 2.5).description == "(1e+300, 2.5)")
        #expect(Size(width: .nan, height: 3).description == "nan×3")
    }

    @Test("touches beginning at NaN, ∞ or 1e300 are ignored; a lift at such a place still lifts the finger")
    func touches() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        bench.window.addGestureRecognizer(pan)
        for (id, bad) in [(1, Point(x: .nan, y: 1)), (2, Point(x: 1e300, y: 0)), (3, Point(x: 0, y: -.infinity))] {
            bench.driver.down(id, at: bad)
        }
        #expect(bench.window.activeTouches.isEmpty)
        bench.driver.down(4, at: Point(x: 10, y: 10))
        bench.driver.move(4, to: Point(x: 1e300, y: 10))
        bench.driver.move(4, to: Point(x: 40, y: 10))
        bench.driver.up(4, at: Point(x: .nan, y: .nan))
        #expect(bench.window.activeTouches.isEmpty)
        #expect(pan.translation(in: nil) == .zero && pan.state == .possible)
        #expect(bench.log.story == "pan: possible → began; pan: began → ended")
    }

    @Test("a resize to 0, negative, NaN or 1e300 is ignored; the window keeps its size")
    func resizes() {
        let bench = Bench()
        for size in [
            Size(width: 0, height: 10), Size(width: -5, height: 10), Size(width: .nan, height: 10),
            Size(width: 1e300, height: 1e300),
        ] {
            bench.driver.send(InputEvent(time: bench.driver.now, .resize(size)))
        }
        #expect(bench.window.size == Size(width: 400, height: 400))
    }

    @Test("a touchpad pinch with scale 0, negative or NaN, or a huge turn, changes nothing")
    func touchpad() {
        let bench = Bench()
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        bench.window.addGestureRecognizer(pinch)
        bench.window.addGestureRecognizer(rotation)
        let at = Point(x: 100, y: 100)
        bench.driver.touchpad(TouchpadGesture(kind: .pinch, phase: .began, fingerCount: 2, location: at))
        for scale in [0, -1, Double.nan, 1e300] {
            bench.driver.touchpad(
                TouchpadGesture(kind: .pinch, phase: .changed, fingerCount: 2, location: at, scale: scale))
        }
        bench.driver.touchpad(
            TouchpadGesture(kind: .pinch, phase: .changed, fingerCount: 2, location: at, rotationDelta: 1e300))
        #expect(pinch.scale == 1 && rotation.rotation == 0)
        bench.driver.touchpad(TouchpadGesture(kind: .pinch, phase: .ended, fingerCount: 2, location: at))
        bench.driver.wait(1)
        #expect(pinch.state == .possible && rotation.state == .possible)
    }

    @Test("a finger sent twice in one event (began and moved, moved and ended) is handled as moments in order")
    func sameFingerTwiceInOneEvent() {
        let bench = Bench()
        bench.addView("box", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: Point(x: 10, y: 10)),
            TouchSample(id: 1, phase: .moved, location: Point(x: 12, y: 10)),
        ])
        bench.driver.touches([
            TouchSample(id: 1, phase: .moved, location: Point(x: 14, y: 10)),
            TouchSample(id: 1, phase: .ended, location: Point(x: 14, y: 10)),
        ])
        #expect(
            bench.log.story
                == "box touchesBegan 1; box touchesMoved 1; box touchesMoved 1; box touchesEnded 1")
        #expect(bench.window.activeTouches.isEmpty)
    }

    @Test("a mouse release at a NaN location still releases the mouse's finger")
    func garbledRelease() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        bench.window.addGestureRecognizer(pan)
        bench.driver.pointer(.press, at: Point(x: 10, y: 10))
        bench.driver.pointer(.motion, at: Point(x: 60, y: 10))
        bench.driver.pointer(.release, at: Point(x: .nan, y: 10))
        #expect(bench.window.activeTouches.isEmpty)
        #expect(bench.log.story == "pan: possible → began; pan: began → ended")
    }

    @Test("a touchpad pinch beginning while the Ctrl+wheel pinch is under way cancels the first for its recognizers")
    func overlappingTouchpadGestures() {
        let bench = Bench()
        let pinch = PinchGestureRecognizer(name: "pinch")
        bench.window.addGestureRecognizer(pinch)
        bench.driver.send(
            InputEvent(
                time: 0,
                .scroll(ScrollSample(delta: Point(x: 0, y: -1), location: Point(x: 50, y: 50), modifiers: .control))))
        #expect(pinch.state == .began)
        bench.driver.touchpad(
            TouchpadGesture(kind: .pinch, phase: .began, fingerCount: 2, location: Point(x: 50, y: 50)))
        bench.driver.wait(5)
        #expect(pinch.state == .possible)
        #expect(bench.log.story.hasPrefix("pinch: possible → began; pinch: began → cancelled"))
    }
}
