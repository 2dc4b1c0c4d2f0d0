import GestureEngine
import GestureLabTestSupport
import Testing

/// A view that checks the touch-delivery contract: each touch it hears begin ends or is cancelled exactly once,
/// and nothing arrives for a touch that never began or already finished.
private final class ContractView: View {
    var open: Set<Int> = []
    var violations: [String] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where !open.insert(touch.id).inserted {
            violations.append("\(name): touch \(touch.id) began twice")
        }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where !open.contains(touch.id) {
            violations.append("\(name): touch \(touch.id) moved without beginning")
        }
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { finish(touches, "ended") }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { finish(touches, "cancelled") }

    private func finish(_ touches: [Touch], _ how: String) {
        for touch in touches where open.remove(touch.id) == nil {
            violations.append("\(name): touch \(touch.id) \(how) without being open")
        }
    }
}

@Suite("Engine invariants under random input")
struct EngineInvariantTests {
    @Test(
        "random multi-finger input leaves no illegal transition, no stuck recognizer and a consistent view contract",
        arguments: 0..<60)
    func randomScenario(seed: Int) {
        var dice = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let bench = Bench()
        let views = (0..<3).map { index -> ContractView in
            let view = ContractView(
                name: "view\(index)",
                frame: Rect(x: Double(index) * 120, y: Double(index) * 80, width: 220, height: 220))
            if dice.chance(0.5) {
                view.transform = AffineTransform(rotationAngle: dice.double(-1...1)).scaledBy(
                    x: dice.double(0.7...1.5), y: dice.double(0.7...1.5))
            }
            bench.window.addSubview(view)
            return view
        }
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = dice.chance(0.5)
        var recognizers: [GestureRecognizer] = []
        for view in views {
            let tap = TapGestureRecognizer(name: "\(view.name)Tap")
            let double = TapGestureRecognizer(name: "\(view.name)Double")
            double.numberOfTapsRequired = 2
            let made: [GestureRecognizer] = [
                tap, double, PanGestureRecognizer(name: "\(view.name)Pan"),
                PinchGestureRecognizer(name: "\(view.name)Pinch"),
                RotationGestureRecognizer(name: "\(view.name)Rotation"),
                LongPressGestureRecognizer(name: "\(view.name)Press"),
                SwipeGestureRecognizer(name: "\(view.name)Swipe"),
            ]
            if dice.chance(0.7) { tap.require(toFail: double) }
            if dice.chance(0.5) { made[2].require(toFail: made[5]) }
            for recognizer in made {
                recognizer.delegate = dice.chance(0.5) ? delegate : nil
                recognizer.cancelsTouchesInView = dice.chance(0.7)
                recognizer.delaysTouchesBegan = dice.chance(0.2)
                recognizer.delaysTouchesEnded = dice.chance(0.8)
                view.addGestureRecognizer(recognizer)
            }
            recognizers += made
        }
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        edge.edges = .left
        bench.window.addGestureRecognizer(edge)
        recognizers.append(edge)

        var down: [Int: Point] = [:]
        var nextID = 1
        for _ in 0..<dice.int(5...40) {
            bench.driver.wait(dice.double(0...0.4))
            var samples: [TouchSample] = []
            if down.count < 3 && (down.isEmpty || dice.chance(0.3)) {
                let point = Point(x: dice.double(0...400), y: dice.double(0...400))
                down[nextID] = point
                samples.append(TouchSample(id: nextID, phase: .began, location: point))
                nextID += 1
            }
            for (id, point) in down.sorted(by: { $0.key < $1.key }) where !samples.contains(where: { $0.id == id }) {
                if dice.chance(0.15) {
                    samples.append(TouchSample(id: id, phase: dice.chance(0.8) ? .ended : .cancelled, location: point))
                    down[id] = nil
                } else if dice.chance(0.8) {
                    let moved = point + Point(x: dice.double(-30...30), y: dice.double(-30...30))
                    down[id] = moved
                    samples.append(TouchSample(id: id, phase: .moved, location: moved))
                }
            }
            if !samples.isEmpty { bench.driver.touches(samples) }
            if dice.chance(0.1) { recognizers[dice.int(0...recognizers.count - 1)].isEnabled.toggle() }
        }
        bench.driver.touches(
            down.sorted(by: { $0.key < $1.key }).map { TouchSample(id: $0.key, phase: .ended, location: $0.value) })
        for recognizer in recognizers { recognizer.isEnabled = true }
        bench.driver.wait(3)

        #expect(bench.illegal.isEmpty, "seed \(seed): \(bench.illegal)")
        #expect(
            recognizers.allSatisfy { $0.state == .possible },
            "seed \(seed): \(recognizers.filter { $0.state != .possible })")
        #expect(bench.window.participatingRecognizers.isEmpty, "seed \(seed): \(bench.window.participatingRecognizers)")
        #expect(bench.window.activeTouches.isEmpty)
        for view in views {
            #expect(view.violations.isEmpty, "seed \(seed): \(view.violations)")
            #expect(view.open.isEmpty, "seed \(seed): \(view.name) never heard the end of \(view.open.sorted())")
        }
    }
}
