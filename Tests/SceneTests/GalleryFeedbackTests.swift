import GestureEngine
import GestureLabApp
import SceneSupport
import Testing

@testable import TutorialScenes

@Suite("The chevron scene's gallery: a stroke in a box is inked, and a refused one says why, as chevrons do")
struct GalleryFeedbackTests {
    private let driver = AppDriver(scene: .chevron)
    private var scene: ChevronScene { driver.app.scene as! ChevronScene }

    /// A point of the slide box, as fractions of its width and height, in the window.
    private func slidePoint(_ x: Double, _ y: Double) -> Point {
        let box = scene.slideBox
        return box.convert(Point(x: box.bounds.width * x, y: box.bounds.height * y), to: nil)
    }

    /// Whether anything is drawn as a yellow stroke 5 points wide (a gallery stroke's ink).
    private var showsGalleryInk: Bool {
        func isInk(_ command: DrawCommand) -> Bool {
            switch command {
            case .polyline(_, let color, let width, _): color == .pathYellow && width == 5
            case .group(let commands, _): commands.contains(where: isInk)
            default: false
            }
        }
        return driver.app.displayList().commands.contains(where: isInk)
    }

    @Test("a slide that leans across the middle: inked while drawn, then 'Not a slide: left the right half', faded")
    func slideAcrossTheMiddle() throws {
        // From the top-right quadrant to the bottom-left one: by the tutorial's rule it leaves the right half.
        let path = (0...8).map { slidePoint(0.7 - 0.4 * Double($0) / 8, 0.15 + 0.75 * Double($0) / 8) }
        driver.down(1, path[0])
        for point in path.dropFirst().dropLast() {
            driver.wait(0.016)
            driver.move(1, point)
        }
        #expect(showsGalleryInk)
        driver.wait(0.016)
        driver.up(1, path[path.count - 1])
        #expect(!showsGalleryInk)
        #expect(try driver.state.sceneState(of: ChevronScene.self).galleryFailure == "left the right half")
        let shown = try #require(scene.refused.shown)
        #expect(shown.words == "Not a slide: left the right half")
        #expect(shown.points == path)
        driver.wait(RefusedStroke.fadeDuration + 0.1)
        #expect(scene.refused.shown == nil)
    }

    @Test("a Z that stops after its top stroke: 'Not a Z: lifted before the bottom stroke'")
    func unfinishedZ() throws {
        let z = scene.zBox
        let start = z.convert(Point(x: z.bounds.width * 0.2, y: z.bounds.height * 0.4), to: nil)
        driver.drag((0...6).map { start + Point(x: Double($0) * 20, y: 0) })
        #expect(scene.refused.shown?.words == "Not a Z: lifted before the bottom stroke")
        #expect(try driver.state.sceneState(of: ChevronScene.self).galleryFailure == "lifted before the bottom stroke")
    }

    @Test("a refusal that comes after the lift is shown then; an acceptance takes the ink away at once")
    func eitherOrder() {
        let box = scene.slideBox
        let points = (0...4).map { slidePoint(0.7 - 0.1 * Double($0), 0.2 + 0.15 * Double($0)) }
        scene.galleryTouched(box, .began, at: points[0])
        for point in points.dropFirst() { scene.galleryTouched(box, .moved, at: point) }
        scene.galleryTouched(box, .ended, at: points[4])
        #expect(scene.refused.shown == nil, "nothing to say before the recognizer has answered")
        scene.galleryRecognizerFailed(box, reason: "left the right half")
        #expect(scene.refused.shown?.words == "Not a slide: left the right half")

        scene.galleryTouched(box, .began, at: points[0])
        scene.galleryTouched(box, .moved, at: points[1])
        scene.galleryRecognizerSucceeded(box)
        #expect(!showsGalleryInk)
        scene.galleryTouched(box, .ended, at: points[2])
        scene.galleryRecognizerFailed(box, reason: "left the right half")
        #expect(scene.refused.shown == nil, "the stroke it accepted is not refused after all")
    }

    @Test("a tap in a box explains nothing; a slide it accepts clears the last refusal and shows none")
    func tapAndSuccess() throws {
        driver.tap(slidePoint(0.3, 0.7))
        #expect(scene.refused.shown == nil)
        #expect(try driver.state.sceneState(of: ChevronScene.self).galleryFailure == nil)
        driver.drag((0...6).map { slidePoint(0.7 - 0.4 * Double($0) / 6, 0.15 + 0.75 * Double($0) / 6) })
        #expect(try driver.state.sceneState(of: ChevronScene.self).galleryFailure == "left the right half")
        driver.wait(2)
        driver.drag((0...6).map { slidePoint(0.75, 0.1 + 0.8 * Double($0) / 6) })
        let state = try driver.state.sceneState(of: ChevronScene.self)
        #expect(state.galleryFailure == nil && state.galleryRecognized == ["right slide down"])
        #expect(scene.refused.shown == nil)
    }
}
