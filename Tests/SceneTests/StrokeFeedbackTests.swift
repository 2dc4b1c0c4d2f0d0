import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

@Suite("What a stroke looks like on screen: inked as it goes, refused strokes fading with the reason")
struct StrokeFeedbackTests {
    /// Every drawing command, groups opened.
    private func commands(_ list: [DrawCommand]) -> [DrawCommand] {
        list.flatMap { command -> [DrawCommand] in
            if case .group(let inner, _) = command { return commands(inner) }
            return [command]
        }
    }

    private func yellowInk(on driver: AppDriver) -> Int {
        commands(driver.app.displayList().commands).filter {
            if case .polyline(_, let color, _, _) = $0 { return color == .pathYellow }
            return false
        }.count
    }

    private func texts(on driver: AppDriver) -> [String] {
        commands(driver.app.displayList().commands).compactMap {
            if case .text(let string, _, _, _, _, _) = $0 { return string }
            return nil
        }
    }

    /// A ">" whose straight legs go down at 67.5° either side of the apex: they open at 135°, past the limit of
    /// 110°, and nothing else is wrong with it.
    private func wideChevron(from start: Point, leg: Double = 100) -> [Point] {
        let angle = 67.5 * Double.pi / 180
        let apex = start + Point(x: cos(angle), y: sin(angle)) * leg
        let end = apex + Point(x: -cos(angle), y: sin(angle)) * leg
        return (0...30).map { start + (apex - start) * (Double($0) / 30) }
            + (1...30).map { apex + (end - apex) * (Double($0) / 30) }
    }

    @Test("a chevron is inked as it is drawn; refused, it fades out in red with the reason, gone after 1.2 s")
    func chevronRefused() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        let stroke = wideChevron(from: Point(x: 400, y: 150))
        #expect(yellowInk(on: driver) == 0)
        driver.down(1, stroke[0])
        for point in stroke[1...20] {
            driver.wait(0.016)
            driver.move(1, point)
        }
        #expect(scene.isInking)
        #expect(yellowInk(on: driver) > 0)
        for point in stroke[21...] {
            driver.wait(0.016)
            driver.move(1, point)
        }
        driver.up(1, stroke[stroke.count - 1])
        #expect(!scene.isInking)
        #expect(yellowInk(on: driver) == 0)
        let state = try driver.state.sceneState(of: ChevronScene.self)
        #expect(!state.photoLibraryOpen)
        #expect(state.lastFailure == "legs too close or too far apart")
        #expect(texts(on: driver).contains("Not a chevron: legs too close or too far apart"))
        driver.wait(0.6)
        #expect(scene.refused.shown.map { $0.alpha > 0 && $0.alpha < 1 } == true, "half way, half faded")
        driver.wait(0.7)
        #expect(scene.refused.shown == nil)
        #expect(!texts(on: driver).contains { $0.hasPrefix("Not a chevron") })
    }

    /// The refusal's words as drawn, and how far they reach either side of the window, measured with the font the
    /// window draws them in.
    private func refusalReach(on driver: AppDriver, prefix: String) throws -> (left: Double, right: Double) {
        let command = try #require(
            commands(driver.app.displayList().commands).first {
                if case .text(let string, _, _, _, _, _) = $0 { return string.hasPrefix(prefix) }
                return false
            })
        guard case .text(let words, let position, let size, _, let alignment, let bold) = command else {
            throw CancellationError()
        }
        #expect(alignment == .center)
        let width = TextMeasurer(scale: 1).extents(of: words, size: size, bold: bold).advance
        return (position.x - width / 2, position.x + width / 2)
    }

    @Test("a refusal's reason shows whole however near the window's edge the stroke ends")
    func refusalInsideTheWindow() throws {
        // A circle going round 1.9 times beside the left edge, and one beside the right edge: refused as going round
        // more than once, the stroke ending 60 px from the edge, where the reason centred on it would run off.
        let size = Size(width: 1000, height: 760)
        for centerX in [60.0, 940.0] {
            let driver = AppDriver(scene: .circles, size: size)
            let path = (0...190).map { index -> Point in
                let angle = -Double.pi / 2 + 2 * Double.pi * 1.9 * Double(index) / 190
                return Point(x: centerX + 50 * cos(angle), y: 400 + 50 * sin(angle))
            }
            driver.drag(path, interval: 0.01)
            let reach = try refusalReach(on: driver, prefix: "Not a circle")
            #expect(reach.left >= 0 && reach.right <= size.width, "\(reach) at \(centerX)")
        }
        // A chevron opened too wide, ending 30 px from the right edge.
        let driver = AppDriver(scene: .chevron, size: size)
        driver.drag(wideChevron(from: Point(x: 962, y: 150), leg: 80))
        let reach = try refusalReach(on: driver, prefix: "Not a chevron")
        #expect(reach.left >= 0 && reach.right <= size.width, "\(reach)")
    }

    @Test("the next stroke takes a fading refusal away; an accepted chevron clears the last failure")
    func nextStroke() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        driver.drag(wideChevron(from: Point(x: 400, y: 150)))
        #expect(scene.refused.shown != nil)
        let chevron = [
            Point(x: 300, y: 200), Point(x: 340, y: 225), Point(x: 380, y: 250), Point(x: 340, y: 275),
            Point(x: 300, y: 300),
        ]
        driver.down(1, chevron[0])
        #expect(scene.refused.shown == nil)
        for point in chevron.dropFirst() {
            driver.wait(0.016)
            driver.move(1, point)
        }
        driver.up(1, chevron[chevron.count - 1])
        let state = try driver.state.sceneState(of: ChevronScene.self)
        #expect(state.photoLibraryOpen)
        #expect(state.lastFailure == nil)
    }

    @Test("a stroke begun in a gallery box, and a tap, are neither inked nor explained")
    func galleryAndTaps() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        let z = scene.zBox.convert(scene.zBox.bounds.center, to: nil)
        let stroke = wideChevron(from: z + Point(x: -20, y: -50), leg: 60)
        driver.down(1, stroke[0])
        for point in stroke.dropFirst() {
            driver.wait(0.016)
            driver.move(1, point)
        }
        #expect(!scene.isInking)
        driver.up(1, stroke[stroke.count - 1])
        driver.tap(Point(x: 600, y: 200))
        #expect(scene.refused.shown == nil)
        #expect(try driver.state.sceneState(of: ChevronScene.self).lastFailure == nil)
    }

    @Test("a square in the circle game fades out in red with its reason, as the tutorial's failed circle does")
    func circleRefused() throws {
        let driver = AppDriver(scene: .circles)
        let scene = driver.app.scene as! CircleGameScene
        let corners = [
            Point(x: 300, y: 250), Point(x: 460, y: 250), Point(x: 460, y: 410), Point(x: 300, y: 410),
            Point(x: 300, y: 250),
        ]
        var square: [Point] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<16 { square.append(from + (to - from) * (Double(step) / 16)) }
        }
        driver.drag(square)
        #expect(texts(on: driver).contains("Not a circle: has straight sides"))
        // Drawn where the finger lifted, in the window: the last point of the path, 16 points higher.
        let last = try #require(scene.refused.shown?.points.last)
        #expect(abs(last.x - square[square.count - 1].x) < 1e-9 && abs(last.y - square[square.count - 1].y) < 1e-9)
        driver.wait(1.3)
        #expect(scene.refused.shown == nil)
    }

    /// The box a refused stroke's words take, as `RefusedStroke.wordsPosition` estimates it: their letters at the
    /// generous width, their backdrop's padding, from above the baseline to below it.
    private func wordsBox(_ words: String, at baseline: Point) -> Rect {
        let size = RefusedStroke.wordsSize
        let width = Double(words.count) * size * TextWrapping.characterWidth(bold: true) + size * 0.8
        return Rect(x: baseline.x - width / 2, y: baseline.y - size - 4, width: width, height: size + 12)
    }

    @Test("the reason goes clear of the pictures and their names: a square ending under the moon's name")
    func reasonClearOfPictures() throws {
        let driver = AppDriver(scene: .circles)
        let scene = driver.app.scene as! CircleGameScene
        let moon = try #require(scene.targets.first { $0.name == "moon" }).frameInWindow
        let named = { (target: CircleTargetView) in
            Rect(
                origin: target.frameInWindow.origin,
                size: Size(
                    width: target.frameInWindow.width,
                    height: target.frameInWindow.height + CircleGameLayout.nameRoom))
        }
        // Ends 10 points under the moon's name: 16 points above the end, the words would cover the name.
        let end = Point(x: moon.midX, y: moon.maxY + CircleGameLayout.nameRoom + 10)
        let corners = [end, end + Point(x: 120, y: 0), end + Point(x: 120, y: 120), end + Point(x: 0, y: 120), end]
        var square: [Point] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<16 { square.append(from + (to - from) * (Double(step) / 16)) }
        }
        square.append(end)
        driver.drag(square)
        let shown = try #require(scene.refused.shown)
        let words = wordsBox(shown.words, at: shown.position)
        for target in scene.targets {
            #expect(!named(target).intersects(words), "\(shown.words) at \(words) over \(target.name)")
        }
        #expect(shown.position.distance(to: end) < 200, "still near where the finger lifted")
        #expect(!RefusedStroke.denselySampled(square).contains { words.contains($0) }, "nor over the square itself")
    }

    @Test("the reason is not written over the stroke it explains: a line down to the right has it clear of its ink")
    func reasonClearOfTheStroke() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        // Straight down to the right: 16 points above its end, the words would lie across its last stretch.
        let line = (0...30).map { Point(x: 150 + Double($0) * 5, y: 250 + Double($0) * 3) }
        driver.drag(line)
        let shown = try #require(scene.refused.shown)
        #expect(shown.words.hasPrefix("Not a chevron"))
        let words = wordsBox(shown.words, at: shown.position)
        let ink = RefusedStroke.denselySampled(shown.points)
        #expect(!ink.contains { words.contains($0) }, "\(words) over the stroke")
    }

    @Test("a stroke is sampled at most 4 points apart to find its ink; a huge or broken one stays cheap and whole")
    func denseSampling() {
        let dense = RefusedStroke.denselySampled([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 3)])
        #expect(zip(dense, dense.dropFirst()).allSatisfy { $0.0.distance(to: $0.1) <= 4 + 1e-9 })
        #expect(dense.first == Point(x: 0, y: 0) && dense.last == Point(x: 100, y: 3))
        let huge = RefusedStroke.denselySampled([Point(x: 0, y: 0), Point(x: 1e9, y: 0), Point(x: 0, y: 1e9)])
        #expect(huge.count < 4100)
        let broken = [Point(x: 0, y: 0), Point(x: .infinity, y: 0)]
        #expect(RefusedStroke.denselySampled(broken).count == 2)
    }

    /// Every text on screen starting with `prefix` lies inside a backdrop drawn before it: the ink of its letters as
    /// the window's font draws them, with the ink's top and bottom, inside the box the renderer would fill.
    private func expectBackdrops(on driver: AppDriver, prefix: String) {
        let all = commands(driver.app.displayList().commands)
        let measurer = TextMeasurer(scale: 1)
        var found = 0
        for (index, command) in all.enumerated() {
            guard case .text(let words, let position, let size, _, let alignment, let bold) = command,
                words.hasPrefix(prefix)
            else { continue }
            found += 1
            let ink = measurer.extents(of: words, size: size, bold: bold)
            let start =
                switch alignment {
                case .left: position.x
                case .center: position.x - ink.advance / 2
                case .right: position.x - ink.advance
                }
            let inked = Rect(
                x: start + ink.bearingX, y: position.y + ink.bearingY, width: ink.width, height: ink.height)
            let covered = all[..<index].contains {
                guard case .backdrop(let backdrop) = $0, backdrop.fill.alpha >= 0.8,
                    let rect = backdrop.box(advance: { measurer.extents(of: $0, size: size, bold: bold).advance })?
                        .rect
                else { return false }
                return rect.minX <= inked.minX && rect.maxX >= inked.maxX && rect.minY <= inked.minY
                    && rect.maxY >= inked.maxY
            }
            #expect(covered, "\(words) at \(inked)")
        }
        #expect(found > 0, "no text starting \(prefix)")
    }

    @Test("a refusal's reason and the offer to teach lie on a white backdrop, legible over a picture and the stroke")
    func wordsOnABackdrop() throws {
        // Two strokes round the heart at 0.78 of a turn, ending on the picture's right: each refused as not closed,
        // close enough for the second to bring the offer to teach.
        let driver = AppDriver(scene: .circles, size: Size(width: 1200, height: 760))
        let scene = driver.app.scene as! CircleGameScene
        let heart = try #require(scene.targets.first { $0.name == "heart" })
        let center = heart.convert(heart.bounds.center, to: nil)
        for _ in 0..<2 {
            let arc = (0...60).map { index -> Point in
                let angle = -Double.pi / 2 - 2 * Double.pi * 0.78 * Double(index) / 60
                return center + Point(x: 90 * cos(angle), y: 90 * sin(angle))
            }
            driver.drag(arc, interval: 0.01)
        }
        expectBackdrops(on: driver, prefix: "Not a circle")
        expectBackdrops(on: driver, prefix: "Close, but")
    }
}
