import Foundation
import GestureLabTestSupport
import Testing

/// Issue 52, "errors a person can act on": every command's error is one line, `gesturelab COMMAND: error: WHAT`,
/// naming the file or value, with exit status 64 for a bad argument or input and 1 for a failure at run time; never
/// Foundation's or a server's raw text, never the generic usage.
@Suite("command errors: one line, gesturelab COMMAND: error: …, exit 64 or 1")
struct CommandErrorTests {
    private static let trace = """
        {"format":"gesturelab-trace","height":600,"scene":"chevron","version":1,"width":800}
        {"t":0.1,"touches":[{"id":1,"phase":"began","x":300,"y":200}]}
        {"t":0.2,"touches":[{"id":1,"phase":"ended","x":300,"y":200}]}

        """

    /// Runs the app and checks that it printed exactly one line on standard error, that line, and nothing else.
    private func expectError(
        _ arguments: [String], status: Int32, line expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try runApp(arguments)
        #expect(result.status == status, "\(arguments): \(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors == expected + "\n", "\(arguments)", sourceLocation: sourceLocation)
    }

    /// As `expectError`, for a line that starts with `prefix` (the rest is the system's wording).
    private func expectErrorStarting(
        _ arguments: [String], status: Int32, with prefix: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try runApp(arguments)
        #expect(result.status == status, "\(arguments): \(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors.hasPrefix(prefix), "\(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors.filter { $0 == "\n" }.count == 1, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(!result.errors.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
    }

    private func withTrace(_ body: (String, String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/t.trace.jsonl"
            try Self.trace.write(toFile: path, atomically: true, encoding: .utf8)
            try body(folder, path)
        }
    }

    @Test("replay --log into a folder that does not exist: the path and the missing folder, before anything runs")
    func logIntoMissingFolder() throws {
        try withTrace { _, trace in
            try expectError(
                ["replay", trace, "--headless", "--log", "/nonexistent/dir/x.txt"], status: 64,
                line:
                    "gesturelab replay: error: cannot write /nonexistent/dir/x.txt: the folder /nonexistent/dir does not exist"
            )
        }
    }

    @Test("replay --frames naming a file: the file is not a folder, and it is left as it was")
    func framesGivenAFile() throws {
        try withTrace { folder, trace in
            let file = folder + "/notes.txt"
            try "keep me\n".write(toFile: file, atomically: true, encoding: .utf8)
            try expectError(
                ["replay", trace, "--headless", "--frames", file], status: 64,
                line:
                    "gesturelab replay: error: --frames: \(file) is not a folder; give a folder's name (it is made if missing)"
            )
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me\n")
        }
    }

    @Test("eval --report in /proc: refused before the evaluation runs, naming the folder")
    func reportInProc() throws {
        try expectErrorStarting(
            ["eval", strokesSample, "--report", "/proc/nope"], status: 64,
            with: "gesturelab eval: error: --report: cannot write /proc/nope: the folder /proc takes no new files (")
    }

    @Test("--fps 0 and --fps -5: the value and the range it must be in")
    func framesPerSecond() throws {
        try withTrace { _, trace in
            for (value, shown) in [("0", "0"), ("-5", "-5"), ("121", "121"), ("0.5e3", "500")] {
                try expectError(
                    ["replay", trace, "--headless", "--fps", value], status: 64,
                    line:
                        "gesturelab replay: error: --fps: \(shown) is out of range; give more than 0 and at most 120 frames per second"
                )
            }
        }
    }

    @Test("collect --subject -1: not a participant's number (not 'Missing value')")
    func negativeSubject() throws {
        try expectError(
            ["collect", "/tmp/never-written-\(UUID().uuidString).jsonl", "--subject", "-1"], status: 64,
            line: "gesturelab collect: error: --subject: -1 is not a participant's number (0 or more)")
    }

    @Test("--size 319x240: the sizes allowed")
    func sizeOutOfRange() throws {
        try expectError(
            ["snapshot", "--size", "319x240", "--out", "/tmp/never-written.png"], status: 64,
            line:
                "gesturelab snapshot: error: The value '319x240' is invalid for '--size <size>': give WIDTHxHEIGHT from 320x240 to 8192x8192"
        )
    }

    @Test("workshop given a folder, a binary file or an empty JSON Lines file refuses at once, as a missing file does")
    func workshopGivenNoSwiftFile() throws {
        try withTemporaryFolder { folder in
            let binary = folder + "/garbage.bin"
            try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 2, 0xFF]).write(to: URL(fileURLWithPath: binary))
            let empty = folder + "/empty.jsonl"
            try Data().write(to: URL(fileURLWithPath: empty))
            let notText = folder + "/Broken.swift"
            try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0, 0xFF]).write(to: URL(fileURLWithPath: notText))
            let started = Date()
            try expectError(
                ["workshop", folder], status: 64,
                line:
                    "gesturelab workshop: error: \(folder) is a folder; give your recognizer's Swift file (FILE.swift)")
            for file in [binary, empty] {
                try expectError(
                    ["workshop", file], status: 64,
                    line:
                        "gesturelab workshop: error: \(file) is not a Swift file; give your recognizer's FILE.swift (lessons: workshop/)"
                )
            }
            try expectError(
                ["workshop", notText], status: 64,
                line: "gesturelab workshop: error: \(notText) is not Swift source: it is not UTF-8 text")
            try expectError(
                ["workshop", "check", folder + "/nosuch.swift"], status: 64,
                line: "gesturelab workshop check: error: \(folder)/nosuch.swift: no such file")
            // No window was opened and nothing waited: four refusals well inside the time one window takes to open.
            #expect(Date().timeIntervalSince(started) < 30)
        }
    }

    @Test("help nosuch is an error naming the commands; a validation error is one line, not the generic usage")
    func helpAndValidation() throws {
        try expectError(
            ["help", "nosuch"], status: 64,
            line:
                "gesturelab help: error: no command 'nosuch' in 'gesturelab'; the commands are: run, replay, snapshot, "
                + "eval, bench, fuzz, workshop, collect, strokes, classroom, profile, devices")
        try expectError(
            ["help", "workshop", "nosuch"], status: 64,
            line:
                "gesturelab help: error: no command 'nosuch' in 'gesturelab workshop'; the commands are: run, check, replay"
        )
        try expectError(
            ["replya", "t.trace.jsonl"], status: 64,
            line:
                "gesturelab: error: no command 'replya'; the commands are: run, replay, snapshot, eval, bench, fuzz, "
                + "workshop, collect, strokes, classroom, profile, devices")
        let known = try runApp(["help", "replay"])
        #expect(known.status == 0 && known.output.contains("USAGE: gesturelab replay"))
        try withTrace { _, trace in
            try expectError(
                ["replay", trace, "--speed", "9"], status: 64,
                line: "gesturelab replay: error: --speed must be between 0.25 and 4")
        }
    }

    @Test("snapshot past 8192x8192 device pixels is refused at once with the limit; fuzz --events has an upper bound")
    func sizeLimits() throws {
        let started = Date()
        try expectError(
            ["snapshot", "--size", "8000x8000", "--scale", "4", "--out", "/tmp/never-written.png"], status: 64,
            line:
                "gesturelab snapshot: error: --size 8000x8000 at --scale 4 is 32000x32000 pixels; a snapshot has at most "
                + "67,108,864 (8192x8192): give a smaller --size or --scale")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
        try expectError(
            ["fuzz", "--events", "10000001"], status: 64,
            line: "gesturelab fuzz: error: --events: 10000001 is out of range; give 1 to 10,000,000")
        try expectError(
            ["fuzz", "--events", "-3"], status: 64,
            line: "gesturelab fuzz: error: --events: -3 is out of range; give 1 to 10,000,000")
    }

    @Test("collect with a display that does not exist: the display's error, exit 1, and no 'To continue later'")
    func collectWithoutDisplay() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/strokes.jsonl"
            let result = try runApp(["collect", file, "--display", ":987"])
            #expect(result.status == 1, "\(result.errors)")
            let lines = result.errors.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("gesturelab collect: error: "), "\(result.errors)")
            #expect(result.errors.contains(":987"), "\(result.errors)")
            #expect(!result.errors.contains("continue"), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: file))
        }
    }

    @Test("gesturelab --version prints the version; --help's first line names it")
    func version() throws {
        let version = try runApp(["--version"])
        #expect(version.status == 0 && version.output == "0.1.0\n" && version.errors.isEmpty)
        let help = try runApp(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: GestureLab 0.1.0: "), "\(help.output.prefix(80))")
    }

    @Test("bench without gesturelab-inject says the command that builds it, before measuring anything")
    func benchWithoutInjector() throws {
        try expectError(
            ["bench", "--injector", "/nonexistent/gesturelab-inject"], status: 64,
            line: "gesturelab bench: error: --injector: no executable at /nonexistent/gesturelab-inject")
    }

    @Test("bench where gesturelab-inject is not built: the exact command that builds it, exit 1, at once")
    func benchWithoutBuiltInjector() throws {
        try withLoneApp { app in
            let started = Date()
            let result = try runProgramCapturing(app, ["bench"])
            #expect(result.status == 1, "\(result.errors)")
            let folder = (app as NSString).deletingLastPathComponent
            #expect(
                result.errors
                    == "gesturelab bench: error: the live measurements need gesturelab-inject, not built at "
                    + "\(folder)/gesturelab-inject: run `swift build -c release --product gesturelab-inject`, or skip "
                    + "them with --skip-latency --launches 0 --idle 0\n", "\(result.errors)")
            #expect(Date().timeIntervalSince(started) < 10)
        }
    }

    @Test("classroom serve where gesturelab-classroom is neither beside gesturelab nor on PATH: how to build it")
    func classroomServeWithoutServer() throws {
        try withLoneApp { app in
            let result = try runProgramCapturing(app, ["classroom", "serve", "--port", "0"], path: "/usr/bin:/bin")
            #expect(result.status == 1)
            #expect(
                result.errors
                    == "gesturelab classroom serve: error: the classroom server (gesturelab-classroom) is not built: "
                    + "run `swift build -c release --product gesturelab-classroom` in the GestureLab folder, or "
                    + "scripts/install.sh\n")
        }
    }

    /// The built app copied alone (with the engine library it loads) into a temporary folder: no gesturelab-inject
    /// and no gesturelab-classroom beside it.
    private func withLoneApp(_ body: (String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let built = URL(fileURLWithPath: appBinary).resolvingSymlinksInPath().deletingLastPathComponent()
            for name in ["gesturelab", "libGestureEngine.so"] {
                try FileManager.default.copyItem(
                    atPath: built.appendingPathComponent(name).path, toPath: folder + "/" + name)
            }
            try body(folder + "/gesturelab")
        }
    }

    /// Runs `program` with PATH set to `path`: its status and standard error.
    private func runProgramCapturing(
        _ program: String, _ arguments: [String], path: String = "/usr/bin:/bin"
    ) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
