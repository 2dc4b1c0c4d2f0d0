import GestureEngine
import Testing

@Suite("Pan, swipe, screen-edge pan and the pointer adapter")
struct PanSwipeEdgeTests {
    @Test("the pan's translation stays continuous when a second finger joins and leaves")
    func fingerJoinsAndLeaves() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.move(1, to: Point(x: 120, y: 100))  // began at +20
        bench.driver.down(2, at: Point(x: 300, y: 300))  // the centre jumps by (90, 100): the translation must not
        bench.driver.touches([
            TouchSample(id: 1, phase: .moved, location: Point(x: 130, y: 100)),
            TouchSample(id: 2, phase: .moved, location: Point(x: 310, y: 300)),
        ])
        bench.driver.up(1)
        bench.driver.move(2, to: Point(x: 315, y: 300))
        bench.driver.up(2)
        #expect(translations == [Point(x: 20, y: 0), Point(x: 30, y: 0), Point(x: 35, y: 0), Point(x: 35, y: 0)])
        #expect(bench.log.story == "pan: possible → began; pan: began → changed; pan: changed → ended")
    }

    @Test("setTranslation re-bases the translation in the given view's coordinates")
    func setTranslation() {
        let bench = Bench()
        let card = bench.box("card")
        card.transform = AffineTransform(scaleX: 2, y: 2)
        let pan = PanGestureRecognizer(name: "pan")
        card.addGestureRecognizer(pan)
        var applied = Point.zero
        pan.addTarget { pan in
            applied += pan.translation(in: card)
            pan.setTranslation(.zero, in: card)
        }
        bench.driver.drag(along: [Point(x: 100, y: 100), Point(x: 120, y: 100), Point(x: 160, y: 140)])
        #expect(applied == Point(x: 30, y: 20), "60×40 window pixels are 30×20 in a view scaled by 2")
    }

    @Test("a pan with a maximum of one finger waits while two are down, then ignores a second one once under way")
    func maximumTouches() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        pan.maximumNumberOfTouches = 1
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.down(2, at: Point(x: 200, y: 100))
        bench.driver.move(2, to: Point(x: 250, y: 100))
        bench.driver.move(1, to: Point(x: 100, y: 130))
        #expect(pan.numberOfTouches == 2 && pan.state == .possible)
        bench.driver.up(2)
        bench.driver.move(1, to: Point(x: 100, y: 160))
        #expect(pan.state == .began && pan.translation(in: nil) == Point(x: 0, y: 30))
        bench.driver.down(3, at: Point(x: 300, y: 300))
        bench.driver.move(3, to: Point(x: 350, y: 300))
        #expect(pan.numberOfTouches == 1 && pan.translation(in: nil) == Point(x: 0, y: 30))
    }

    @Test("a swipe needs distance, speed and direction")
    func swipe() {
        let bench = Bench()
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipeLeft"))
        swipe.direction = .left
        let fastLeft = (0...6).map { Point(x: 300 - Double($0) * 15, y: 200) }
        bench.driver.drag(along: fastLeft, interval: 0.02)
        #expect(bench.log.story == "swipeLeft: possible → ended")
        bench.log.clear()
        bench.driver.drag(along: (0...6).map { Point(x: 100 + Double($0) * 15, y: 200) }, interval: 0.02)
        #expect(bench.log.story == "swipeLeft: possible → failed", "wrong direction")
        bench.log.clear()
        bench.driver.drag(along: (0...12).map { Point(x: 300 - Double($0) * 3, y: 200) }, interval: 0.04)
        #expect(bench.log.story == "swipeLeft: possible → failed", "too slow: 75 px/s")
        bench.log.clear()
        bench.driver.drag(
            along: (0...6).map { Point(x: 300 - Double($0) * 15, y: 200 + Double($0) * 12) }, interval: 0.02)
        #expect(bench.log.story == "swipeLeft: possible → failed", "too diagonal")
    }

    @Test("a screen-edge pan begins only from its edge and moving away from it")
    func screenEdge() {
        let bench = Bench()
        let edgePan = bench.onWindow(ScreenEdgePanGestureRecognizer(name: "edgePan"))
        edgePan.edges = .left
        bench.driver.drag(along: [Point(x: 5, y: 200), Point(x: 30, y: 200), Point(x: 60, y: 200)])
        #expect(bench.log.story == "edgePan: possible → began; edgePan: began → changed; edgePan: changed → ended")
        bench.log.clear()
        bench.driver.drag(along: [Point(x: 100, y: 200), Point(x: 130, y: 200)])
        #expect(bench.log.story == "edgePan: possible → failed", "not at the edge")
        bench.log.clear()
        bench.driver.drag(along: [Point(x: 395, y: 200), Point(x: 360, y: 200)])
        #expect(bench.log.story == "edgePan: possible → failed", "the right edge is not one of its edges")
    }

    @Test("the mouse is one finger; with Ctrl it makes two fingers mirrored about the view's centre")
    func pointerAdapter() {
        let bench = Bench()
        let photo = bench.addView("photo", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let pinch = PinchGestureRecognizer(name: "pinch")
        let pan = PanGestureRecognizer(name: "pan")
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(pan)
        bench.driver.pointer(.press, at: Point(x: 150, y: 200))
        bench.driver.pointer(.motion, at: Point(x: 180, y: 200))
        bench.driver.pointer(.release, at: Point(x: 180, y: 200))
        #expect(
            bench.log.story
                == "photo touchesBegan 1000001; pan: possible → began; photo touchesCancelled 1000001; "
                + "pinch: possible → failed; pan: began → ended")
        bench.log.clear()
        // Ctrl-drag from 50 px left of the centre (200,200) to 80 px left: the mirrored finger spreads too.
        bench.driver.pointer(.press, at: Point(x: 150, y: 200), modifiers: .control)
        #expect(bench.window.pointerAdapter.fingers[PointerTouchAdapter.secondaryTouchID] == Point(x: 250, y: 200))
        bench.driver.pointer(.motion, at: Point(x: 120, y: 200), modifiers: .control)
        #expect(abs(pinch.scale - 1.6) < 1e-9)
        bench.driver.pointer(.release, at: Point(x: 120, y: 200))
        #expect(
            bench.log.story
                == "photo touchesBegan 1000001; photo touchesBegan 1000002; pinch: possible → began; "
                + "photo touchesCancelled 1000001; photo touchesCancelled 1000002; pan: possible → failed; pinch: began → ended"
        )
        #expect(bench.window.pointerAdapter.fingers.isEmpty)
    }

    @Test("Ctrl + scroll wheel is a pinch that ends shortly after the last click")
    func controlScrollPinches() {
        let bench = Bench()
        let pinch = bench.onWindow(PinchGestureRecognizer(name: "pinch"))
        var scale = 1.0
        pinch.addTarget { scale = $0.scale }
        for _ in 0..<2 {
            bench.driver.send(
                InputEvent(
                    time: bench.driver.now,
                    .scroll(ScrollSample(delta: Point(x: 0, y: -1), location: Point(x: 50, y: 50), modifiers: .control))
                ))
            bench.driver.wait(0.05)
        }
        bench.driver.send(
            InputEvent(
                time: bench.driver.now, .scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 50, y: 50)))))
        #expect(abs(scale - 1.21) < 1e-9, "a plain scroll is no pinch")
        bench.driver.wait(0.5)
        #expect(bench.log.story == "pinch: possible → began; pinch: began → changed; pinch: changed → ended")
    }
}
