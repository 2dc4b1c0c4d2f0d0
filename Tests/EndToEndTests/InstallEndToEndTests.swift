import Foundation
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// scripts/install.sh under a temporary prefix (with a space in it), with the built binary (`--binary`): the tests
/// run while SwiftPM holds the build folder, so the script's own release build is not run here.
@Suite("End to end: install, launch from the installed path, uninstall", .serialized)
struct InstallEndToEndTests {
    let script = repositoryRoot.appendingPathComponent("scripts/install.sh").path

    /// Every file (not folder) under `folder`, relative to it, sorted.
    func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(
                    String(
                        url.resolvingSymlinksInPath().path.dropFirst(folder.resolvingSymlinksInPath().path.count + 1)))
            }
        }
        return found.sorted()
    }

    @Test(
        "install puts the app, assets, menu entry, icons and man page in place; it runs from there; uninstall takes back exactly that"
    )
    func cycle() throws {
        let prefix = try makeTemporaryFolder("gesturelab prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // Something of the user's own, in a folder the install also uses: the uninstall must leave it alone.
        let applications = prefix.appendingPathComponent("share/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try Data("[Desktop Entry]\n".utf8).write(to: applications.appendingPathComponent("editor.desktop"))

        let install = try runProgram(script, ["--prefix", prefix.path, "--binary", appBinary])
        #expect(install.status == 0, "\(install.output)")
        let installed = files(under: prefix)
        for expected in [
            "bin/gesturelab", "bin/gesturelab-classroom", "share/gesturelab/assets/monkey.png",
            "share/gesturelab/assets/chomp.wav",
            "share/applications/gesturelab.desktop", "share/man/man1/gesturelab.1",
            "share/gesturelab/install-manifest.txt", "lib/gesturelab/libGestureEngine.so",
            "lib/gesturelab/Modules/GestureEngine.swiftmodule",
            "lib/gesturelab/include/_NumericsShims/module.modulemap",
        ] + [16, 22, 24, 32, 48, 64, 128, 256, 512].map({ "share/icons/hicolor/\($0)x\($0)/apps/gesturelab.png" }) {
            #expect(installed.contains(expected), "installed \(expected)")
        }

        let entry = prefix.appendingPathComponent("share/applications/gesturelab.desktop").path
        if let validate = which("desktop-file-validate") {
            let result = try runProgram(validate, [entry])
            #expect(result.status == 0, "desktop-file-validate: \(result.output)")
        } else {
            Issue.record("desktop-file-validate is not installed: run scripts/test.sh (package desktop-file-utils)")
        }
        let desktop = try String(contentsOfFile: entry, encoding: .utf8)
        #expect(desktop.contains("Categories=Education;Development;"))
        #expect(desktop.contains("Exec=\"\(prefix.path)/bin/gesturelab\""))
        #expect(
            desktop.contains("Icon=gesturelab") && desktop.contains("Name=GestureLab") && desktop.contains("Comment="))
        let manual = try String(
            contentsOfFile: prefix.appendingPathComponent("share/man/man1/gesturelab.1").path, encoding: .utf8)
        #expect(
            manual.contains(".It Fl -scale Ar scale") && manual.contains("F11 toggles full screen"),
            "the man page is the command's help")

        // Launched from the installed path, from a folder far from the clone, with no GESTURELAB_ASSETS: the app
        // must find its images beside itself, or it would stop before its window opens.
        let display = try VirtualDisplay()
        let elsewhere = try makeTemporaryFolder("gesturelab-cwd")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let app = try RunningApp(
            on: display, scene: .knob, binary: prefix.appendingPathComponent("bin/gesturelab").path,
            environment: ["GESTURELAB_ASSETS": ""], workingDirectory: elsewhere)
        #expect(try app.state().scene == .knob)
        #expect(app.quit() == 0)

        let uninstall = try runProgram(script, ["--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(files(under: prefix) == ["share/applications/editor.desktop"], "only the user's own file is left")
        #expect(
            !FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin").path),
            "folders it made are gone")

        let again = try runProgram(script, ["--uninstall", "--prefix", prefix.path])
        #expect(again.status != 0 && again.output.contains("no manifest"))
    }

    @Test("a manifest naming a file outside the prefix is refused with its line, and nothing is removed")
    func tamperedManifest() throws {
        let prefix = try makeTemporaryFolder("gesturelab-prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let outside = try makeTemporaryFolder("gesturelab-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let victim = outside.appendingPathComponent("keep.txt")
        try Data("mine".utf8).write(to: victim)
        #expect(try runProgram(script, ["--prefix", prefix.path, "--binary", appBinary]).status == 0)
        let manifest = prefix.appendingPathComponent("share/gesturelab/install-manifest.txt")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let lineCount = original.split(separator: "\n").count
        try (original + "file \(prefix.path)/../\(outside.lastPathComponent)/keep.txt\n").write(
            to: manifest, atomically: true, encoding: .utf8)

        let refused = try runProgram(script, ["--uninstall", "--prefix", prefix.path])
        #expect(refused.status != 0)
        #expect(refused.output.contains("install-manifest.txt:\(lineCount + 1):"), "\(refused.output)")
        #expect(FileManager.default.fileExists(atPath: victim.path))
        #expect(
            FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/gesturelab").path),
            "nothing removed")

        try original.write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try runProgram(script, ["--uninstall", "--prefix", prefix.path]).status == 0)
        #expect(files(under: prefix).isEmpty)
    }

    @Test("bad arguments: an unknown option, a missing binary, a prefix a .desktop file cannot quote")
    func badArguments() throws {
        let unknown = try runProgram(script, ["--frobnicate"])
        #expect(unknown.status != 0 && unknown.output.contains("unknown argument '--frobnicate'"))
        let missing = try runProgram(script, ["--prefix", "/tmp/unused", "--binary", "/nonexistent/gesturelab"])
        #expect(missing.status != 0 && missing.output.contains("no executable at /nonexistent/gesturelab"))
        let quote = try runProgram(script, ["--prefix", "/tmp/a\"b", "--binary", appBinary])
        #expect(quote.status != 0 && quote.output.contains("cannot hold unescaped"))
    }
}
