import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

/// The inspector's transition list is the app's whole transition log up to now, scrolled with the wheel over the
/// inspector or Page Up/Down, Home and End; it follows the newest lines until scrolled back.
@Suite("The inspector's transition list")
struct InspectorTransitionListTests {
    /// The log lines the list shows, in order ("132 ms  monkeyTap: possible → ended").
    private func listed(_ app: DemoApp) -> [String] {
        app.displayList().flattenedCommands.compactMap { command in
            if case .text(let string, _, _, _, _, _) = command, string.contains(" ms  ") { return string }
            return nil
        }
    }

    /// A monkey scene with the inspector open and `taps` taps on the monkey: each tap ends the monkey's tap.
    private func tapped(_ taps: Int) throws -> (AppDriver, [String]) {
        let driver = AppDriver(scene: .monkey)
        driver.key("i")
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        for _ in 0..<taps {
            driver.tap(monkey)
            driver.wait(0.5)
        }
        let log = try #require(driver.app.transitionLog).entries.map(\.timedLine)
        return (driver, log)
    }

    @Test("it shows the newest lines of the whole log, in order, as many as fit")
    func newestLines() throws {
        let (driver, log) = try tapped(30)
        #expect(log.filter { $0.hasSuffix("monkeyTap: possible → ended") }.count == 30)
        let shown = listed(driver.app)
        #expect(shown.count >= 3 && shown.count < log.count)
        #expect(shown == Array(log.suffix(shown.count)))
        #expect(listed(driver.app) == shown, "drawing again shows the same")
    }

    @Test("Home shows the first lines, Page Down pages on, End goes back to the newest")
    func keys() throws {
        let (driver, log) = try tapped(30)
        let rows = listed(driver.app).count
        driver.key("Home")
        #expect(listed(driver.app) == Array(log.prefix(rows)))
        driver.key("Next")
        #expect(listed(driver.app) == Array(log[(rows - 1)..<(2 * rows - 1)]), "a page keeps one line in view")
        driver.key("Prior")
        #expect(listed(driver.app) == Array(log.prefix(rows)))
        driver.key("Prior")
        #expect(listed(driver.app) == Array(log.prefix(rows)), "no further back than the first line")
        driver.key("End")
        #expect(listed(driver.app) == Array(log.suffix(rows)))
        driver.key("Next")
        #expect(listed(driver.app) == Array(log.suffix(rows)), "no further on than the newest line")
    }

    @Test("the wheel over the inspector scrolls three lines a click; over the scene it is the scene's")
    func wheel() throws {
        let (driver, log) = try tapped(30)
        let rows = listed(driver.app).count
        let column = try #require(driver.app.inspectorColumn)
        let overInspector = Point(x: column.midX, y: column.midY)
        driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: -1), location: overInspector)))
        #expect(listed(driver.app) == Array(log.dropLast(3).suffix(rows)))
        driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: -2), location: overInspector)))
        #expect(listed(driver.app) == Array(log.dropLast(9).suffix(rows)))
        driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: -1), location: Point(x: 100, y: 300))))
        #expect(listed(driver.app) == Array(log.dropLast(9).suffix(rows)), "a wheel over the scene")
        driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: 1e300), location: overInspector)))
        #expect(listed(driver.app) == Array(log.suffix(rows)), "a runaway wheel stops at the newest line")
    }

    @Test("scrolled back, the list holds still while new lines arrive; at the end it follows them")
    func holdsStill() throws {
        let (driver, log) = try tapped(30)
        let rows = listed(driver.app).count
        driver.key("Prior")
        let before = listed(driver.app)
        #expect(before == Array(log.dropLast(rows - 1).suffix(rows)))
        driver.tap(try driver.state.sceneState(of: MonkeyScene.self).monkey.center)
        let grown = try #require(driver.app.transitionLog).entries.map(\.timedLine)
        #expect(grown.count > log.count)
        #expect(listed(driver.app) == before)
        driver.key("End")
        driver.tap(try driver.state.sceneState(of: MonkeyScene.self).monkey.center)
        let latest = try #require(driver.app.transitionLog).entries.map(\.timedLine)
        #expect(listed(driver.app) == Array(latest.suffix(rows)))
    }

    @Test("a new scene starts a new list")
    func newScene() throws {
        let (driver, _) = try tapped(3)
        driver.key("2")
        #expect(driver.app.scene.kind != .monkey)
        #expect(listed(driver.app).isEmpty)
    }
}
