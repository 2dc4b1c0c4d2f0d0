import ArgumentParser
import Classroom
import FileChecks
import Foundation
import GestureWorkshop

/// The attendee's file and the class to load from it: what every `workshop` subcommand starts from.
struct WorkshopFileOptions: ParsableArguments {
    @Argument(help: "Your recognizer's Swift file.")
    var file: String

    @Option(name: .customLong("class"), help: "The recognizer class to load, when the file declares several.")
    var className: String?

    func validate() throws {
        switch PathKind(of: file) {
        case .missing: throw ValidationError("\(file): no such file")
        case .folder: throw ValidationError("\(file) is a folder; give your recognizer's Swift file (FILE.swift)")
        case .other: throw ValidationError("\(file) is not a file; give your recognizer's Swift file (FILE.swift)")
        case .file: break
        }
        guard file.hasSuffix(".swift") else {
            throw ValidationError("\(file) is not a Swift file; give your recognizer's FILE.swift (lessons: workshop/)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("\(file): cannot be read")
        }
        guard !data.contains(0), String(data: data, encoding: .utf8) != nil else {
            throw ValidationError("\(file) is not Swift source: it is not UTF-8 text")
        }
    }

    func compiler(workFolder: String) throws -> RecognizerCompiler {
        RecognizerCompiler(
            file: file, requestedClass: className, workFolder: workFolder, engine: try EngineLocation.find())
    }

    /// The lesson for this file: `lesson`, or the folder of the file (or one above it) with a lesson.json.
    func findLesson(_ lesson: String?) throws -> Lesson {
        try Lesson.find(from: lesson ?? (file as NSString).deletingLastPathComponent)
    }
}

/// Where to post each check and score: the teacher's classroom (`run` and `check`).
struct ClassroomOptions: ParsableArguments {
    @Option(
        help: "The lesson's folder (default: the folder of FILE, or one above it, with a lesson.json).")
    var lesson: String?

    @Option(
        help: ArgumentHelp(
            "Post each save's check and your recognizer's score on the class's strokes to the teacher's classroom.",
            valueName: "http://HOST:PORT"))
    var classroom: String?

    @Option(help: "With --classroom: your name on the teacher's page.")
    var name: String?

    @Option(
        help: "With --classroom: the token `gesturelab classroom serve` printed (or $GESTURELAB_CLASSROOM_TOKEN).")
    var token: String?

    func validate() throws {
        try ClassroomArguments.validate(classroom: classroom, name: name, token: token)
    }

    /// The attendee's connection to the teacher's classroom, with `--classroom`.
    func reporter(file: String, workFolder: String) -> ClassroomReporter? {
        guard let classroom, let url = URL(string: classroom), let name else { return nil }
        var client = ClassroomClient(
            server: url, token: token ?? ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_TOKEN"])
        client.onRetry = { WorkshopCommand.printError("classroom: \($0)") }
        return ClassroomReporter(
            client: client, name: name, executable: WorkshopCommand.executablePath,
            displayPath: file, sourcePath: URL(fileURLWithPath: file).standardizedFileURL.path,
            workFolder: workFolder)
    }
}
