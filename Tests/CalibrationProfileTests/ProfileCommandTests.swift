import CalibrationProfile
import Foundation
import GestureLabTestSupport
import Testing

@Suite("gesturelab profile list / reset, through the built binary, with a temporary XDG_CONFIG_HOME")
struct ProfileCommandTests {
    @Test("list says where and that there is none; then the widened measures with general → calibrated; reset")
    func listAndReset() throws {
        try withTemporaryFolder { folder in
            let environment = ["XDG_CONFIG_HOME": folder]
            let path = folder + "/gesturelab/profile.json"
            let empty = try runApp(["profile", "list"], environment: environment)
            #expect(empty.status == 0)
            #expect(empty.output == "profile: \(path)\nno profile: every recognizer uses the general limits\n")

            let entry = CalibrationProfile.Entry(
                limits: ["turn covered": 0.72], generalLimits: ["turn covered": 0.75],
                date: Date(timeIntervalSince1970: 1_800_000_000), attempts: 3, falseAccepts: 2, negatives: 3972)
            try ProfileStore(path: path).save(CalibrationProfile(recognizers: ["circle": entry]))
            let listed = try runApp(["profile", "list"], environment: environment)
            #expect(listed.status == 0)
            // 1,800,000,000 s after 1970 is 2027-01-15 08:00 UTC; 2 of 3,972 is 0.05 %.
            #expect(
                listed.output == """
                    profile: \(path)
                    circle: calibrated 2027-01-15 08:00 UTC on 3 attempts; false accepts 2 of 3,972 other strokes (0.05 %)
                      turn covered: 0.75 → 0.72 — circles from 0.8 of a turn (was 0.8)
                    chevron: general limits (not calibrated)

                    """)

            let chevron = try runApp(["profile", "reset", "--recognizer", "chevron"], environment: environment)
            #expect(chevron.status == 0 && chevron.output.hasPrefix("nothing to reset: no chevron calibration"))
            let reset = try runApp(["profile", "reset"], environment: environment)
            #expect(reset.status == 0)
            #expect(reset.output == "removed \(path): every recognizer uses the general limits\n")
            #expect(!FileManager.default.fileExists(atPath: path))
            let again = try runApp(["profile", "reset"], environment: environment)
            #expect(again.status == 0 && again.output == "nothing to reset: no profile at \(path)\n")
        }
    }

    @Test("a damaged profile: list fails with the reason and a non-zero exit; reset removes it")
    func damaged() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            try Data("{\"recognizers\": {\"circle\": {".utf8).write(to: URL(fileURLWithPath: path))
            let listed = try runApp(["profile", "list", "--profile", path])
            #expect(listed.status == 1)
            #expect(
                listed.errors.hasPrefix("gesturelab profile list: error: the calibration profile \(path) is damaged"))
            let reset = try runApp(["profile", "reset", "--profile", path])
            #expect(reset.status == 0 && !FileManager.default.fileExists(atPath: path))

            // At the standard place anything that does not read is a damaged profile: only GestureLab writes there.
            let standard = folder + "/gesturelab/profile.json"
            try FileManager.default.createDirectory(atPath: folder + "/gesturelab", withIntermediateDirectories: true)
            try Data("{".utf8).write(to: URL(fileURLWithPath: standard))
            let cleared = try runApp(
                ["profile", "reset", "--recognizer", "circle"], environment: ["XDG_CONFIG_HOME": folder])
            #expect(cleared.status == 0 && !FileManager.default.fileExists(atPath: standard))
        }
    }

    @Test("strokes, a recording or a document given as --profile: list, reset and run refuse, the file untouched")
    func notAProfile() throws {
        try withTemporaryFolder { folder in
            let files = [
                "strokes.jsonl": "{\"name\": \"circle\", \"subject\": 1, \"points\": [[0, 0, 0], [5, 5, 10]]}\n",
                "take.trace.jsonl": "{\"format\": \"gesturelab-trace\", \"version\": 1}\n",
                "notes.txt": "Workshop notes: circles, chevrons.\n",
            ]
            for (name, text) in files {
                let path = folder + "/" + name
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                let listed = try runApp(["profile", "list", "--profile", path])
                #expect(listed.status == 1 && listed.errors.contains("\(path) is not a calibration profile"))
                for reset in [["profile", "reset"], ["profile", "reset", "--recognizer", "circle"]] {
                    let refused = try runApp(reset + ["--profile", path])
                    #expect(refused.status != 0 && refused.errors.contains("left as it is"), "\(reset) \(name)")
                }
                let run = try runApp(["run", "--mute", "--profile", path], environment: ["DISPLAY": ":99999"])
                #expect(run.status == 64 && run.errors.contains("--profile: \(path) is not a calibration profile"))
                #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "\(name) was changed")
            }
        }
    }

    @Test("eval --profile measures with the profile's limits, and refuses a recognizer it cannot calibrate")
    func evalProfile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            // Three circles of the $1 format, stopped at 0.65 of a turn (refused by the general limits, see
            // CalibrationTests), and limits that let them through: the turn (0.88 − 0.65) / 0.41 = 0.56 with its limit
            // at 0.47, the gap (0.89 − 0.4) / 1.1 = 0.45 at 1.5, the open part (0.35 − 0.15) / 0.8 = 0.25 at 0.95, and
            // about 0.2 for reading a little off round: 1.46.
            var lines: [String] = []
            for sample in 0..<3 {
                let points = (0...60).map { index -> String in
                    let angle = 0.65 * 2 * Double.pi * Double(index) / 60 + Double(sample)
                    return "[\(200 + 80 * cos(angle)), \(200 + 80 * sin(angle)), \(index * 10)]"
                }
                lines.append(
                    "{\"name\": \"circle\", \"subject\": 1, \"points\": [\(points.joined(separator: ", "))]}")
            }
            let strokes = folder + "/short.jsonl"
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: strokes))
            let gap = "gap between the ends (× diameter)"
            let open = "open part of the turn"
            let turn = "turn covered"
            let entry = CalibrationProfile.Entry(
                limits: [gap: 1.5, open: 0.95, turn: 0.47], generalLimits: [gap: 0.8, open: 0.2, turn: 0.68],
                date: Date(), attempts: 3, falseAccepts: 0, negatives: 3972)
            try ProfileStore(path: path).save(CalibrationProfile(recognizers: ["circle": entry]))
            let general = try runApp(["eval", strokes, "--recognizer", "circle"])
            let calibrated = try runApp(["eval", strokes, "--recognizer", "circle", "--profile", path])
            #expect(general.status == 0 && calibrated.status == 0)
            #expect(general.output.contains("recall (circle): 0/3"), "\(general.output)")
            #expect(calibrated.output.contains("recall (circle): 3/3"), "\(calibrated.output)")
            #expect(calibrated.output.contains("calibrated limits from \(path): gap between the ends (× diameter) 1.5"))
            #expect(calibrated.output.contains("open part of the turn 0.95"))
            let tickle = try runApp(["eval", strokes, "--recognizer", "tickle", "--profile", path])
            #expect(tickle.status != 0 && tickle.errors.contains("circle and chevron recognizers only"))
        }
    }
}
