import ArgumentParser
import Foundation
import GestureWorkshop
import InputTrace

/// `gesturelab workshop replay FILE --trace T`: the attendee's recognizer on a recorded trace, with no display and
/// on virtual time, writing its transition log.
struct WorkshopReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace against your recognizer with no display and write its transition log.")

    @OptionGroup var recognizer: WorkshopFileOptions

    @Option(help: "The trace to replay.")
    var trace: String

    @Option(help: "Write the transition log here (default: standard output).")
    var log: String?

    // The lesson checker's replays: a library it compiled already, instead of FILE.
    @Option(help: .hidden) var library: String?

    func validate() throws {
        try OutputChecks.check([log], readingFrom: [recognizer.file, trace])
    }

    func run() throws {
        try WorkshopCommand.reportingErrors {
            try Self.replay(recognizer, trace: trace, log: log, library: library)
        }
    }

    /// Compiles (or takes `library`), replays the trace, writes the log; nothing is written on a compile error.
    static func replay(_ recognizer: WorkshopFileOptions, trace: String, log: String?, library: String?) throws {
        let loaded = try TraceReader.read(path: trace)
        let compiled: CompiledRecognizer
        let work = try WorkshopCommand.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let library, let className = recognizer.className {
            compiled = CompiledRecognizer(libraryPath: library, className: className, sourceHash: "")
        } else {
            compiled = try recognizer.compiler(workFolder: work).compile()
        }
        let recognizerLibrary = try RecognizerLibrary(compiled)
        let result = PlaygroundReplay(trace: loaded).run(
            making: recognizerLibrary.makeRecognizer, className: compiled.className)
        if let log {
            do {
                try Data(result.log.utf8).write(to: URL(fileURLWithPath: log))
            } catch {
                throw WorkshopError("cannot write the transition log \(log): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(result.log.utf8))
        }
    }
}
