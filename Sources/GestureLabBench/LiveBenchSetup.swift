import Foundation
import HeadlessDisplay

/// The X server and the injection proxy the live measurements share: the user's `--display`, or an Xvfb server at
/// 1920x1080 started for the bench (and killed after it).
final class LiveBenchSetup {
    /// The real server's name (":N"): where windows are watched.
    let serverDisplay: String
    let injector: Injector
    /// The proxy's display: the app connects there to receive injected touches.
    var proxyDisplay: String { ":\(injector.displayNumber)" }
    private let xvfb: VirtualDisplay?

    init(display: String?, injectorBinary: String) throws {
        if let display {
            xvfb = nil
            serverDisplay = display
        } else {
            let started = try VirtualDisplay(width: 1920, height: 1080)
            xvfb = started
            serverDisplay = started.name
        }
        injector = try Injector(binary: injectorBinary, displayName: serverDisplay)
    }

    /// The executable this process runs (`gesturelab` itself), for --app-binary's default.
    static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// gesturelab-inject next to the running executable (SwiftPM builds both into one folder).
    static var siblingInjector: String {
        URL(fileURLWithPath: runningExecutable).deletingLastPathComponent().appendingPathComponent("gesturelab-inject")
            .path
    }
}
