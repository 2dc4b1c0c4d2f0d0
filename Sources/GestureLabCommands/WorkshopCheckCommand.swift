import ArgumentParser
import Classroom
import CommandLineErrors
import Foundation
import GestureWorkshop

/// `gesturelab workshop check FILE`: the lesson's traces replayed against the attendee's file, as a checklist.
struct WorkshopCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay the lesson's traces against your file and print a checklist (exit 1 if any fails).")

    @OptionGroup var recognizer: WorkshopFileOptions
    @OptionGroup var classroom: ClassroomOptions

    func run() throws {
        try WorkshopCommand.reportingErrors { try Self.check(recognizer, classroom: classroom) }
    }

    /// Compiles one library per class the lesson's traces name (a lesson may teach two recognizers in one file),
    /// checks them, and posts the outcome with `--classroom`.
    static func check(_ recognizer: WorkshopFileOptions, classroom: ClassroomOptions) throws {
        let file = recognizer.file
        let found = try recognizer.findLesson(classroom.lesson)
        let work = try WorkshopCommand.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let reporter = classroom.reporter(file: file, workFolder: work)
        var compiled: [String: CompiledRecognizer] = [:]
        let engine = try EngineLocation.find()
        let sourcePath = URL(fileURLWithPath: file).standardizedFileURL.path
        for name in found.classNames.isEmpty ? [recognizer.className] : found.classNames.map(Optional.some) {
            let compiler = RecognizerCompiler(file: file, requestedClass: name, workFolder: work, engine: engine)
            do {
                compiled[name ?? ""] = try compiler.compile()
            } catch let failure as CompileFailure {
                WorkshopCommand.printError(failure.description, prefix: false)
                notPosted { try reporter?.report(lessonTitle: found.title, compileErrors: failure.diagnostics) }
                throw ExitCode(1)
            }
        }
        let checker = LessonChecker(
            lesson: found, compiled: compiled, displayPath: file, sourcePath: sourcePath,
            executable: WorkshopCommand.executablePath, workFolder: work)
        let outcomes = checker.run { print($0) }
        notPosted { try reporter?.report(lesson: found, outcomes: outcomes, compiled: compiled) }
        if outcomes.count < found.traces.count || outcomes.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// Posts to the classroom; a classroom that cannot be reached or refuses is said in a line, and the check's own
    /// result and exit status stay what the lesson's traces made them.
    private static func notPosted(_ post: () throws -> Void) {
        do {
            try post()
        } catch let error as ClassroomError {
            warn("the classroom did not get this check: \(error.description)")
        } catch let invalid as InvalidUpload {
            warn("the classroom did not get this check: \(invalid.description)")
        } catch {
            warn("the classroom did not get this check: \(ErrorText.line(error))")
        }
    }

    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data("gesturelab workshop check: warning: \(text)\n".utf8))
    }
}
