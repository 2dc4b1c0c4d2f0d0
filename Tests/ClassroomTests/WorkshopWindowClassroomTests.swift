import Classroom
import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// `gesturelab workshop FILE --classroom …` with its window (on Xvfb): every save the attendee makes reaches the
/// teacher's page, a save that does not compile as its compile errors.
@Suite(.serialized) struct WorkshopWindowClassroomTests {
    @Test func everySaveReachesTheTeachersPage() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let display = try VirtualDisplay()
            let lesson = ClassroomEndToEndTests.lesson
            let solution = try String(contentsOfFile: lesson + "/Solution.swift", encoding: .utf8)
            let file = folder + "/Circle.swift"
            try solution.write(toFile: file, atomically: true, encoding: .utf8)
            let errors = folder + "/errors.txt"
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            let workshop = Process()
            workshop.executableURL = URL(fileURLWithPath: appBinary)
            workshop.arguments = [
                "workshop", file, "--lesson", lesson, "--display", display.name, "--classroom",
                server.url.absoluteString, "--name", "Wes", "--token", server.token,
            ]
            workshop.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            workshop.standardError = FileHandle(forWritingAtPath: errors)
            try workshop.run()
            defer {
                if workshop.isRunning { workshop.terminate() }
                workshop.waitUntilExit()
            }
            // Each look is a request to the server, so it looks four times a second.
            func wait(_ what: String, _ condition: (ClassroomState.Attendee) -> Bool) throws {
                let shown = try? waitFor("the page to show \(what)", timeout: 120, interval: 0.25) { () -> Bool? in
                    guard workshop.isRunning else { throw TestFailure("the workshop exited") }
                    let wes = try server.client.state().attendees.first { $0.name == "Wes" }
                    return wes.map(condition) == true ? true : nil
                }
                if shown == true { return }
                let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                throw TestFailure("the page never showed \(what): \(said)")
            }
            try wait("the first version's check") { $0.traces.count == 7 && $0.traces.allSatisfy(\.passed) }

            // A save that does not compile: its errors, with the file's name and place.
            try (solution + "\nlet broken: Int = \"no\"\n").write(toFile: file, atomically: true, encoding: .utf8)
            try wait("the compile error") { $0.firstCompileError?.hasPrefix("Circle.swift:") == true }

            // Fixed, with a rule that turns every circle down: the new check, with the circles failing.
            try solution.replacingOccurrences(of: "let minimumRadius = 15.0", with: "let minimumRadius = 10_000.0")
                .write(toFile: file, atomically: true, encoding: .utf8)
            try wait("the new version's check") { $0.compileErrorCount == 0 && $0.traces.contains { !$0.passed } }
            #expect(try server.client.state().boards.flatMap(\.scores).map(\.report.name) == ["Wes"])
        }
    }
}
