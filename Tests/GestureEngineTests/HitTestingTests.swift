import GestureEngine
import Testing

@Suite("Views: hit testing and coordinates through transforms")
struct HitTestingTests {
    @Test("hit testing follows a rotated and scaled view, not its untransformed frame")
    func rotatedAndScaled() {
        let bench = Bench()
        // A 100×100 square centred at (200, 200), turned 45° and doubled: a diamond reaching 141 px from its centre.
        let square = bench.addView("square", frame: Rect(x: 150, y: 150, width: 100, height: 100))
        square.transform = AffineTransform(rotationAngle: Double.pi / 4).scaledBy(x: 2, y: 2)
        #expect(bench.window.hitTest(Point(x: 200, y: 330)) === square, "inside the diamond's lower tip")
        #expect(bench.window.hitTest(Point(x: 330, y: 200)) === square, "inside the diamond's right tip")
        #expect(
            bench.window.hitTest(Point(x: 80, y: 80)) === bench.window, "outside the diamond, beyond its top-left edge")
        #expect(bench.window.hitTest(Point(x: 100, y: 100)) === bench.window)
        #expect(bench.window.hitTest(Point(x: 190, y: 190)) === square)
    }

    @Test("a nested view converts points through both transforms, and hidden or inert views are skipped")
    func nestedConversion() {
        let bench = Bench()
        let parent = bench.addView("parent", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        let child = bench.addView("child", frame: Rect(x: 0, y: 0, width: 50, height: 50), to: parent)
        // The parent's bounds origin (0,0) sits at centre (200,200) − 2×(100,100) = (0,0) in the window.
        #expect(parent.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 0))
        #expect(child.convert(Point(x: 50, y: 50), to: nil) == Point(x: 100, y: 100))
        #expect(child.convert(Point(x: 60, y: 60), from: nil) == Point(x: 30, y: 30))
        #expect(bench.window.hitTest(Point(x: 60, y: 60)) === child)
        child.isHidden = true
        #expect(bench.window.hitTest(Point(x: 60, y: 60)) === parent)
        parent.isUserInteractionEnabled = false
        #expect(bench.window.hitTest(Point(x: 60, y: 60)) === bench.window)
    }

    @Test("a view's frame in the window is the upright box around its bounds' corners, through its parents")
    func frameInWindow() {
        let bench = Bench()
        let parent = bench.addView("parent", frame: Rect(x: 100, y: 50, width: 300, height: 200))
        let child = bench.addView("child", frame: Rect(x: 10, y: 20, width: 40, height: 30), to: parent)
        // Untransformed: its bounds lie at its frame's origin plus its parent's.
        #expect(child.frameInWindow == Rect(x: 110, y: 70, width: 40, height: 30))
        // Turned a quarter about its centre (130, 85 in the window): 30 wide and 40 tall, about the same centre.
        child.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let turned = child.frameInWindow
        #expect(abs(turned.minX - 115) < 1e-9 && abs(turned.minY - 65) < 1e-9, "\(turned)")
        #expect(abs(turned.width - 30) < 1e-9 && abs(turned.height - 40) < 1e-9, "\(turned)")
    }

    @Test("a view keeps converting right as it moves between the window, another view and no window at all")
    func conversionAfterMoves() {
        let bench = Bench()
        let holder = bench.addView("holder", frame: Rect(x: 100, y: 0, width: 200, height: 200))
        let card = bench.addView("card", frame: Rect(x: 0, y: 0, width: 40, height: 40))
        // Right in the window: its bounds origin is its frame's origin.
        #expect(card.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 2))
        // Into the holder (at x 100): 100 further right.
        holder.addSubview(card)
        #expect(card.convert(Point(x: 1, y: 2), to: nil) == Point(x: 101, y: 2))
        // The holder doubled about its centre (200, 100): its bounds origin lands at (0, −100) in the window.
        holder.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(card.convert(Point(x: 1, y: 2), to: nil) == Point(x: 2, y: -96))
        // Out of every tree: through its own (untransformed) frame only.
        card.removeFromSuperview()
        #expect(card.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 2))
        // Back in the window, turned a quarter clockwise about its centre (20, 20): (1, 2), near its top-left corner,
        // goes to (38, 1), near the top-right one.
        bench.window.addSubview(card)
        card.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let turned = card.convert(Point(x: 1, y: 2), to: nil)
        #expect(abs(turned.x - 38) < 1e-9 && abs(turned.y - 1) < 1e-9)
        // Into the doubled holder, which then leaves the window: the card's tree ends at the holder, through whose
        // frame it still converts ((38, 1) in the holder → (38 − 100, 1 − 100) · 2 + (200, 100)).
        holder.addSubview(card)
        holder.removeFromSuperview()
        let detached = card.convert(Point(x: 1, y: 2), to: nil)
        #expect(abs(detached.x - 76) < 1e-9 && abs(detached.y + 98) < 1e-9)
    }

    @Test("a touch stays bound to the view it began on and reports locations in any view")
    func touchLocations() {
        let bench = Bench()
        let view = bench.addView("card", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        view.transform = AffineTransform(rotationAngle: Double.pi / 2)
        bench.driver.down(at: Point(x: 150, y: 110))
        let touch = try! #require(bench.window.activeTouches[1])
        #expect(touch.view === view)
        // Turned a quarter clockwise about (150,150): window (150,110) is 40 px above the centre → local (10, 50).
        let local = touch.location(in: view)
        #expect(abs(local.x - 10) < 1e-9 && abs(local.y - 50) < 1e-9)
        bench.driver.move(to: Point(x: 390, y: 390))
        #expect(touch.view === view, "the finger left the view but the touch still belongs to it")
        #expect(touch.previousLocation(in: nil) == Point(x: 150, y: 110))
    }

    @Test("recognizers of the hit view's ancestors receive the touch too")
    func ancestorsReceive() {
        let bench = Bench()
        let parent = bench.addView("parent", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = bench.addView("child", frame: Rect(x: 10, y: 10, width: 100, height: 100), to: parent)
        let parentTap = TapGestureRecognizer(name: "parentTap")
        let childPan = PanGestureRecognizer(name: "childPan")
        parent.addGestureRecognizer(parentTap)
        child.addGestureRecognizer(childPan)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(
            bench.log.story
                == "child touchesBegan 1; childPan: possible → failed; parentTap: possible → ended; child touchesCancelled 1"
        )
    }
}
