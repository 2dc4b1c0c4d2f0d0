import Testing

@testable import GestureWorkshop

/// Reading swiftc's diagnostics, a crashed process's standard error, and the window process's reports.
@Suite struct ReportParsingTests {
    @Test func llvmStyleDiagnosticIsSplitIntoItsParts() throws {
        let diagnostic = try #require(Diagnostic("/tmp/a b/Lesson.swift:12:5: error: cannot find 'stat' in scope"))
        #expect(
            diagnostic
                == Diagnostic(
                    file: "/tmp/a b/Lesson.swift", line: 12, column: 5, severity: "error",
                    message: "cannot find 'stat' in scope"))
        #expect(Diagnostic("error: emit-module command failed with exit code 1") == nil)
        #expect(Diagnostic("   |   `- error: cannot find 'x' in scope") == nil)
    }

    @Test func crashReportTakesTheFatalErrorAndTheFirstFrameInTheAttendeesFile() {
        // The shape of Swift 6's backtracer output on Linux (threads=crashed, registers=none, images=none).
        let output = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f1affb6df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f1affb6df7f ***

            Thread 0 "gesturelab" crashed:

              0      0x00007f1affb6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] 0x00007f1b001b4f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
              2 [ra] 0x00007f1afefeb644 Tickle.touchesMoved(_:with:) + 179 in libAttendee1.so at /home/me/Tickle.swift:31:17
              3 [ra] 0x000055ef3c22f8d1 GestureWindow.send(_:) + 88 in libGestureEngine.so at /src/GestureWindow.swift:80:9
            """
        let report = CrashReport.parse(
            output, sourcePath: "/home/me/Tickle.swift", displayPath: "Tickle.swift", signal: 4)
        #expect(report == CrashReport(message: "Fatal error: Index out of range", location: "Tickle.swift:31:17"))
        #expect(report.line == "Tickle.swift:31:17: Fatal error: Index out of range")
    }

    @Test func crashWithoutMessageOrFrameSaysWhichSignal() {
        let report = CrashReport.parse("", sourcePath: "/a.swift", displayPath: "a.swift", signal: 11)
        #expect(report.line == "killed by signal 11")
    }

    @Test func workshopMessagesRoundTrip() {
        let message = WorkshopMessage(
            kind: .loaded,
            compiled: CompiledRecognizer(libraryPath: "/tmp/w x/libAttendee3.so", className: "Z", sourceHash: "9f"))
        #expect(message.line == "@workshop loaded 9f Z /tmp/w x/libAttendee3.so")
        #expect(WorkshopMessage(message.line) == message)
        #expect(WorkshopMessage("hello") == nil)
        #expect(WorkshopMessage("@workshop exploded 9f Z /lib.so") == nil)
    }
}
