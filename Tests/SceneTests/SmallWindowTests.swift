import CairoRenderer
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// Every text command drawn, groups opened, with where and how large.
private func textCommands(_ list: [DrawCommand]) -> [(text: String, position: Point, size: Double, bold: Bool)] {
    list.flatMap { command -> [(text: String, position: Point, size: Double, bold: Bool)] in
        switch command {
        case .group(let inner, _): return textCommands(inner)
        case .text(let string, let position, let size, _, _, let bold): return [(string, position, size, bold)]
        default: return []
        }
    }
}

/// How wide a text is drawn, by the font the window draws it with.
private func drawnWidth(_ text: String, size: Double, bold: Bool) -> Double {
    TextMeasurer(scale: 1).extents(of: text, size: size, bold: bold).advance
}

@Suite("A small window: the hint whole or marked cut, labels inside their boxes, pictures clear of the buttons")
struct SmallWindowTests {
    @Test("a label shrinks in half points to fit its width, never above its size nor below the smallest")
    func fittingSize() {
        // "Monkey & Banana" is 15 characters, 0.7 em each in bold: 10.5 em. In 120 points, 11.4 points: 11.
        #expect(TextWrapping.fittingSize("Monkey & Banana", width: 120, preferred: 15, smallest: 10, bold: true) == 11)
        #expect(TextWrapping.fittingSize("Monkey & Banana", width: 500, preferred: 15, smallest: 10, bold: true) == 15)
        #expect(TextWrapping.fittingSize("Monkey & Banana", width: 20, preferred: 15, smallest: 10, bold: true) == 10)
        // 0.62 em regular: 9.3 em; in 120 points 12.9: 12.5.
        #expect(TextWrapping.fittingSize("Monkey & Banana", width: 120, preferred: 15, smallest: 10) == 12.5)
    }

    @Test("at 640 points wide every scene's hint shows whole; at 400 a cut hint ends in an ellipsis")
    func hintWhole() {
        for kind in SceneCatalog.tutorials.kinds {
            let hint = SceneCatalog.tutorials.scene(kind)!.info.hint
            let app = DemoApp(size: Size(width: 640, height: 480), clock: VirtualClock(), scene: kind)
            let strip = textCommands(app.displayList().commands).filter { $0.position.y < AppLayout.hintHeight }
            let words = hint.split(separator: " ").map(String.init)
            let shown = strip.flatMap { $0.text.split(separator: " ").map(String.init) }
            #expect(words.allSatisfy { shown.contains($0) }, "\(kind): \(strip.map(\.text))")
            let narrow = DemoApp(size: Size(width: 400, height: 300), clock: VirtualClock(), scene: kind)
            let lines = textCommands(narrow.displayList().commands).filter {
                $0.position.y < AppLayout.hintHeight - 10 && $0.position.x > 200
            }
            let shownNarrow = lines.flatMap { $0.text.split(separator: " ").map(String.init) }
            #expect(
                words.allSatisfy { shownNarrow.contains($0) } || lines.last?.text.hasSuffix("…") == true,
                "\(kind): \(lines.map(\.text))")
        }
    }

    @Test("down to 320 points wide the controls line is one of the knob's own, whole, and ends inside the window")
    func controlsLineInside() {
        let offered = HintStrip.controlsLines(
            mouse: KnobScene.info.mouse, sceneCount: SceneCatalog.tutorials.kinds.count)
        for width in [320.0, 400, 480] {
            let app = DemoApp(size: Size(width: width, height: 300), clock: VirtualClock(), scene: .knob)
            let line = textCommands(app.displayList().commands).first { offered.contains($0.text) }
            #expect(line != nil, "at \(width)")
            #expect(
                line.map { $0.position.x + drawnWidth($0.text, size: $0.size, bold: false) <= width - 4 } == true,
                "\(String(describing: line)) at \(width)")
        }
    }

    @Test("down to 320 × 240 every tab title and gallery word is whole or cut with an ellipsis, and stays in its box")
    func labelsCutToFit() {
        for size in [Size(width: 320, height: 240), Size(width: 400, height: 300), Size(width: 480, height: 360)] {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .chevron)
            let texts = textCommands(app.displayList().commands)
            let tabWidth = size.width / Double(SceneCatalog.tutorials.kinds.count)
            for (index, info) in SceneCatalog.tutorials.infos.enumerated() {
                let tab = Rect(x: tabWidth * Double(index), y: size.height - 70, width: tabWidth, height: 70)
                let title = texts.first { tab.contains($0.position) && !$0.text.hasPrefix("key ") }
                #expect(title.map { isWholeOrCut($0.text, of: info.title) } == true, "\(String(describing: title))")
                #expect(
                    title.map { drawnWidth($0.text, size: $0.size, bold: true) <= tabWidth - 8 } == true,
                    "\(info.title) at \(size)")
            }
            let scene = app.scene as! ChevronScene
            for box in [scene.zBox, scene.slideBox] {
                let frame = box.frameInWindow
                let inside = texts.filter { frame.contains($0.position) }
                #expect(inside.contains { isWholeOrCut($0.text, of: box.title) }, "\(box.title) at \(size)")
                for label in inside {
                    #expect(
                        drawnWidth(label.text, size: label.size, bold: label.bold) <= frame.width - 4,
                        "\(label.text) in \(frame.width) at \(size)")
                }
            }
        }
    }

    @Test("every tab's title is drawn at one size, from 320 to 1280 points wide; at 1024 at the full 15 points")
    func tabTitlesShareASize() {
        for width in [320.0, 400, 480, 640, 800, 1024, 1280] {
            let app = DemoApp(size: Size(width: width, height: 600), clock: VirtualClock(), scene: .monkey)
            let bar = app.tabBar.frameInWindow
            let titles = textCommands(app.displayList().commands).filter {
                bar.contains($0.position) && !$0.text.hasPrefix("key ")
            }
            #expect(titles.count == SceneCatalog.tutorials.kinds.count, "at \(width)")
            #expect(Set(titles.map(\.size)).count == 1, "sizes \(titles.map(\.size)) at \(width)")
            if width >= 1024 { #expect(titles.allSatisfy { $0.size == 15 }, "at \(width)") }
        }
    }

    @Test("the gallery's titles share one size, and so do its details; from 640 × 480 every title shows whole")
    func galleryWordsShareASize() {
        for size in WindowSizes.smallToLarge + [Size(width: 800, height: 600)] {
            let (app, scene) = demo(ChevronScene.self, .chevron, size)
            let texts = textCommands(app.displayList().commands)
            let boxes = [scene.zBox, scene.slideBox]
            let words = boxes.map { box in texts.filter { box.frameInWindow.contains($0.position) } }
            let titles = zip(boxes, words).flatMap { box, inside in
                inside.filter { $0.bold && box.title.contains(String($0.text.prefix(4))) }
            }
            let details = zip(boxes, words).flatMap { box, inside in
                inside.filter { isWholeOrCut($0.text, of: box.detail) }
            }
            #expect(Set(titles.map(\.size)).count == 1, "title sizes \(titles.map(\.size)) at \(size)")
            #expect(Set(details.map(\.size)).count <= 1, "detail sizes \(details.map(\.size)) at \(size)")
            for (box, inside) in zip(boxes, words) {
                let frame = box.frameInWindow
                for label in inside {
                    #expect(
                        drawnWidth(label.text, size: label.size, bold: label.bold) <= frame.width - 4,
                        "\(label.text) in \(frame.width) at \(size)")
                }
                guard size.width >= 640 else { continue }
                let shown = inside.filter(\.bold).map(\.text).joined(separator: " ")
                #expect(shown == box.title, "\(box.title) shown as \"\(shown)\" at \(size)")
            }
        }
    }

    @Test(
        "the photo library's photos lie between its title and closing line, apart, inside the scene; below the button")
    func photoLibraryFits() throws {
        let measurer = TextMeasurer(scale: 1)
        for size in WindowSizes.smallToLarge + [Size(width: 800, height: 600)] {
            let driver = AppDriver(scene: .chevron, size: size)
            let scene = driver.app.scene as! ChevronScene
            scene.setPanel(open: true)
            driver.wait(1)
            let panel = scene.panel.frameInWindow
            let area = driver.app.sceneArea
            #expect(isInside(panel, area), "the panel \(panel) in the scene \(area) at \(size)")
            let texts = textCommands(driver.app.displayList().commands).filter { panel.contains($0.position) }
            let title = try #require(texts.first { $0.text == "Photo Library" }, "at \(size)")
            let closing = try #require(texts.first { $0.text.hasPrefix("tap outside") }, "at \(size)")
            for line in [title, closing] {
                let width = measurer.extents(of: line.text, size: line.size, bold: line.bold).advance
                #expect(width <= panel.width - 8, "\"\(line.text)\" \(width) wide in \(panel.width) at \(size)")
            }
            let photos = scene.photos.map(\.frameInWindow)
            for (index, photo) in photos.enumerated() {
                #expect(isInside(photo, panel), "photo \(index + 1) \(photo) in \(panel) at \(size)")
                #expect(photo.minY > title.position.y + 2, "photo \(index + 1) under the title at \(size)")
                #expect(
                    photo.maxY < closing.position.y - closing.size,
                    "photo \(index + 1) over the closing line at \(size)")
                #expect(photo.width >= 20 && photo.height >= 10, "photo \(index + 1) \(photo.size) at \(size)")
                for other in photos[(index + 1)...] {
                    #expect(!photo.intersects(other), "photos \(photo) and \(other) overlap at \(size)")
                }
            }
            let button = scene.teaching.button.frameInWindow
            if size.width >= 640 {
                #expect(panel.minY >= button.maxY, "the panel \(panel) below the button \(button) at \(size)")
            } else if panel.intersects(button) {
                // Over the button, the panel takes its touches: a tap there keeps it open and teaches nothing.
                driver.tap(button.center)
                #expect(scene.isPanelOpen, "a tap on the panel over the button closed it at \(size)")
                #expect(!scene.teaching.button.isOn, "a tap on the panel over the button began teaching at \(size)")
            }
        }
    }

    @Test("the slide box's quadrant lines cross none of its words, from 320 × 240 to 1280 × 800")
    func quadrantLinesClearOfWords() {
        let measurer = TextMeasurer(scale: 1)
        for size in WindowSizes.smallToLarge {
            let (app, scene) = demo(ChevronScene.self, .chevron, size)
            let commands = app.displayList().commands
            let frame = scene.slideBox.frameInWindow
            let lines = allCommands(commands).compactMap { command -> (Point, Point)? in
                guard case .polyline(let points, _, _, false) = command, points.count == 2,
                    points.allSatisfy({ frame.contains($0) })
                else { return nil }
                return (points[0], points[1])
            }
            if frame.height >= 150 { #expect(lines.count == 2, "both quadrant lines at \(size)") }
            for label in textCommands(commands) where frame.contains(label.position) {
                let extents = measurer.extents(of: label.text, size: label.size, bold: label.bold)
                let inked = Rect(
                    x: label.position.x - extents.advance / 2 + extents.bearingX,
                    y: label.position.y + extents.bearingY,
                    width: extents.width, height: extents.height)
                for (start, end) in lines {
                    let crossing = (0...100).contains { step in
                        inked.contains(start + (end - start) * (Double(step) / 100))
                    }
                    #expect(!crossing, "a quadrant line crosses \"\(label.text)\" at \(size)")
                }
            }
        }
    }

    @Test("the monkey and the banana start whole inside the scene in a small window, and at their size in a large one")
    func monkeyFits() {
        for size in [Size(width: 320, height: 240), Size(width: 400, height: 300), Size(width: 640, height: 480)] {
            let (app, scene) = demo(MonkeyScene.self, .monkey, size)
            for image in [scene.monkey, scene.banana] {
                #expect(
                    isInside(image.frameInWindow, app.sceneArea), "\(image.name) \(image.frameInWindow) at \(size)")
            }
        }
        let large = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock(), scene: .monkey)
        let scene = large.scene as! MonkeyScene
        #expect(scene.monkey.bounds.size == Size(width: 200, height: 200))
        #expect(scene.banana.bounds.size == Size(width: 180, height: 180))
    }

    @Test("untouched, the monkey grows back when the window does; once dragged, a new size keeps it where it was put")
    func monkeyFollowsWindowUntilMoved() {
        let driver = AppDriver(scene: .monkey, size: Size(width: 320, height: 240))
        let scene = driver.app.scene as! MonkeyScene
        #expect(scene.monkey.bounds.width < 200)
        driver.send(.resize(Size(width: 1024, height: 720)))
        #expect(scene.monkey.bounds.size == Size(width: 200, height: 200))
        // Dragged 60 points left, slowly (no fling), then the window shrinks a little: size and place stay.
        let start = scene.monkey.frameInWindow.center
        driver.drag((0...30).map { start + Point(x: -2 * Double($0), y: 0) }, interval: 0.05)
        driver.wait(1)
        let placed = scene.monkey.center
        driver.send(.resize(Size(width: 1000, height: 700)))
        #expect(scene.monkey.bounds.size == Size(width: 200, height: 200))
        #expect(scene.monkey.center == placed)
    }

    @Test("the chevron's guide and its words keep clear of the teaching button and inside the scene")
    func guideClearOfButton() {
        for size in [Size(width: 400, height: 300), Size(width: 480, height: 360), Size(width: 640, height: 480)] {
            let (app, scene) = demo(ChevronScene.self, .chevron, size)
            let area = app.sceneArea
            let button = scene.teaching.button.frameInWindow
            let commands = app.displayList().commands
            let guide = guidePoints(commands)
            #expect(!guide.isEmpty, "a guide at \(size)")
            for point in guide {
                // The stroke is 14 points wide and the dot 9 in radius: 9 points around every corner.
                let reach = Rect(center: point, size: Size(width: 18, height: 18))
                #expect(!reach.intersects(button), "\(point) by the button \(button) at \(size)")
                #expect(area.contains(point), "\(point) in \(area) at \(size)")
            }
            if let words = textCommands(commands).first(where: { $0.text.hasPrefix("start at the dot") }) {
                let width = drawnWidth(words.text, size: words.size, bold: false)
                let box = Rect(x: words.position.x - width / 2, y: words.position.y - 14, width: width, height: 18)
                #expect(!box.intersects(button) && box.minX >= area.minX && box.maxX <= area.maxX, "\(box) at \(size)")
            }
        }
    }

    @Test("the knob and its readout fit the scene apart, the knob at least 88 points; at 1024 × 720 as designed")
    func knobFits() {
        for size in [Size(width: 400, height: 300), Size(width: 320, height: 240), Size(width: 640, height: 480)] {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .knob)
            let area = app.sceneArea
            let commands = app.displayList().commands
            // The readout: the white box with the bearing in it, 120 × 44.
            let readout = commands.compactMap { command -> Rect? in
                if case .rectangle(let rect, _, _, _, _, _) = command, rect.width == 120, rect.height == 44 {
                    return rect
                }
                return nil
            }.first
            #expect(
                readout.map { $0.minY >= area.minY && $0.maxY <= area.maxY } == true,
                "\(String(describing: readout)) in \(area)")
            let knob = (app.scene as! KnobScene).knob
            let face = knob.frameInWindow
            #expect(face.minY >= area.minY && face.maxY <= area.maxY, "\(face) in \(area)")
            #expect(readout.map { !$0.intersects(face) } == true, "the readout over the knob at \(size)")
            // Twice a finger's 44-point target: circled by a finger, a smaller knob is hidden under it.
            #expect(face.width >= 88, "a knob \(face.width) wide at \(size)")
        }
        // At the default size: 300 points wide, in the middle of the scene.
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock(), scene: .knob)
        let knob = (app.scene as! KnobScene).knob
        #expect(knob.bounds.width == 300)
        #expect(knob.center == Point(x: app.sceneArea.width / 2, y: app.sceneArea.height / 2))
    }

    @Test("the chevron's guide and its words keep above the gallery boxes; at 1024 × 720 the guide is as designed")
    func guideAboveGallery() throws {
        for size in [Size(width: 560, height: 420), Size(width: 640, height: 480), Size(width: 1024, height: 720)] {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .chevron)
            let scene = app.scene as! ChevronScene
            let boxesTop = scene.root.convert(
                Point(x: 0, y: min(scene.zBox.frame.minY, scene.slideBox.frame.minY)), to: nil
            ).y
            let words = try #require(
                textCommands(app.displayList().commands).first { $0.text.hasPrefix("start at the dot") })
            // The baseline, and the descenders under it, stay above the boxes.
            #expect(words.position.y + 4 <= boxesTop, "\(words.position) over boxes at \(boxesTop), \(size)")
        }
        // At the default size the guide's words lie where the design puts them: under a ">" centred at 0.36 of the
        // scene's height, as tall as 0.18 of it either way, 36 points below its lower end.
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock(), scene: .chevron)
        let area = app.sceneArea
        let words = try #require(
            textCommands(app.displayList().commands).first { $0.text.hasPrefix("start at the dot") })
        #expect(abs(words.position.y - (area.minY + area.height * 0.36 + min(area.height * 0.18, 110) + 36)) < 1e-9)
    }

    @Test("from 320 × 240 to 1280 × 800 the circle game's pictures keep clear of buttons, edges and each other")
    func picturesClearOfButtons() {
        for width in stride(from: 320.0, through: 1280, by: 80) {
            for height in stride(from: 240.0, through: 800, by: 40) {
                let app = DemoApp(size: Size(width: width, height: height), clock: VirtualClock(), scene: .circles)
                let game = app.scene as! CircleGameScene
                let area = app.sceneArea
                let buttons = [game.fitToggle.frame, game.teaching.button.frame]
                // A picture and, when shown, its name: the ring and the 14-point line under it.
                let covered = game.targets.map { target -> Rect in
                    let named = target.showsName
                    let width = named ? max(target.frame.width, 56) : target.frame.width
                    return Rect(
                        x: target.center.x - width / 2, y: target.frame.minY, width: width,
                        height: target.frame.height + (named ? 38 : 0))
                }
                let size = "\(width) × \(height)"
                for (target, box) in zip(game.targets, covered) {
                    #expect(
                        buttons.allSatisfy { !$0.intersects(target.frame) },
                        "\(target.name) at \(target.frame), \(size)")
                    // The message is written 24 points above the scene's bottom, 18 points tall.
                    #expect(box.minX >= 0 && box.maxX <= area.width, "\(target.name) \(box), \(size)")
                    #expect(box.minY >= 0 && box.maxY <= area.height - 24 - 14, "\(target.name) \(box), \(size)")
                    for other in covered where other != box { #expect(!other.intersects(box), "\(size)") }
                }
            }
        }
        let large = DemoApp(size: Size(width: 1024, height: 720), clock: VirtualClock(), scene: .circles)
        let area = large.sceneArea
        let designed: [(Double, Double)] = [(0.2, 0.35), (0.5, 0.3), (0.8, 0.35), (0.33, 0.72), (0.67, 0.72)]
        for (target, position) in zip((large.scene as! CircleGameScene).targets, designed) {
            #expect(target.center == Point(x: area.width * position.0, y: area.height * position.1))
            #expect(target.bounds.size == Size(width: 96, height: 96))
            #expect(target.showsName)
        }
    }

    @Test("at 560 × 420 and 640 × 480 the pictures keep their names and stay large enough to circle with a finger")
    func picturesLargeEnough() {
        for size in [Size(width: 560, height: 420), Size(width: 640, height: 480)] {
            let game = DemoApp(size: size, clock: VirtualClock(), scene: .circles).scene as! CircleGameScene
            for target in game.targets {
                // A fingertip is about 10 mm; a picture of 64 points (17 mm at 96 dpi) leaves room to circle it.
                #expect(target.bounds.width >= 64, "\(target.name) \(target.bounds.size) at \(size)")
                #expect(target.showsName)
            }
        }
    }
}

/// Every command drawn, groups opened.
private func allCommands(_ list: [DrawCommand]) -> [DrawCommand] {
    list.flatMap { command -> [DrawCommand] in
        if case .group(let inner, _) = command { return allCommands(inner) }
        return [command]
    }
}

/// True when `shown` is `whole`, or the start of it followed by "…".
private func isWholeOrCut(_ shown: String, of whole: String) -> Bool {
    shown == whole || (shown.hasSuffix("…") && whole.hasPrefix(String(shown.dropLast())))
}

/// The corners of the chevron's guide: the polyline in the guide's group.
private func guidePoints(_ list: [DrawCommand]) -> [Point] {
    for command in list {
        if case .group(let inner, _) = command {
            for drawn in inner {
                if case .polyline(let points, _, let width, _) = drawn, width == 14 { return points }
            }
        }
    }
    return []
}

/// The demo at `size` showing `kind`, and its scene as the type it is.
private func demo<Scene>(_ type: Scene.Type, _ kind: SceneKind, _ size: Size) -> (app: DemoApp, scene: Scene) {
    let app = DemoApp(size: size, clock: VirtualClock(), scene: kind)
    return (app, app.scene as! Scene)
}

/// True when `inner` lies wholly inside `outer`.
private func isInside(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
}
