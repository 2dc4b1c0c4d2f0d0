import Foundation

/// The git commit GestureLab was built from, for the files and reports it makes: `git describe --always --dirty` in
/// the checkout that holds the running executable (a build folder sits inside it), or "unknown" for an installed
/// copy or a machine without git.
public enum GestureLabCommit {
    public static let current: String = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = [
            "-C", executable.deletingLastPathComponent().path, "describe", "--always", "--dirty", "--abbrev=12",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "unknown" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : "unknown"
    }()
}
