import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

/// With the inspector shown, the scene is laid out beside it: nothing a finger can touch is under the panel, and the
/// inspector's names for fingers stay in the scene.
@Suite("The inspector beside the scene")
struct InspectorLayoutTests {
    /// Every view of the scene a finger can reach (hidden ones are not), with its bounds in window coordinates (the
    /// box around its four corners, so a turned or scaled view counts with all it covers).
    private func viewsInWindow(_ view: View) -> [(name: String, rect: Rect)] {
        guard !view.isHidden else { return [] }
        let corners = [
            Point(x: view.bounds.minX, y: view.bounds.minY), Point(x: view.bounds.maxX, y: view.bounds.minY),
            Point(x: view.bounds.minX, y: view.bounds.maxY), Point(x: view.bounds.maxX, y: view.bounds.maxY),
        ].map { view.convert($0, to: nil) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let rect = Rect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return [(view.name, rect)] + view.subviews.flatMap(viewsInWindow)
    }

    private func texts(_ list: DisplayList) -> [(text: String, at: Point)] {
        list.flattenedCommands.compactMap { command in
            if case .text(let string, let at, _, _, _, _) = command { return (string, at) }
            return nil
        }
    }

    @Test(
        "no view of any scene lies under the inspector's column, at the usual sizes and after a resize",
        arguments: SceneCatalog.tutorials.kinds)
    func nothingUnderThePanel(scene: SceneKind) throws {
        let driver = AppDriver(scene: scene, size: Size(width: 1024, height: 720))
        let fullWidth = driver.app.sceneArea
        driver.key("i")
        // At 640 and 620 points the inspector is drawn smaller (320 and 300 points) so that the scene keeps its 320.
        let sizes = [
            Size(width: 1024, height: 720), Size(width: 1280, height: 800), Size(width: 700, height: 500),
            Size(width: 640, height: 480), Size(width: 620, height: 480),
        ]
        for size in sizes {
            driver.send(.resize(size))
            let column = try #require(driver.app.inspectorColumn)
            let width = min(AppLayout.inspectorWidth, size.width - AppLayout.narrowestSceneBesideInspector)
            #expect(column.maxX == size.width && column.width == width, "\(size)")
            #expect(driver.app.sceneArea.width == size.width - width)
            for (name, rect) in viewsInWindow(driver.app.scene.root) {
                #expect(rect.maxX <= column.minX, "\(scene) at \(size): \(name) reaches under the panel: \(rect)")
            }
        }
        driver.send(.resize(Size(width: 1024, height: 720)))
        driver.key("i")
        #expect(driver.app.sceneArea == fullWidth, "hidden again, the scene has the whole width back")
    }

    @Test("the circle game's heart and flower and the monkey scene's banana are left of the panel")
    func theCoveredOnesAreFree() throws {
        for (scene, names) in [(SceneKind.circles, ["heart", "flower"]), (.monkey, ["banana"])] {
            let driver = AppDriver(scene: scene, size: Size(width: 1024, height: 720))
            driver.app.setInspector(visible: true)
            let column = try #require(driver.app.inspectorColumn)
            let views = viewsInWindow(driver.app.scene.root)
            for name in names {
                let view = try #require(views.first { $0.name.lowercased().contains(name) }, "\(scene): \(name)")
                #expect(view.rect.maxX <= column.minX, "\(scene): \(name) at \(view.rect)")
            }
        }
    }

    @Test("drawn over the scene (to watch a replay), it leaves the scene where it was")
    func coveringKeepsTheLayout() {
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        let before = driver.app.sceneArea
        driver.app.inspectorCoversScene = true
        driver.app.setInspector(visible: true)
        #expect(driver.app.sceneArea == before && driver.app.inspectorColumn != nil)
    }

    @Test("the mouse's finger is named mouse, and Ctrl-drag's second finger mouse 2")
    func mouseNames() {
        let driver = AppDriver(scene: .monkey, size: Size(width: 1024, height: 720))
        driver.app.setInspector(visible: true)
        let point = Point(x: 200, y: 300)
        driver.send(.pointer(PointerSample(action: .press, location: point)))
        driver.wait(0.05)
        driver.send(.pointer(PointerSample(action: .motion, button: 0, location: point + Point(x: 20, y: 0))))
        var shown = texts(driver.app.displayList()).map(\.text)
        #expect(shown.contains("mouse") && !shown.contains { $0.hasPrefix("touch ") })
        driver.send(.pointer(PointerSample(action: .release, location: point + Point(x: 20, y: 0))))
        driver.send(.pointer(PointerSample(action: .press, location: point, modifiers: .control)))
        driver.wait(0.05)
        driver.send(
            .pointer(
                PointerSample(action: .motion, button: 0, location: point + Point(x: 20, y: 0), modifiers: .control)))
        shown = texts(driver.app.displayList()).map(\.text)
        #expect(shown.contains("mouse") && shown.contains("mouse 2"))
    }

    @Test(
        "a finger's name stays inside the scene: beside the panel, at the top and at the left edge",
        arguments: [Point(x: 660, y: 300), Point(x: 300, y: 66), Point(x: 2, y: 400)])
    func labelsInsideTheScene(finger: Point) throws {
        let driver = AppDriver(scene: .knob, size: Size(width: 1024, height: 720))
        driver.app.setInspector(visible: true)
        let area = driver.app.sceneArea
        driver.down(7, finger)
        let label = try #require(texts(driver.app.displayList()).first { $0.text == "touch 7" })
        // Bold 12-point sans-serif: at most about 0.62 em a character.
        let width = Double(label.text.count) * 12 * 0.62
        #expect(label.at.x >= area.minX && label.at.x + width <= area.maxX, "\(label.at), \(area)")
        #expect(label.at.y - 12 >= area.minY && label.at.y <= area.maxY, "\(label.at), \(area)")
    }

    /// The "Inspector" title as drawn: its size (15 points at the inspector's design size) says how large it is.
    private func titleSize(_ list: DisplayList) -> Double? {
        list.flattenedCommands.compactMap { command -> Double? in
            if case .text("Inspector", _, let size, _, _, _) = command { return size }
            return nil
        }.first
    }

    @Test("a narrow window keeps the scene beside an inspector drawn smaller, down to 0.85 of its size, then covers it")
    func narrowWindows() throws {
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        driver.key("i")
        #expect(titleSize(driver.app.displayList()) == 15)
        driver.send(.resize(Size(width: 640, height: 480)))
        let title = try #require(titleSize(driver.app.displayList()))
        #expect(abs(title - 15 * 320 / 348) < 1e-9, "drawn 320/348 as large")
        for name in ["star", "moon", "heart", "gem", "flower"] {
            let picture = try #require(viewsInWindow(driver.app.scene.root).first { $0.name == name })
            #expect(picture.rect.maxX <= 320, "\(name) is left of the inspector: \(picture.rect)")
        }
        // 600 points leave less than 320 beside even a 0.85 inspector (296 points): it is drawn over the scene.
        driver.send(.resize(Size(width: 600, height: 480)))
        #expect(driver.app.sceneArea.width == 600)
        let covering = try #require(titleSize(driver.app.displayList()))
        #expect(abs(covering - 15 * AppLayout.smallestInspectorScale) < 1e-9)
    }

    @Test("in a window too short for the state machine under the panel (320 × 240), the panel takes the column")
    func shortWindowKeepsThePanel() throws {
        for size in [Size(width: 320, height: 240), Size(width: 1024, height: 720)] {
            let driver = AppDriver(scene: .circles, size: size)
            driver.key("i")
            driver.key("bracketright")  // a focus: its state machine is drawn where there is room
            let content = AppLayout.contentArea(in: size)
            let drawn = texts(driver.app.displayList())
            let names = drawn.map(\.text)
            #expect(names.contains("Inspector") && names.contains("circle on circleScene"), "\(size): \(names)")
            if size.height < 400 {
                // The diagram would have run up out of the column, over the hint.
                #expect(!names.contains("ended/recog."), "\(size)")
                for text in drawn where text.text.hasPrefix("circle") || text.text == "Inspector" {
                    #expect(content.contains(text.at), "\(size): \(text.text) at \(text.at) is outside \(content)")
                }
            } else {
                #expect(names.contains("ended/recog."), "\(size): the diagram is drawn where it fits")
            }
        }
    }
}
