import GestureEngine
import GestureLabTestSupport
import Testing

@Suite("Pinch, rotation and touchpad gestures")
struct TwoFingerTests {
    private func bench(with recognizer: GestureRecognizer) -> Bench {
        let bench = Bench()
        bench.window.addGestureRecognizer(recognizer)
        return bench
    }

    @Test("rotation sums small steps, so crossing ±π does not jump")
    func rotationAcrossPi() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let bench = bench(with: rotation)
        let center = Point(x: 200, y: 200)
        var seen: [Double] = []
        rotation.addTarget { seen.append($0.rotation) }
        // Finger 2 circles finger 1 from 170° to 190° (the angle crosses ±180° on the way).
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: center),
            TouchSample(id: 2, phase: .began, location: pointOnCircle(center: center, radius: 80, degrees: 170)),
        ])
        for degrees in stride(from: 172.0, through: 190, by: 2) {
            bench.driver.wait(0.016)
            bench.driver.move(2, to: pointOnCircle(center: center, radius: 80, degrees: degrees))
        }
        let final = try! #require(seen.last)
        #expect(abs(final - radians(fromDegrees: 20)) < 1e-9)
        let steps = zip(seen, seen.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 < radians(fromDegrees: 2.5) }, "no jump of 2π: \(seen)")
        #expect(bench.log.story == "rotation: possible → began; rotation: began → changed")
    }

    @Test("rotation keeps counting past a full turn")
    func rotationPastFullTurn() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let bench = bench(with: rotation)
        let center = Point(x: 200, y: 200)
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: center),
            TouchSample(id: 2, phase: .began, location: pointOnCircle(center: center, radius: 80, degrees: 0)),
        ])
        for degrees in stride(from: 10.0, through: 400, by: 10) {
            bench.driver.move(2, to: pointOnCircle(center: center, radius: 80, degrees: degrees))
        }
        #expect(abs(rotation.rotation - radians(fromDegrees: 400)) < 1e-9)
    }

    @Test("a pinch whose touches start at the same point never divides by zero")
    func pinchWithCoincidentTouches() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let bench = bench(with: pinch)
        var scales: [Double] = []
        pinch.addTarget { scales.append($0.scale) }
        let start = Point(x: 200, y: 200)
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: start),
            TouchSample(id: 2, phase: .began, location: start),
        ])
        bench.driver.touches([
            TouchSample(id: 1, phase: .moved, location: start),
            TouchSample(id: 2, phase: .moved, location: start),
        ])
        #expect(pinch.scale == 1 && pinch.state == .possible)
        for step in 1...6 {
            bench.driver.wait(0.016)
            bench.driver.touches([
                TouchSample(id: 1, phase: .moved, location: start - Point(x: Double(step) * 5, y: 0)),
                TouchSample(id: 2, phase: .moved, location: start + Point(x: Double(step) * 5, y: 0)),
            ])
        }
        #expect(scales.allSatisfy { $0.isFinite && $0 > 0 })
        // The baseline is the first span of at least 20 px; the fingers end 60 px apart.
        #expect(abs(pinch.scale - 3) < 1e-9)
        #expect(pinch.velocity.isFinite)
        #expect(bench.log.story == "pinch: possible → began; pinch: began → changed")
    }

    @Test("setting the scale to 1 re-bases it, as the tutorials do each time they apply it")
    func pinchRebase() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let bench = bench(with: pinch)
        var applied = 1.0
        pinch.addTarget { pinch in
            applied *= pinch.scale
            pinch.scale = 1
        }
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: Point(x: 150, y: 200)),
            TouchSample(id: 2, phase: .began, location: Point(x: 250, y: 200)),
        ])
        for step in 1...10 {
            bench.driver.touches([
                TouchSample(id: 1, phase: .moved, location: Point(x: 150 - Double(step) * 5, y: 200)),
                TouchSample(id: 2, phase: .moved, location: Point(x: 250 + Double(step) * 5, y: 200)),
            ])
        }
        #expect(abs(applied - 2) < 1e-9)
    }

    @Test("a touchpad pinch drives the pinch and rotation recognizers")
    func touchpadPinch() {
        let bench = Bench()
        let photo = bench.addView("photo", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        for recognizer in [pinch, rotation, tap] as [GestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        var scale = 0.0
        var angle = 0.0
        pinch.addTarget { scale = $0.scale }
        rotation.addTarget { angle = $0.rotation }
        let location = Point(x: 200, y: 200)
        func send(_ phase: TouchpadGesture.Phase, scale: Double, turn: Double = 0) {
            bench.driver.touchpad(
                TouchpadGesture(
                    kind: .pinch, phase: phase, fingerCount: 2, location: location, scale: scale, rotationDelta: turn))
            bench.driver.wait(0.01)
        }
        send(.began, scale: 1)
        send(.changed, scale: 1.2, turn: 0.05)
        send(.changed, scale: 1.5, turn: 0.05)
        send(.changed, scale: 9, turn: 0)  // a glitch: ignored
        send(.ended, scale: 1.5)
        #expect(abs(scale - 1.5) < 1e-9)
        #expect(abs(angle - 0.1) < 1e-9)
        #expect(
            bench.log.story
                == "pinch: possible → began; pinch: began → changed; rotation: possible → began; "
                + "pinch: changed → ended; rotation: began → ended")
    }

    @Test("a touchpad pinch outside any view with a pinch recognizer changes nothing")
    func touchpadPinchElsewhere() {
        let bench = Bench()
        let photo = bench.addView("photo", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        photo.addGestureRecognizer(PinchGestureRecognizer(name: "pinch"))
        bench.driver.touchpad(
            TouchpadGesture(kind: .pinch, phase: .began, fingerCount: 2, location: Point(x: 300, y: 300)))
        bench.driver.touchpad(
            TouchpadGesture(kind: .pinch, phase: .changed, fingerCount: 2, location: Point(x: 300, y: 300), scale: 1.4))
        #expect(bench.log.story == "")
    }

    @Test("a touchpad swipe drives the pan")
    func touchpadSwipe() {
        let pan = PanGestureRecognizer(name: "pan")
        let bench = bench(with: pan)
        var translation = Point.zero
        pan.addTarget { translation = $0.translation(in: nil) }
        for phase in [TouchpadGesture.Phase.began, .changed, .changed, .changed, .ended] {
            bench.driver.touchpad(
                TouchpadGesture(
                    kind: .swipe, phase: phase, fingerCount: 3, location: Point(x: 10, y: 10), delta: Point(x: 8, y: 1))
            )
            bench.driver.wait(0.01)
        }
        #expect(translation == Point(x: 24, y: 3))
        #expect(bench.log.story == "pan: possible → began; pan: began → changed; pan: changed → ended")
    }
}
