import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

@Suite("End to end: teaching an attendee's recognizer their way in the workshop playground", .serialized)
struct WorkshopTeachingEndToEndTests {
    /// A ">" on the canvas from (150, 200) to the apex (250, 300) and back to (150, 400), 5 px a step, that jumps
    /// 12 px up half way down the first leg: the chevron lesson's solution (8 px of wobble) refuses it.
    static let wobblyChevron: [(Double, Double)] = {
        var points: [(Double, Double)] = []
        for step in 0...40 {
            let along = Double(step) * 5
            let x: Double = step <= 20 ? 150 + along : 350 - along
            let y: Double = 200 + along
            points.append((x, y))
            if step == 10 { points.append((202, 238)) }
        }
        return points
    }()

    @Test("the Teach it my way button, three wobbly chevrons: a verdict in the app's words, the window still up")
    func teachTheChevronSolution() throws {
        let folder = try makeTemporaryFolder("workshop-teach-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let solution = repositoryRoot.appendingPathComponent("workshop/01-right-chevron/Solution.swift").path
        let file = folder.appendingPathComponent("RightChevron.swift").path
        try FileManager.default.copyItem(atPath: solution, toPath: file)
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let workshop = try RunningWorkshop(file: file, on: display, through: injector)
        _ = try workshop.waitForPlayground("the solution to load") { $0.version == 1 }
        // A clean chevron first: the solution takes it (the playground as the README shows it).
        try injector.stroke(Self.wobblyChevron.filter { $0 != (202, 238) })
        _ = try workshop.waitForPlayground("the clean chevron to be recognized") { $0.actionCount == 1 }
        try workshop.keepScreenshot(named: "workshop-playground")
        // The button sits at the canvas's top right: x 436–646, y 92–136 in a 1024×720 window.
        try injector.tap(541, 114)
        for _ in 0..<3 {
            try injector.stroke(Self.wobblyChevron)
            Thread.sleep(forTimeInterval: 0.3)
        }
        let state = try workshop.waitForPlayground("the calibration's verdict", timeout: 90) {
            guard let teaching = $0.teaching else { return false }
            return teaching.hasPrefix("calibrated to you: ") || teaching.hasPrefix("not calibrated: ")
        }
        #expect(state.actionCount == 1, "the general solution refused all three wobbly ones")
        let verdict = state.teaching ?? ""
        #expect(
            verdict.hasPrefix("calibrated to you: tolerance 8 → 12")
                || verdict.hasPrefix("not calibrated: it would accept "), "\(verdict)")
        try workshop.keepScreenshot(named: "workshop-teach")
    }
}
