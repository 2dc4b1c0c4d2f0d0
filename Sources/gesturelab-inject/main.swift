import Foundation
import Glibc

// gesturelab-inject: a test-support X11 proxy that injects real XI2 multitouch and touchpad events into GestureLab
// on machines without a touchscreen. See the README ("Multitouch without a touchscreen").
//
// Usage: gesturelab-inject [--display :N] [--control PATH] [--trace FILE] [--scale S]
// It prints the display number to use for the app (DISPLAY=:M) on its first line of output, then serves until killed.
let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: gesturelab-inject [--display :N] [--control PATH] [--trace FILE] [--scale S]")
    print(
        "Prints the proxy's display number M; start GestureLab with DISPLAY=:M, then send commands to the control socket:"
    )
    print(
        "  touch begin|update|end ID X Y · pinch begin|update|end FINGERS X Y SCALE ANGLE [DX DY] · swipe … FINGERS X Y DX DY · trace FILE"
    )
    print(
        "Positions are in points, as the app lays out and records them; give --scale when the app was given one (it reads GESTURELAB_SCALE, GDK_SCALE and Xft.dpi as the app does)."
    )
    exit(0)
}
guard let realDisplay = option("--display") ?? ProcessInfo.processInfo.environment["DISPLAY"] else {
    FileHandle.standardError.write(Data("gesturelab-inject: no X display: pass --display :N or set DISPLAY\n".utf8))
    exit(1)
}
var scaleOption: Double?
if let text = option("--scale") {
    guard let value = Double(text), value.isFinite, value > 0 else {
        FileHandle.standardError.write(Data("gesturelab-inject: --scale \(text) is not a positive number\n".utf8))
        exit(1)
    }
    scaleOption = value
}
// Claimed last: every way out from here on removes the lock file again.
guard let number = InjectionProxy.claimFreeDisplayNumber() else {
    FileHandle.standardError.write(Data("gesturelab-inject: no free display number\n".utf8))
    exit(1)
}
do {
    let proxy = try InjectionProxy(
        realDisplay: realDisplay, displayNumber: number,
        controlPath: option("--control") ?? "/tmp/gesturelab-inject-\(number).sock", scaleOption: scaleOption)
    signal(SIGPIPE, SIG_IGN)
    // A test runner may start us with SIGTERM blocked; unblock it, or we could never clean up on the way out.
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    for name in [SIGINT, SIGTERM] {
        signal(name) { _ in
            // Leave no socket or lock behind.
            if let number = activeDisplayNumber {
                unlink("/tmp/.X11-unix/X\(number)")
                unlink("/tmp/.X\(number)-lock")
            }
            if let control = activeControlPath { unlink(control) }
            _exit(0)
        }
    }
    activeDisplayNumber = number
    activeControlPath = proxy.controlPath
    // Straight to the file descriptor: a test reads this line while we keep running (stdout may be a pipe).
    FileHandle.standardOutput.write(Data("\(number)\ncontrol socket: \(proxy.controlPath)\n".utf8))
    if let trace = option("--trace") {
        // The trace starts once GestureLab's window is there.
        while (try? proxy.execute("trace \(trace)")) == nil { usleep(100_000) }
    }
    proxy.run()
} catch {
    unlink("/tmp/.X11-unix/X\(number)")
    unlink("/tmp/.X\(number)-lock")
    FileHandle.standardError.write(Data("gesturelab-inject: \(error)\n".utf8))
    exit(1)
}
