import Foundation

/// The GestureLab release, written into the files it makes (a stroke session's header, a verdict file), and the
/// commit the running build was made from.
public enum GestureLabVersion {
    public static let current = "0.1.0"

    /// The commit of the checkout the running binary was built in ("a89e1c6b2d3f", "-dirty" added when files were
    /// changed since), from git in the binary's folder; "unknown" for an installed binary, away from any checkout.
    public static let commit: String = {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", folder, "describe", "--always", "--dirty", "--abbrev=12", "--exclude=*"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        do { try git.run() } catch { return "unknown" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        let commit = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !commit.isEmpty ? commit : "unknown"
    }()
}
