import GestureEngine
import GestureLabTestSupport

/// The touch sequences the engine tests play again and again, named for what a hand does, so each test reads as its
/// story: `driver.twoFingersDown(a, b)`, `driver.doubleTap(at: p)`.
extension VirtualTouchDriver {
    /// Two fingers (1 and 2) landing in the same event.
    func twoFingersDown(_ first: Point, _ second: Point) {
        touches([
            TouchSample(id: 1, phase: .began, location: first), TouchSample(id: 2, phase: .began, location: second),
        ])
    }

    /// Fingers 1 and 2 moving in the same event.
    func twoFingersMove(_ first: Point, _ second: Point) {
        touches([
            TouchSample(id: 1, phase: .moved, location: first), TouchSample(id: 2, phase: .moved, location: second),
        ])
    }

    /// Fingers 1 and 2 lifting in the same event.
    func twoFingersUp(_ first: Point, _ second: Point) {
        touches([
            TouchSample(id: 1, phase: .ended, location: first), TouchSample(id: 2, phase: .ended, location: second),
        ])
    }

    /// Two fingers tapping together: down, held `holding` seconds, up where they landed.
    func twoFingerTap(_ first: Point, _ second: Point, holding: TimeInterval = 0.05) {
        twoFingersDown(first, second)
        wait(holding)
        twoFingersUp(first, second)
    }

    /// Two taps `gap` seconds apart (a hand's quick double tap), the second at `second`, else where the first was.
    func doubleTap(at first: Point, then second: Point? = nil, gap: TimeInterval = 0.1) {
        tap(at: first)
        wait(gap)
        tap(at: second ?? first)
    }

    /// Moves finger `id` once a step, `interval` seconds after the step before: to `place(step)` for each step.
    func move(_ id: Int, steps: ClosedRange<Int>, every interval: TimeInterval, to place: (Double) -> Point) {
        for step in steps {
            wait(interval)
            move(id, to: place(Double(step)))
        }
    }

    /// Finger 1 held at `center` while finger 2, `radius` away, turns about it from 0°, `radiansPerStep` every 10 ms.
    func turnSecondFinger(around center: Point, radius: Double = 150, steps: Int, radiansPerStep: Double) {
        twoFingersDown(center, pointOnCircle(center: center, radius: radius, degrees: 0))
        move(2, steps: 1...steps, every: 0.01) {
            pointOnCircle(center: center, radius: radius, degrees: degrees(fromRadians: radiansPerStep * $0))
        }
    }
}

extension TapGestureRecognizer {
    /// A tap recognizer that wants `taps` taps of `fingers` fingers.
    convenience init(name: String, taps: Int, fingers: Int = 1) {
        self.init(name: name)
        numberOfTapsRequired = taps
        numberOfTouchesRequired = fingers
    }
}

extension Bench {
    /// Puts `recognizer` on the window and returns it.
    @discardableResult
    func onWindow<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> Recognizer {
        window.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// A logging view named `name`, 400 × 400 at the window's origin (the whole default window), carrying `recognizers`.
    func box(_ name: String = "box", carrying recognizers: GestureRecognizer...) -> RecordingView {
        let view = addView(name, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return view
    }
}
