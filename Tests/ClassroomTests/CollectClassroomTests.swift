import Classroom
import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// `gesturelab collect --classroom …` in its window on Xvfb, drawn on with injected touches: each stroke reaches
/// the class's dataset as it is saved, under the attendee's name, and uploading the file afterwards adds nothing.
@Suite(.serialized) struct CollectClassroomTests {
    /// The built injector: $GESTURELAB_INJECT_BINARY, else .build/debug/gesturelab-inject.
    static let injectorBinary =
        ProcessInfo.processInfo.environment["GESTURELAB_INJECT_BINARY"]
        ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab-inject").path

    /// A circle on the canvas (right of the 1024 × 720 window's card), counter-clockwise from its top.
    static let circle: [(Double, Double)] = (0...52).map { step in
        let angle = -Double.pi / 2 - 2 * Double.pi * Double(step) / 48
        return (690 + 130 * cos(angle), 360 + 130 * sin(angle))
    }

    @Test func eachSavedStrokeReachesTheClass() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let display = try VirtualDisplay(width: 1280, height: 800)
            let injector = try Injector(binary: Self.injectorBinary, displayName: display.name)
            let file = folder + "/strokes.jsonl"
            let log = folder + "/log.txt"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            let collect = Process()
            collect.executableURL = URL(fileURLWithPath: appBinary)
            collect.arguments = [
                "collect", file, "--subject", "601", "--kinds", "circle", "--speeds", "natural", "--repetitions", "2",
                "--seed", "5", "--size", "1024x720", "--state-out", folder + "/state.json",
                "--classroom", server.url.absoluteString, "--name", "Ada", "--token", server.token,
            ]
            collect.environment = ProcessInfo.processInfo.environment.merging([
                "DISPLAY": ":\(injector.displayNumber)"
            ]) { $1 }
            collect.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            collect.standardError = collect.standardOutput
            try collect.run()
            defer {
                if collect.isRunning { kill(collect.processIdentifier, SIGKILL) }
                collect.waitUntilExit()
            }
            func said() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
            try waitUntil("the window is up", timeout: 30) {
                guard collect.isRunning else { throw TestFailure("collect exited: \(said())") }
                return FileManager.default.fileExists(atPath: folder + "/state.json")
            }
            for drawn in 1...2 {
                try injector.stroke(Self.circle, interval: 0.012)
                // On the class's dataset while the window is still open: sent as saved, not at the end.
                try waitUntil("stroke \(drawn) in the classroom", timeout: 30) {
                    try server.strokes().count == drawn
                }
            }
            collect.terminate()
            collect.waitUntilExit()
            #expect(collect.terminationStatus == 0, "\(said())")
            #expect(said().contains("classroom: 2 strokes uploaded as Ada"), "\(said())")
            let stored = try server.strokes()
            #expect(stored.map(\.person) == ["Ada", "Ada"] && stored.allSatisfy { $0.kind == "circle" })
            #expect(try server.client.state().dataset.people == 1)

            // The file uploaded afterwards: the same ids, nothing added.
            let upload = try runApp([
                "classroom", "upload", file, "--classroom", server.url.absoluteString, "--name", "Ada", "--token",
                server.token,
            ])
            #expect(upload.status == 0, "\(upload.errors)")
            #expect(try server.strokes().count == 2)
        }
    }

    @Test func badClassroomOptionsAreRefused() throws {
        for (arguments, reason) in [
            (["--classroom", "teacher:8080", "--name", "Ada"], "--classroom wants the teacher's address"),
            (["--classroom", "http://127.0.0.1:8080"], "--classroom needs --name"),
            (["--name", "Ada"], "--name and --token need --classroom"),
        ] {
            let run = try runApp(["collect", "/tmp/never-written.jsonl"] + arguments)
            #expect(run.status != 0 && run.errors.contains(reason), "\(run.errors)")
        }
    }
}
