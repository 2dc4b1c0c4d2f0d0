import DisplayScaling
import Foundation
import GestureEngine
import Glibc
import InputTrace

/// An X11 protocol proxy that listens as display `:M`, forwards every client to the real server `:N`, and splices
/// synthetic XI2 touch and touchpad events into the stream of the client that owns GestureLab's window.
/// Driven by commands on a control socket, or by a trace file played in real time.
final class InjectionProxy {
    final class Connection {
        let client: Int32
        let server: Int32
        var framer = ServerStreamFramer()
        var requests: ClientRequestTracker
        init(client: Int32, server: Int32, xiOpcode: UInt8) {
            self.client = client
            self.server = server
            requests = ClientRequestTracker(xiOpcode: xiOpcode)
        }
    }

    let displayNumber: Int
    let controlPath: String
    private let realSocketPath: String
    private let listener: Int32
    private let controlListener: Int32
    var controlClients: [Int32: [UInt8]] = [:]
    var connections: [Connection] = []
    let finder: TargetWindowFinder
    /// The touchscreen and touchpad the injected events come from, listed to clients as if they were real.
    let devices: InjectedDevices
    /// GestureLab's window as last found, with the app's scale then: looking it up walks the window tree with several
    /// round trips to the server (about 1.8 ms), too slow to repeat for every event of a 125 Hz stream. Forgotten when
    /// its client goes away.
    var target: (window: UInt32, root: UInt32, origin: (Double, Double), scale: Double)?
    /// The app's --scale, when it was given one; the environment and the desktop's Xft.dpi do the rest, as in the app.
    let scaleOption: Double?
    var scheduled: [(due: Double, command: String)] = []
    let start = Date()

    init(realDisplay: String, displayNumber: Int, controlPath: String, scaleOption: Double? = nil) throws {
        guard let number = Int(realDisplay.split(separator: ":").last?.split(separator: ".").first ?? "") else {
            throw InjectorError("cannot read the display number of \(realDisplay)")
        }
        realSocketPath = "/tmp/.X11-unix/X\(number)"
        finder = try TargetWindowFinder(displayName: realDisplay)
        devices = InjectedDevices(display: finder.display)
        self.displayNumber = displayNumber
        self.controlPath = controlPath
        self.scaleOption = scaleOption
        // The display number's lock file is ours already (`claimFreeDisplayNumber`), so the socket is ours to make.
        listener = try UnixSocket.listen(at: "/tmp/.X11-unix/X\(displayNumber)")
        controlListener = try UnixSocket.listen(at: controlPath)
    }

    func cleanUp() {
        unlink("/tmp/.X11-unix/X\(displayNumber)")
        unlink("/tmp/.X\(displayNumber)-lock")
        unlink(controlPath)
    }

    /// Claims a free display number as an X server does: the first from `first` with no socket whose lock file this
    /// process creates itself, exclusively, holding its PID. Two proxies, or a proxy and an Xvfb, starting at the same
    /// moment never take the same number; a number merely seen free could be taken before the socket is made.
    static func claimFreeDisplayNumber(from first: Int = 40) -> Int? {
        for number in first..<first + 200 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            let fd = open("/tmp/.X\(number)-lock", O_WRONLY | O_CREAT | O_EXCL, 0o444)
            guard fd >= 0 else { continue }
            let pid = Array(String(format: "%10d\n", getpid()).utf8)
            _ = pid.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            return number
        }
        return nil
    }

    /// Finds GestureLab's window and the scale it has: the same rule the app applies (`DesktopScale`), from this
    /// process's environment, which the app shares when both are started from one shell or test.
    func findTarget() -> (window: UInt32, root: UInt32, origin: (Double, Double), scale: Double)? {
        guard let found = finder.findWindow() else { return nil }
        let scale = DesktopScale.resolve(
            option: scaleOption, environment: ProcessInfo.processInfo.environment, display: finder.display)
        return (found.window, found.root, found.origin, scale.factor)
    }

    var milliseconds: UInt32 { UInt32(truncatingIfNeeded: Int(Date().timeIntervalSince(start) * 1000)) }

    // MARK: The loop

    func run() {
        while true {
            var fds = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: controlListener, events: Int16(POLLIN), revents: 0),
            ]
            fds += controlClients.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            for connection in connections {
                fds.append(pollfd(fd: connection.client, events: Int16(POLLIN), revents: 0))
                fds.append(pollfd(fd: connection.server, events: Int16(POLLIN), revents: 0))
            }
            let now = Date().timeIntervalSince(start)
            let timeout: Int32 = scheduled.first.map { Int32(max(0, ($0.due - now) * 1000).rounded(.up)) } ?? -1
            _ = poll(&fds, nfds_t(fds.count), timeout)
            for entry in fds where entry.revents != 0 { handleReadable(entry.fd) }
            runDueCommands()
        }
    }

    private func handleReadable(_ fd: Int32) {
        if fd == listener {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            do {
                connections.append(
                    Connection(
                        client: client, server: try UnixSocket.connect(to: realSocketPath), xiOpcode: finder.opcode))
            } catch {
                close(client)
            }
        } else if fd == controlListener {
            let client = accept(controlListener, nil, nil)
            if client >= 0 { controlClients[client] = [] }
        } else if controlClients[fd] != nil {
            readControl(fd)
        } else if let connection = connections.first(where: { $0.client == fd }) {
            guard let bytes = UnixSocket.readSome(fd) else { return drop(connection) }
            connection.requests.append(bytes[...])
            guard UnixSocket.writeAll(connection.server, bytes) else { return drop(connection) }
        } else if let connection = connections.first(where: { $0.server == fd }) {
            guard let bytes = UnixSocket.readSome(fd) else { return drop(connection) }
            connection.framer.append(bytes[...])
            for packet in connection.framer.takePackets() {
                let answer = devices.rewrite(packet, queries: &connection.requests.deviceQueries)
                if !UnixSocket.writeAll(connection.client, answer) { return drop(connection) }
            }
        }
    }

    private func drop(_ connection: Connection) {
        if let target, connection.framer.owns(window: target.window) { self.target = nil }
        close(connection.client)
        close(connection.server)
        connections.removeAll { $0 === connection }
    }
}
