import ArgumentParser
import ClassroomServer
import CommandLineErrors

/// `gesturelab-classroom restore BACKUP` (also `gesturelab classroom restore`): puts a backup back as the class's database (the server stopped).
struct ClassroomRestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring the class back from one of its backups (stop the server first).",
        discussion: """
            `classroom serve` keeps the last few backups in DATA/backups (every few minutes and at shutdown) and \
            names the newest when it refuses an empty or damaged database. The database it replaces is kept \
            beside it as classroom.sqlite.replaced-TIME.
            """)

    @Argument(help: "The backup file (DATA/backups/classroom-….sqlite).")
    var backup: String

    @Option(help: "The class's data folder (default: $XDG_DATA_HOME/gesturelab/classroom).")
    var data: String?

    func run() throws {
        let folder = data ?? ClassroomServer.defaultDataFolder()
        do {
            let kept = try ClassroomRestore.restore(backup: backup, into: folder)
            print(
                "restored \(backup) into \(folder)" + (kept.map { "; the database it replaced is kept as \($0)" } ?? "")
            )
        } catch let failure as RestoreFailure {
            throw CommandFailure.runtime(failure.description)
        }
    }
}
