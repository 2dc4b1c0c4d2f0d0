import ArgumentParser
import Classroom
import CommandLineErrors
import Foundation
import GestureWorkshop
import InputTrace

/// `gesturelab workshop`: an attendee's own recognizer, compiled, loaded and run — live in the window (`run`, the
/// default, reloaded on every save), checked against a lesson's traces (`check`), or headless on a trace (`replay`).
public struct WorkshopCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "workshop",
        abstract: "Run your own GestureRecognizer subclass: live with reload on save, checked against a lesson, or "
            + "replayed on a trace.",
        discussion: """
            FILE is ordinary Swift that imports GestureEngine and declares a GestureRecognizer subclass, as in the \
            tutorials (override touchesBegan/Moved/Ended/Cancelled and reset). `workshop FILE` is `workshop run \
            FILE`: the window shows it on a canvas with the inspector; saving the file reloads it. A compile error \
            is shown and the last good version keeps running; a crash brings the window back with the last good \
            version. Lessons are in workshop/.
            """,
        subcommands: [WorkshopRunCommand.self, WorkshopCheckCommand.self, WorkshopReplayCommand.self],
        defaultSubcommand: WorkshopRunCommand.self)

    public init() {}

    /// Runs `body`, turning the workshop's errors into command failures (a compile error is printed as the compiler
    /// words it, FILE:LINE:COL, for editors to jump to).
    static func reportingErrors(_ body: () throws -> Void) throws {
        unblockSignals()
        do {
            try body()
        } catch let error as WorkshopError {
            throw CommandFailure.runtime(error.description)
        } catch let failure as CompileFailure {
            printError(failure.description, prefix: false)
            throw ExitCode(1)
        } catch let exit as WorkshopSupervisor.SupervisedExit {
            throw ExitCode(exit.status)
        } catch let error as TraceError {
            throw CommandFailure.usage(error.description)
        } catch let error as ClassroomError {
            throw CommandFailure.runtime("classroom: \(error.description)")
        } catch let invalid as InvalidUpload {
            throw CommandFailure.runtime("classroom: \(invalid.description)")
        }
    }

    static var executablePath: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesturelab-workshop-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A parent (a test runner, a shell script) may have left signals blocked, and children inherit the mask: with
    /// SIGCHLD blocked, Foundation never sees swiftc or a replay end. (The supervisor unblocks the signals it passes
    /// on once its handlers are in place; the window's run loop does the same for its own.)
    static func unblockSignals() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGCHLD)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    static func printError(_ text: String, prefix: Bool = true) {
        FileHandle.standardError.write(Data(((prefix ? "gesturelab: " : "") + text + "\n").utf8))
    }
}
