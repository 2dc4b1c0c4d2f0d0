import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// `gesturelab devices` on a real X server (Xvfb): its XTest devices, and through gesturelab-inject the injector's
/// touchscreen and touchpad, which the proxy lists as XInput devices; `--watch` prints the events its window reads.
@Suite("End to end: gesturelab devices")
struct DevicesEndToEndTests {
    /// The block of the device named `name` in a listing.
    private func block(_ listing: String, _ name: String) -> String {
        listing.components(separatedBy: "\n\n").first { $0.hasPrefix("Device:") && $0.contains(name + "\n") } ?? ""
    }

    @Test("Xvfb's devices: the virtual core pointer and keyboard (masters) and their XTest slaves")
    func xtestDevices() throws {
        let display = try VirtualDisplay()
        let run = try runApp(["devices"], environment: ["DISPLAY": display.name])
        #expect(run.status == 0, "\(run.errors)")
        // The X server numbers its masters 2 and 3 and their XTest slaves 4 and 5 (xserver's dix/devices.c).
        let pointer = block(run.output, "Virtual core pointer")
        #expect(pointer.contains("Id:               2\n"), "\(run.output)")
        #expect(pointer.contains("Use:              master pointer, paired with 3 (Virtual core keyboard)"))
        let xtest = block(run.output, "Virtual core XTEST pointer")
        #expect(xtest.contains("Use:              slave pointer, attached to 2 (Virtual core pointer)"), "\(xtest)")
        #expect(xtest.contains("Kind:             mouse"))
        #expect(xtest.contains("Touch:            none"))
        #expect(xtest.contains("GestureLab:       the pointer: button 1 held is one touch"))
        #expect(block(run.output, "Virtual core XTEST keyboard").contains("Kind:             keyboard"))
        #expect(!run.output.contains("GestureLab inject"))
    }

    @Test("through the injector: its touchscreen is a direct-touch device with 10 touches, its touchpad dependent")
    func injectorDevices() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let run = try runApp(["devices", "--scale", "2"], environment: ["DISPLAY": ":\(injector.displayNumber)"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("scale 2× (from --scale)"), "\(run.output)")
        let screen = block(run.output, "GestureLab inject touchscreen")
        #expect(screen.contains("Id:               50\n"), "\(run.output)")
        #expect(screen.contains("Kind:             touchscreen"))
        #expect(screen.contains("Touch:            direct, 10 touches"))
        #expect(screen.contains("0 Abs MT Position X  absolute 0…1279"), "\(screen)")
        #expect(screen.contains("2 Abs MT Touch Major  absolute 0…255"))
        #expect(screen.contains("GestureLab:       the scene's touches: each finger is one touch (up to 10 at once)"))
        #expect(screen.contains("positions ÷ 2 into points"))
        let pad = block(run.output, "GestureLab inject touchpad")
        #expect(pad.contains("Kind:             touchpad") && pad.contains("Touch:            dependent, 5 touches"))
        #expect(pad.contains("0 Rel X  relative") && pad.contains("resolution 12000 units/m (12/mm)"), "\(pad)")
        // The server's own devices are still listed, once each.
        #expect(run.output.components(separatedBy: "Device:           Virtual core XTEST pointer\n").count == 2)
    }

    @Test("--watch prints an injected touch, a touchpad pinch and an XTest motion, then stops cleanly on SIGINT")
    func watch() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let watcher = try WatchProcess(display: ":\(injector.displayNumber)")
        try waitUntil("the watch window", timeout: 15) { watcher.output.contains("watching XInput 2.") }
        // The injector finds the window by its class once it is mapped.
        try waitUntil("the injector to find the window", timeout: 15) {
            (try? injector.send("touch begin 7 100 120")) != nil
        }
        try injector.send("touch update 7 110 125.5")
        try injector.send("touch end 7 110 125.5")
        try injector.send("pinch begin 2 200 150 1 0")
        try injector.send("pinch end 2 200 150 1.5 10")
        try display.xdotool("mousemove", "50", "60")
        try waitUntil("the events to be printed", timeout: 15) {
            watcher.output.contains("pinch-end") && watcher.output.contains("motion")
        }
        let lines = watcher.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.contains(
                    "  50 \"GestureLab inject touchscreen\" (touchscreen)  touch-begin  touch 7  at 100.00, 120.00 pt  → app: touch"
                )
            },
            "\(lines)")
        #expect(lines.contains { $0.contains("touch-update  touch 7  at 110.00, 125.50 pt  → app: touch") })
        #expect(
            lines.contains {
                $0.contains(
                    "51 \"GestureLab inject touchpad\" (touchpad)  pinch-end  2 fingers  at 200.00, 150.00 pt  scale 1.50 angle 10.00°"
                )
                    && $0.hasSuffix("→ app: touchpad gesture")
            }, "\(lines)")
        #expect(
            // XTest's motion reaches the window from the master pointer, with the server's valuators.
            lines.contains {
                $0.contains(
                    "2 \"Virtual core pointer\" (pointer)  motion  at 50.00, 60.00 pt  "
                        + "valuators [Rel X 50.00, Rel Y 60.00]  → app: pointer")
            },
            "\(lines)")
        let status = try watcher.interrupt()
        #expect(status == 0)
        #expect(watcher.errors.contains("devices --watch: stopped (SIGINT)"), "\(watcher.errors)")
    }
}

/// `gesturelab devices --watch` running, its output read as it comes.
private final class WatchProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()

    init(display: String) throws {
        process.executableURL = URL(fileURLWithPath: appBinary)
        process.arguments = ["devices", "--watch"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.outputData += data }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errorData += data }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
    var errors: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }

    /// Ctrl+C, then its exit status.
    func interrupt() throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        try waitUntil("the watcher to exit", timeout: 10) { !self.process.isRunning }
        // Let the readers take the last bytes.
        Thread.sleep(forTimeInterval: 0.2)
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
