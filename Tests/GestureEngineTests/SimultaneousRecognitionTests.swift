import GestureEngine
import GestureLabTestSupport
import Testing

@Suite("Simultaneous recognition and prevention")
struct SimultaneousRecognitionTests {
    /// A monkey with pan, pinch and rotation, as in the tutorial.
    private func monkey(simultaneous: Bool) -> (
        Bench, PanGestureRecognizer, PinchGestureRecognizer, RotationGestureRecognizer
    ) {
        let bench = Bench()
        let monkey = bench.addView("monkey", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let pan = PanGestureRecognizer(name: "pan")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = simultaneous
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = delegate
            monkey.addGestureRecognizer(recognizer)
        }
        bench.keepAlive(delegate)  // recognizers hold their delegate weakly
        return (bench, pan, pinch, rotation)
    }

    /// Two fingers that move right, spread apart and turn, in ten steps.
    private func twoFingerTwist(_ bench: Bench) {
        let center = Point(x: 200, y: 200)
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: pointOnCircle(center: center, radius: 40, degrees: 180)),
            TouchSample(id: 2, phase: .began, location: pointOnCircle(center: center, radius: 40, degrees: 0)),
        ])
        for step in 1...10 {
            bench.driver.wait(0.016)
            let moved = center + Point(x: Double(step) * 3, y: 0)
            let radius = 40 + Double(step) * 4
            let turn = Double(step) * 3
            bench.driver.touches([
                TouchSample(
                    id: 1, phase: .moved, location: pointOnCircle(center: moved, radius: radius, degrees: 180 + turn)),
                TouchSample(
                    id: 2, phase: .moved, location: pointOnCircle(center: moved, radius: radius, degrees: turn)),
            ])
        }
        bench.driver.touches([
            TouchSample(id: 1, phase: .ended, location: bench.window.activeTouches[1]!.locationInWindow),
            TouchSample(id: 2, phase: .ended, location: bench.window.activeTouches[2]!.locationInWindow),
        ])
    }

    @Test("with a delegate, pan, pinch and rotation recognize at the same time")
    func allThreeAtOnce() {
        let (bench, pan, pinch, rotation) = monkey(simultaneous: true)
        var final: (translation: Point, scale: Double, rotation: Double)?
        pan.addTarget { pan in
            if pan.state == .ended { final = (pan.translation(in: nil), pinch.scale, rotation.rotation) }
        }
        twoFingerTwist(bench)
        #expect(
            bench.log.story
                == "monkey touchesBegan 1; monkey touchesBegan 2; "
                + "pinch: possible → began; monkey touchesCancelled 1; monkey touchesCancelled 2; pinch: began → changed; "
                + "rotation: possible → began; rotation: began → changed; pan: possible → began; pan: began → changed; "
                + "pan: changed → ended; pinch: changed → ended; rotation: changed → ended")
        let result = try! #require(final)
        #expect(abs(result.translation.x - 30) < 0.01 && abs(result.translation.y) < 0.01)
        #expect(abs(result.scale - 80.0 / 40.0) < 0.01)
        #expect(abs(result.rotation - radians(fromDegrees: 30)) < 0.01)
    }

    @Test(
        "without a delegate, the first to begin (the pinch: 8 px of spread before 10 px of travel or 4° of turn) prevents the others"
    )
    func firstPreventsOthers() {
        let (bench, _, _, _) = monkey(simultaneous: false)
        twoFingerTwist(bench)
        #expect(
            bench.log.story
                == "monkey touchesBegan 1; monkey touchesBegan 2; "
                + "pinch: possible → began; monkey touchesCancelled 1; monkey touchesCancelled 2; "
                + "pan: possible → failed; rotation: possible → failed; pinch: began → changed; pinch: changed → ended"
        )
    }

    @Test("recognizers on different views with different fingers do not prevent each other")
    func separateViewsRecognizeTogether() {
        let bench = Bench()
        let left = bench.addView("left", frame: Rect(x: 0, y: 0, width: 150, height: 400))
        let right = bench.addView("right", frame: Rect(x: 250, y: 0, width: 150, height: 400))
        let leftPan = PanGestureRecognizer(name: "leftPan")
        let rightPan = PanGestureRecognizer(name: "rightPan")
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: Point(x: 50, y: 50)),
            TouchSample(id: 2, phase: .began, location: Point(x: 300, y: 50)),
        ])
        bench.driver.wait(0.016)
        bench.driver.touches([
            TouchSample(id: 1, phase: .moved, location: Point(x: 50, y: 80)),
            TouchSample(id: 2, phase: .moved, location: Point(x: 300, y: 80)),
        ])
        #expect(
            bench.log.story
                == "left touchesBegan 1; right touchesBegan 2; leftPan: possible → began; left touchesCancelled 1; "
                + "rightPan: possible → began; right touchesCancelled 2")
    }
}
