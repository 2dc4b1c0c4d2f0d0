import GestureEngine
import Testing

@Suite("Recognizers describe themselves for inspectors")
struct InspectorFactsTests {
    @Test("a pinch that doubles the span between two fingers reports scale 2 and how much its view is scaled")
    func pinchFacts() throws {
        let bench = Bench()
        let photo = bench.addView("photo", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pinch = PinchGestureRecognizer(name: "pinch")
        photo.addGestureRecognizer(pinch)
        let center = Point(x: 200, y: 200)
        bench.driver.touches([
            TouchSample(id: 1, phase: .began, location: center - Point(x: 50, y: 0)),
            TouchSample(id: 2, phase: .began, location: center + Point(x: 50, y: 0)),
        ])
        for step in 1...10 {
            bench.driver.wait(0.016)
            let half = 50 + Double(step) * 5  // the span grows from 100 px to 200 px
            bench.driver.touches([
                TouchSample(id: 1, phase: .moved, location: center - Point(x: half, y: 0)),
                TouchSample(id: 2, phase: .moved, location: center + Point(x: half, y: 0)),
            ])
        }
        let facts = pinch.inspectorFacts
        let scale = try #require(facts.fact(named: "scale")).text
        #expect(scale.hasPrefix("scale 2, velocity "), "\(scale)")
        #expect(facts.fact(named: "viewScale")?.text == "photo scaled ×1 in all", "the handler applies no scale here")
        #expect(facts.overlays.isEmpty)
    }

    @Test("a pan reports its velocity and draws it as a line from the finger while the finger is down")
    func panFacts() throws {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        bench.window.addGestureRecognizer(pan)
        bench.driver.touches([TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100))])
        for step in 1...10 {
            bench.driver.wait(0.01)
            bench.driver.move(1, to: Point(x: 100 + Double(step) * 5, y: 100))  // 5 px per 10 ms = 500 px/s
        }
        let facts = pan.inspectorFacts
        #expect(facts.fact(named: "velocity") != nil)
        guard case .line(let from, let to) = try #require(facts.overlays.first) else {
            Issue.record("expected a velocity line, got \(facts.overlays)")
            return
        }
        #expect(from == Point(x: 150, y: 100))
        #expect(abs(to.x - (150 + 500 * 0.15)) < 1, "0.15 s ahead at 500 px/s: \(to)")
        #expect(abs(to.y - 100) < 1e-6)
        bench.driver.touches([TouchSample(id: 1, phase: .ended, location: Point(x: 150, y: 100))])
        #expect(pan.inspectorFacts.overlays.isEmpty, "no line once the finger is up")
    }

    @Test("numbers show at most two decimals, whole ones none; a non-finite one shows as it is")
    func numbers() {
        #expect(InspectorFacts.number(1.25) == "1.25")
        #expect(InspectorFacts.number(1.004) == "1")
        #expect(InspectorFacts.number(-3) == "-3")
        #expect(InspectorFacts.number(2.5) == "2.5")
        #expect(InspectorFacts.number(.infinity) == "inf")
    }

    @Test("a rejection is the line the inspector shows and the reason a report reads")
    func rejection() {
        var facts = InspectorFacts()
        #expect(facts.rejection == nil)
        facts.addRejection("went up")
        #expect(facts.rejection == "went up")
        #expect(facts.fact(named: "lastRejected")?.text == "last rejected: went up")
    }

    @Test("a recognizer that says nothing about itself reports no facts")
    func baseReportsNothing() {
        let facts = ManualRecognizer(name: "manual").inspectorFacts
        #expect(facts.facts.isEmpty && facts.overlays.isEmpty)
    }
}
