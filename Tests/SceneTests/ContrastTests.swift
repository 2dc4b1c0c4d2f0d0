import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

/// WCAG 2's relative luminance of an opaque colour (its sRGB components linearized).
private func luminance(_ color: Color) -> Double {
    func linear(_ value: Double) -> Double {
        value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
}

/// WCAG 2's contrast ratio, 1 to 21.
private func contrast(_ first: Color, _ second: Color) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}

/// `color` laid with its alpha over an opaque `base`.
private func composite(_ color: Color, over base: Color) -> Color {
    let a = color.alpha
    return Color(
        red: color.red * a + base.red * (1 - a), green: color.green * a + base.green * (1 - a),
        blue: color.blue * a + base.blue * (1 - a))
}

/// Every text command drawn, groups opened, with its colour.
private func texts(_ list: [DrawCommand]) -> [(text: String, position: Point, color: Color)] {
    list.flatMap { command -> [(text: String, position: Point, color: Color)] in
        switch command {
        case .group(let inner, _): return texts(inner)
        case .text(let string, let position, _, let color, _, _): return [(string, position, color)]
        default: return []
        }
    }
}

@Suite("Words are drawn in colours that can be read: WCAG 2's 4.5:1 for text")
struct ContrastTests {
    static let brightSignals: [Color] = [.success, .accent, .failureRed]

    @Test("the signal colours' text shades reach 4.5:1 on the scene's background and on white")
    func textShadesReadable() {
        for shade in [Color.successText, .accentText, .failureText] {
            #expect(contrast(shade, .background) >= 4.5, "\(shade) on the background")
            #expect(contrast(shade, .white) >= 4.5, "\(shade) on white")
        }
    }

    @Test("no word in the scenes is drawn in a bright signal colour: at rest, after circles, refusals, a Z, teaching")
    func noWordsInBrightSignalColours() {
        var drawn: [(scene: String, text: String, color: Color)] = []
        func collect(_ driver: AppDriver, _ label: String) {
            drawn += texts(driver.app.displayList().commands).map { (label, $0.text, $0.color) }
        }
        for kind in SceneCatalog.tutorials.kinds {
            let driver = AppDriver(scene: kind)
            collect(driver, "\(kind) at rest")
        }
        let circles = AppDriver(scene: .circles)
        circles.key("d")
        let circleScene = circles.app.scene as! CircleGameScene
        let moon = circleScene.targets.first { $0.name == "moon" }!
        let centre = moon.convert(moon.bounds.center, to: nil)
        circles.drag(arc(around: centre, radius: 90, turns: 1))
        collect(circles, "circles after a circle")
        circles.wait(2)
        circles.drag(arc(around: centre, radius: 90, turns: 0.5))
        collect(circles, "circles after a half arc")
        circles.key("c")
        circles.wait(0.1)
        collect(circles, "circles teaching")
        let chevron = AppDriver(scene: .chevron)
        let scene = chevron.app.scene as! ChevronScene
        scene.zBox.flash = 1
        collect(chevron, "chevron with the Z box lit")
        chevron.app.session.isRecording = true
        collect(chevron, "chevron recording")
        // The scenarios reached the words they are there for.
        for expected in ["You circled", "Not a circle", "fit error", "Teach it my way, attempt", "Recognized!", "REC"] {
            #expect(drawn.contains { $0.text.hasPrefix(expected) }, "no \"\(expected)…\" was drawn")
        }
        for word in drawn {
            let isBright = Self.brightSignals.contains(word.color.withAlpha(1))
            #expect(!isBright, "\"\(word.text)\" in \(word.color) (\(word.scene))")
        }
    }

    @Test("a lit gallery box's words keep 4.5:1 against the box at its brightest")
    func litGalleryBoxReadable() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        scene.zBox.flash = 1
        let frame = scene.zBox.frameInWindow
        let commands = driver.app.displayList().commands
        let fills = commands.compactMap { command -> Color? in
            guard case .rectangle(let rect, let transform, let fill?, _, _, _) = command,
                transform.apply(to: rect.origin) == frame.origin
            else { return nil }
            return fill
        }
        let fill = try #require(fills.first)
        let behind = composite(fill, over: .background)
        let words = texts(commands).filter { frame.contains($0.position) }
        #expect(!words.isEmpty)
        for word in words {
            #expect(contrast(word.color, behind) >= 4.5, "\"\(word.text)\" at \(contrast(word.color, behind))")
        }
    }
}

/// A counter-clockwise arc from the top of a circle, 60 points.
private func arc(around centre: Point, radius: Double, turns: Double) -> [Point] {
    (0...60).map { step in
        let angle = -Double.pi / 2 - 2 * Double.pi * turns * Double(step) / 60
        return centre + Point(x: radius * cos(angle), y: radius * sin(angle))
    }
}
