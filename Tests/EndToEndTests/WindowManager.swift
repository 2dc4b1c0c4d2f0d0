import CX11
import Foundation
import GestureLabTestSupport
import Glibc
import HeadlessDisplay

/// A real window manager running on a virtual display, as users run GestureLab: openbox, or Xfce's xfwm4 (which keeps
/// its settings in xfconf, reached over a session bus, so it gets a private D-Bus daemon of its own). Every process
/// is started here and stopped by its PID.
final class WindowManager {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case openbox, xfwm4

        var description: String { rawValue }

        /// The programs it needs, all installed by scripts/install-dependencies.sh --for-tests.
        var programs: [String] { self == .openbox ? ["openbox"] : ["xfwm4", "dbus-daemon"] }

        var isInstalled: Bool { programs.allSatisfy { which($0) != nil } }

        /// Why its tests are skipped when it is missing.
        var missingMessage: String {
            "\(programs.joined(separator: " and ")) not installed: scripts/install-dependencies.sh --for-tests installs it"
        }
    }

    let kind: Kind
    let display: VirtualDisplay
    private let process = Process()
    private var bus: Process?

    /// Starts the manager on `display` and waits until it has taken over the screen (it announces itself with
    /// `_NET_SUPPORTING_WM_CHECK` on the root window).
    init(_ kind: Kind, on display: VirtualDisplay) throws {
        guard kind.isInstalled else { throw TestFailure(kind.missingMessage) }
        self.kind = kind
        self.display = display
        // No accessibility bus: GTK would start one that outlives the test.
        var environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name, "NO_AT_BRIDGE": "1"]) {
            $1
        }
        switch kind {
        case .openbox:
            process.executableURL = URL(fileURLWithPath: which("openbox")!)
            process.arguments = ["--sm-disable"]
        case .xfwm4:
            environment["DBUS_SESSION_BUS_ADDRESS"] = try startBus()
            process.executableURL = URL(fileURLWithPath: which("xfwm4")!)
            process.arguments = ["--compositor=off", "--sm-client-disable"]
        }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitUntil("\(kind) to manage the screen", timeout: 15) {
            guard process.isRunning else { throw TestFailure("\(kind) exited with \(process.terminationStatus)") }
            return try display.tool("xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"]).contains("window id")
        }
    }

    deinit {
        for running in [process, bus].compactMap({ $0 }) where running.isRunning {
            kill(running.processIdentifier, SIGTERM)
            if (try? waitUntil("the manager to stop", timeout: 3, { !running.isRunning })) == nil {
                kill(running.processIdentifier, SIGKILL)
            }
            running.waitUntilExit()
        }
    }

    /// A session bus for this manager alone (xfconfd, which the bus starts on demand, leaves with it).
    private func startBus() throws -> String {
        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: which("dbus-daemon")!)
        bus.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        bus.standardOutput = output
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        self.bus = bus
        let line = output.fileHandleForReading.readLine()
        guard let address = line, address.hasPrefix("unix:") else {
            throw TestFailure("dbus-daemon printed no address (\(String(describing: line)))")
        }
        return address
    }
}

extension FileHandle {
    /// Reads up to the first newline (the rest of the stream is left unread).
    fileprivate func readLine() -> String? {
        var bytes: [UInt8] = []
        while let byte = try? read(upToCount: 1)?.first {
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
