import ArgumentParser

/// `gesturelab-classroom`: the teacher's server (`serve`, the default), its backups (`restore`) and its load test
/// (`bench`): the one program that links the server's dependencies.
struct ClassroomProgram: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturelab-classroom",
        abstract: "The teacher's classroom server (also run as `gesturelab classroom serve|restore|bench`).",
        subcommands: [ClassroomServeCommand.self, ClassroomRestoreCommand.self, ClassroomBenchCommand.self],
        defaultSubcommand: ClassroomServeCommand.self)
}
