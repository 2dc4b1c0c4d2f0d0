import Foundation
import GestureEngine
import GestureLabApp
import Glibc
import SceneSupport
import TutorialScenes
import X11Platform

/// The real app started for a live measurement (release binary, own process), watched from outside: its window is
/// found by its PID and its first frame is the first damage to that window.
final class LiveApp {
    /// The window size the live measurements use, in points at scale 1 (the frame bench's first size).
    static let size = Size(width: 1280, height: 800)

    let process = Process()
    /// Whether the app shows the inspector (its scene is then laid out beside it).
    let inspect: Bool
    let watcher: WindowDamageWatcher
    /// Seconds from just before the process started to the first damage to its window; nil when the first frame
    /// came before the watch on the window began (the app drew right after mapping, while this process was waiting
    /// for the CPU), so it could not be told from the background the server paints at the map.
    let launchTime: Double?
    /// Seconds from just before the process started until its window was mapped (the rest of `launchTime` is the
    /// first frame: loading, laying out and drawing).
    let mapTime: Double

    /// Starts `binary run` for `scene` on `appDisplay` (a proxy's display for injected input, or the server itself);
    /// `serverDisplay` is the real X server, where the window's damage is watched.
    init(
        binary: String, scene: SceneKind, inspect: Bool, pacing: FramePacing.Choice, assets: String?,
        appDisplay: String, serverDisplay: String
    ) throws {
        self.inspect = inspect
        watcher = try WindowDamageWatcher(displayName: serverDisplay)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments =
            [
                "run", "--scene", scene.rawValue, "--size", "\(Int(Self.size.width))x\(Int(Self.size.height))",
                "--scale", "1", "--mute", "--pacing", pacing.rawValue, "--display", appDisplay,
            ] + (inspect ? ["--inspect"] : []) + (assets.map { ["--assets", $0] } ?? [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = WindowDamageWatcher.now()
        try process.run()
        let deadline = start + 20
        guard watcher.waitForWindow(ofProcess: process.processIdentifier, before: deadline) else {
            throw BenchError("\(binary) run showed no window within 20 s (is it the gesturelab binary?)")
        }
        mapTime = WindowDamageWatcher.now() - start
        // An idle app draws nothing after its first frame: no damage within seconds means it was missed.
        launchTime = watcher.nextDamage(before: WindowDamageWatcher.now() + 5).map { $0 - start }
    }

    deinit {
        watcher.stopWatching()  // while the window exists: its destruction frees the damage object
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    /// Where a finger drags on `scene` (window pixels = points at scale 1): on the monkey, else the scene's middle.
    static func dragCentre(of scene: SceneKind, inspect: Bool = false) -> Point {
        let area = AppLayout.sceneArea(in: size, inspectorWidth: inspect ? AppLayout.inspectorWidth : 0)
        if scene == .monkey {
            // The monkey's centre, as MonkeyScene lays it out (a third across, about halfway down).
            return Point(x: area.minX + area.width * 0.33, y: area.minY + area.height * 0.52)
        }
        return Point(x: area.midX, y: area.midY)
    }
}
