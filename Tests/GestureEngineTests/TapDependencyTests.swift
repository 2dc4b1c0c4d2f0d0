import GestureEngine
import Testing

@Suite("Taps and require(toFail:)")
struct TapDependencyTests {
    private func singleAndDoubleTap() -> (Bench, TapGestureRecognizer, TapGestureRecognizer) {
        let bench = Bench()
        let view = bench.addView("photo", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let single = TapGestureRecognizer(name: "singleTap")
        let double = TapGestureRecognizer(name: "doubleTap", taps: 2)
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        bench.logActions(of: single, double)
        return (bench, single, double)
    }

    @Test("a single tap waits for the double tap to fail, then fires after the timeout")
    func singleTapWaitsForDoubleTap() {
        let (bench, _, _) = singleAndDoubleTap()
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "photo touchesBegan 1; singleTap: waits for doubleTap to fail")
        bench.driver.wait(0.34)
        #expect(!bench.log.story.contains("action"), "nothing fires before the double-tap timeout")
        bench.driver.wait(0.02)
        #expect(
            bench.log.story
                == "photo touchesBegan 1; singleTap: waits for doubleTap to fail; doubleTap: possible → failed; "
                + "singleTap: possible → ended; photo touchesCancelled 1; singleTap action (ended)")
    }

    @Test("a double tap wins over the single tap")
    func doubleTapWins() {
        let (bench, single, double) = singleAndDoubleTap()
        bench.driver.doubleTap(at: Point(x: 50, y: 50), then: Point(x: 52, y: 51))
        #expect(
            bench.log.story
                == "photo touchesBegan 1; singleTap: waits for doubleTap to fail; photo touchesBegan 1; "
                + "doubleTap: possible → ended; photo touchesCancelled 1; photo touchesCancelled 1; "
                + "doubleTap action (ended); singleTap: possible → failed")
        bench.driver.wait(1)
        #expect(single.state == .possible && double.state == .possible)
        #expect(!bench.log.story.contains("singleTap action"))
    }

    @Test("the dependency is one-way: the double tap does not wait for the single tap")
    func dependencyIsOneWay() {
        let bench = Bench()
        let view = bench.addView("photo", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let first = TapGestureRecognizer(name: "first")
        let second = TapGestureRecognizer(name: "second")
        second.require(toFail: first)
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        first.require(toFail: second)  // would close a cycle: refused
        #expect(first.requiredToFail.isEmpty)
        #expect(second.requiredToFail.map(\.name) == ["first"])
        bench.driver.tap(at: Point(x: 10, y: 10))
        #expect(
            bench.log.story
                == "photo touchesBegan 1; first: possible → ended; photo touchesCancelled 1; second: possible → failed")
    }

    @Test("two taps too far apart are not a double tap")
    func doubleTapTooFarApart() {
        let (bench, _, _) = singleAndDoubleTap()
        bench.driver.doubleTap(at: Point(x: 20, y: 20), then: Point(x: 150, y: 150))
        // The second touch lands too far away: the double tap fails at once, the first tap is a single tap,
        // and the second touch starts a new single tap that again waits for the double tap.
        #expect(
            bench.log.story
                == "photo touchesBegan 1; singleTap: waits for doubleTap to fail; doubleTap: possible → failed; "
                + "singleTap: possible → ended; photo touchesCancelled 1; singleTap action (ended); photo touchesBegan 1; "
                + "singleTap: waits for doubleTap to fail")
        bench.driver.wait(0.4)
        #expect(
            bench.log.story.hasSuffix(
                "singleTap: waits for doubleTap to fail; doubleTap: possible → failed; singleTap: possible → ended; "
                    + "photo touchesCancelled 1; singleTap action (ended)"))
    }

    @Test("a tap fails when the finger moves more than the allowance, and a two-finger tap needs two fingers")
    func tapMovementAndFingers() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        let twoFingerTap = TapGestureRecognizer(name: "twoFingerTap")
        twoFingerTap.numberOfTouchesRequired = 2
        bench.window.addGestureRecognizer(tap)
        bench.window.addGestureRecognizer(twoFingerTap)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 16, y: 10), Point(x: 30, y: 10)])
        #expect(bench.log.story == "tap: possible → failed; twoFingerTap: possible → failed")
        bench.log.clear()
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100)),
            TouchSample(id: 2, phase: .began, location: Point(x: 140, y: 100)),
        ])
        bench.driver.wait(0.05)
        bench.driver.touches([
            TouchSample(id: 1, phase: .ended, location: Point(x: 100, y: 100)),
            TouchSample(id: 2, phase: .ended, location: Point(x: 140, y: 100)),
        ])
        #expect(bench.log.story == "tap: possible → failed; twoFingerTap: possible → ended")
    }

    @Test("a long press begins after its duration, changes as the finger moves and ends at lift")
    func longPress() {
        let bench = Bench()
        bench.onWindow(LongPressGestureRecognizer(name: "press"))
        bench.driver.down(at: Point(x: 100, y: 100))
        bench.driver.wait(0.49)
        #expect(bench.log.story == "")
        bench.driver.wait(0.02)
        bench.driver.move(to: Point(x: 130, y: 100))
        bench.driver.up()
        #expect(bench.log.story == "press: possible → began; press: began → changed; press: changed → ended")
        bench.log.clear()
        bench.driver.tap(at: Point(x: 10, y: 10))
        bench.driver.wait(1)
        #expect(bench.log.story == "press: possible → failed")
    }
}
