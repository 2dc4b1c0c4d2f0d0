import CalibrationProfile
import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@Suite("The shipped negative strokes")
struct NegativeStrokesTests {
    @Test("a stroke is two base64url characters per coordinate, from the top-left corner placed at 100, 100")
    func encoding() throws {
        // "AA" = 0, "AB" = 1, "BA" = 64, "__" = 63 × 64 + 63 = 4095.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("negatives-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("n.json")
        let text = """
            {"format":"gesturelab-negative-strokes","version":1,"pointsPerStroke":2,"about":"",
             "groups":[{"source":"t","subject":1,"name":"x","strokes":["AAABBA__"]}]}
            """
        try Data(text.utf8).write(to: file)
        let strokes = try NegativeStrokes(contentsOf: file.path)
        #expect(strokes.strokes == [[Point(x: 100, y: 101), Point(x: 164, y: 4195)]])
        #expect(strokes.names == ["x"])
        try Data(text.replacingOccurrences(of: "AAABBA__", with: "AAAB").utf8).write(to: file)
        #expect(throws: NegativeStrokes.Failure.self) { try NegativeStrokes(contentsOf: file.path) }
    }

    @Test("the shipped file: 32 points a stroke, no circles or right chevrons, design people only, under 1 MB")
    func shipped() throws {
        let path = repositoryRoot.appendingPathComponent("assets/calibration/negative-strokes.json").path
        let strokes = try NegativeStrokes(contentsOf: path)
        // The $1 logs' subjects 1–4 hold 15 negative kinds of 180 strokes each (over six people) plus 360 left
        // chevrons: (15 × 180 + 360) × 4 / 6 = 2,040; EDS adds its 18 design people's negatives.
        #expect(strokes.strokes.count > 2040)
        #expect(strokes.strokes.allSatisfy { $0.count == 32 })
        #expect(!strokes.names.contains("circle") && !strokes.names.contains("right_chevron"))
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
        #expect(size < 1_000_000)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let groups = (document as? [String: Any])?["groups"] as? [[String: Any]] ?? []
        let subjects = Set(groups.compactMap { $0["subject"] as? Int })
        // Design people only: $1 subjects 1–4, EDS without the lock box's 1003, 1006, 1009, 1012, 1103, 1106, 1109.
        #expect(subjects.allSatisfy { (1...4).contains($0) || (1001...1111).contains($0) })
        #expect(subjects.isDisjoint(with: [5, 6, 1003, 1006, 1009, 1012, 1103, 1106, 1109]))
    }

    @Test("found from the test bundle by walking up to the checkout's assets/")
    func installed() throws {
        let paths = NegativeStrokes.searchPaths(
            executablePath: repositoryRoot.appendingPathComponent(".build/debug/gesturelab").path, environment: [:])
        #expect(paths.contains(repositoryRoot.appendingPathComponent("assets/calibration/negative-strokes.json").path))
    }
}
