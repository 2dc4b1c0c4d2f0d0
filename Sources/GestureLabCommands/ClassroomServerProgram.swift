import CommandLineErrors
import Foundation

/// The teacher's server, `gesturelab-classroom`: found next to the running gesturelab (a build folder, or
/// PREFIX/bin after scripts/install.sh), then on PATH.
enum ClassroomServerProgram {
    static let name = "gesturelab-classroom"

    /// What to run to build it, said when it is not found.
    static let buildHint =
        "the classroom server (\(name)) is not built: run `swift build -c release --product \(name)` in the "
        + "GestureLab folder, or scripts/install.sh"

    /// The server's path: next to `executable` first, then in each folder of `searchPath`.
    static func find(
        nextTo executable: String = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> String? {
        let besides = (executable as NSString).deletingLastPathComponent
        let folders = [besides] + (searchPath ?? "").split(separator: ":").map(String.init)
        return folders.map { ($0 as NSString).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process with the server (so Ctrl-C, a signal and the exit status are the server's own), or
    /// throws with how to build it.
    static func replaceProcess(command: String, arguments: [String]) throws -> Never {
        guard let path = find() else { throw CommandFailure.runtime(buildHint) }
        setenv("GESTURELAB_CLASSROOM_SHOWN_AS", "gesturelab classroom", 1)
        let argv = ([path, command] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        execv(path, argv)
        throw CommandFailure.runtime("cannot run \(path): \(String(cString: strerror(errno)))")
    }
}
