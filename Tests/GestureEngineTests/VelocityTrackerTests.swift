import Foundation
import GestureEngine
import Testing

@Suite("Velocity estimation")
struct VelocityTrackerTests {
    private func track(_ samples: [(ms: Double, x: Double)]) -> Double {
        var tracker = VelocityTracker()
        for sample in samples { tracker.add(Point(x: sample.x, y: 0), at: sample.ms / 1000) }
        return tracker.velocity.x
    }

    @Test("steady motion at 1000 px/s reads 1000 px/s")
    func steady() {
        let velocity = track((0..<10).map { (Double($0) * 16, Double($0) * 16) })
        #expect(abs(velocity - 1000) < 1)
    }

    @Test("accelerating motion reads close to the latest speed, not the average of the whole stroke")
    func accelerating() {
        // x = 2000·t² (t in s): speed 4000·t, so 1200 px/s at 300 ms; the stroke's average is 600 px/s.
        // A line fitted over the last 100 ms gives the speed at its middle (1000 px/s): it lags by 50 ms.
        let samples = (0...30).map { index -> (ms: Double, x: Double) in
            let t = Double(index) * 0.01
            return (t * 1000, 2000 * t * t)
        }
        let velocity = track(samples)
        #expect(velocity > 950 && velocity < 1250)
    }

    @Test("bursty timestamps (1 ms steps beside 30 ms gaps) still give the true speed")
    func bursty() {
        // True speed 500 px/s; events arrive in pairs 1 ms apart every 31 ms.
        var samples: [(ms: Double, x: Double)] = []
        var t = 0.0
        for _ in 0..<6 {
            samples.append((t, t * 0.5))
            samples.append((t + 1, (t + 1) * 0.5))
            t += 31
        }
        let velocity = track(samples)
        #expect(abs(velocity - 500) < 25)
        // The naive last-pair estimate would also be 500 here; jitter in the pair is where it breaks:
        samples[samples.count - 1].x += 3  // 3 px of noise over 1 ms is 3000 px/s to a naive estimator
        #expect(abs(track(samples) - 500) < 60)
    }

    @Test("a quick fling of two or three samples is not zero")
    func quickFling() {
        #expect(track([(0, 0), (10, 20)]) > 1500)
        #expect(track([(0, 0), (8, 15), (16, 32)]) > 1500)
    }

    @Test("a pause before release reads zero: the lift's time counts, not its position (Android, Flutter)")
    func pauseBeforeRelease() {
        var tracker = VelocityTracker()
        for index in 0..<10 { tracker.add(Point(x: Double(index) * 16, y: 0), at: Double(index) * 0.016) }
        tracker.lift(at: 0.144 + 0.2)  // the finger stopped at 144 ms and lifted 200 ms later
        #expect(tracker.velocity == .zero)
        var quick = VelocityTracker()
        for index in 0..<10 { quick.add(Point(x: Double(index) * 16, y: 0), at: Double(index) * 0.016) }
        quick.lift(at: 0.144 + 0.01)  // lifted 10 ms after the last move: still a fling at 1000 px/s
        #expect(abs(quick.velocity.x - 1000) < 1)
    }

    @Test(
        "a finger accelerating at a constant rate reads its speed at the release exactly (x = 2000·t²: 1200 px/s at 0.3 s)"
    )
    func quadraticIsExact() {
        let velocity = track((0...30).map { (Double($0) * 10, 2000 * pow(Double($0) * 0.01, 2)) })
        #expect(abs(velocity - 1200) < 1e-6)
    }

    @Test("past its capacity the tracker keeps the newest samples: re-basing keeps the speed, time going back resets")
    func pastCapacity() {
        // 25 samples at 1000 px/s, more than the 20 kept: the oldest were replaced, in place.
        var tracker = VelocityTracker()
        for index in 0..<25 { tracker.add(Point(x: Double(index) * 16, y: 0), at: Double(index) * 0.016) }
        #expect(abs(tracker.velocity.x - 1000) < 1e-6)
        // Re-basing the position (a pan's setTranslation) moves every kept sample alike: the slope is unchanged.
        tracker.shift(by: Point(x: -5000, y: 300))
        #expect(abs(tracker.velocity.x - 1000) < 1e-6)
        #expect(abs(tracker.velocity.y) < 1e-6)
        // A sample from before the newest one starts over: one sample has no speed.
        tracker.add(Point(x: 0, y: 0), at: 0.1)
        #expect(tracker.velocity == .zero)
    }

    @Test("a capacity lowered while full keeps the newest samples (x = 2000·t²: 1000 px/s at 0.25 s, from 3 samples)")
    func capacityLowered() {
        // The finger rests at 0 until 0.21 s, then follows x = 2000·t² (samples every 10 ms, 25 in all).
        func x(_ t: Double) -> Double { t >= 0.215 ? 2000 * t * t : 0 }
        var tracker = VelocityTracker()
        for index in 0..<25 {
            let t = Double(index) * 0.01
            tracker.add(Point(x: x(t), y: 0), at: t)
        }
        tracker.capacity = 3
        tracker.add(Point(x: x(0.25), y: 0), at: 0.25)
        // Kept: 0.23, 0.24 and 0.25 s, all on the parabola, whose slope at 0.25 s is 4000 · 0.25. A resting sample
        // kept by mistake (within the 100 ms horizon) would pull the fit off it.
        #expect(abs(tracker.velocity.x - 1000) < 1e-6)
        tracker.add(Point(x: x(0.26), y: 0), at: 0.26)
        #expect(abs(tracker.velocity.x - 1040) < 1e-6)
    }

    @Test("the pan reports velocity in the view's coordinates")
    func panVelocityInView() {
        let bench = Bench()
        let view = bench.addView("card", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        var releaseVelocity: (window: Point, view: Point)?
        pan.addTarget { pan in
            if pan.state == .ended { releaseVelocity = (pan.velocity(in: nil), pan.velocity(in: view)) }
        }
        bench.driver.drag(along: (0..<8).map { Point(x: 100 + Double($0) * 8, y: 200) }, interval: 0.008)
        let velocity = try! #require(releaseVelocity)
        #expect(abs(velocity.window.x - 1000) < 1)
        #expect(abs(velocity.view.x - 500) < 1)
    }
}
