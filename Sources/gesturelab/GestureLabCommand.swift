import ArgumentParser
import GestureLabCommands

/// The `gesturelab` command line: the demo and its tools.
struct GestureLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturelab",
        abstract:
            "GestureLab \(GestureLabVersion.current): Apple's gesture-recognizer tutorials on Linux, the demo and "
            + "tools to measure and replay gestures.",
        version: GestureLabVersion.current,
        subcommands: [
            RunCommand.self, ReplayCommand.self, SnapshotCommand.self, EvalCommand.self, BenchCommand.self,
            FuzzCommand.self, WorkshopCommand.self, CollectCommand.self, StrokesCommand.self, ClassroomCommand.self,
            ProfileCommand.self, DevicesCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}
