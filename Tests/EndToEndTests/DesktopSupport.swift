import CX11
import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// What the desktop tests ask of the X server: resources (xrdb), window ids and sizes (xdotool, xwininfo), window
/// properties (xprop), and a ping the way a window manager sends it.
extension VirtualDisplay {
    /// Merges resource lines into the root window's RESOURCE_MANAGER, as a desktop's settings daemon does.
    func mergeResources(_ text: String) throws {
        guard let xrdb = which("xrdb") else {
            throw TestFailure("xrdb is not installed: run scripts/test.sh (package x11-xserver-utils)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-xrdb-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProgram(xrdb, ["-nocpp", "-merge", file.path], environment: ["DISPLAY": name])
        guard result.status == 0 else { throw TestFailure("xrdb -merge failed: \(result.output)") }
    }

    /// Runs an X tool on this display and returns its output, failing on a non-zero status.
    func tool(_ program: String, _ arguments: [String]) throws -> String {
        guard let path = which(program) else { throw TestFailure("\(program) is not installed: run scripts/test.sh") }
        let result = try runProgram(path, arguments, environment: ["DISPLAY": name])
        guard result.status == 0 else {
            throw TestFailure("\(program) \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }

    /// Sends `_NET_WM_PING` to `window` as a window manager would, and waits for the answer on the root window.
    func pingIsAnswered(window: UInt, timeout: TimeInterval = 3) throws -> Bool {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        let root = XRootWindow(display, XDefaultScreen(display))
        XSelectInput(display, root, SubstructureNotifyMask)
        let ping = XInternAtom(display, "_NET_WM_PING", 0)
        let timestamp = 424_242
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l = (Int(bitPattern: ping), timestamp, Int(bitPattern: window), 0, 0)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
        let answered: Void? = try? waitUntil("the answer to a ping", timeout: timeout) {
            while XPending(display) > 0 {
                var reply = XEvent()
                XNextEvent(display, &reply)
                if reply.type == ClientMessage, reply.xclient.window == root,
                    UInt(bitPattern: reply.xclient.data.l.0) == ping,
                    reply.xclient.data.l.1 == timestamp, UInt(bitPattern: reply.xclient.data.l.2) == window
                {
                    return true
                }
            }
            return false
        }
        return answered != nil
    }
}

extension RunningApp {
    /// The app's window, found by its _NET_WM_PID (so this also checks that property).
    func windowID() throws -> UInt {
        let output = try display.tool("xdotool", ["search", "--pid", "\(process.processIdentifier)"])
        guard let first = output.split(separator: "\n").first, let id = UInt(first) else {
            throw TestFailure("no window with _NET_WM_PID \(process.processIdentifier): \(output)")
        }
        return id
    }

    /// The window's size in device pixels, as the X server has it.
    func windowSize() throws -> (width: Int, height: Int) {
        let output = try display.tool("xwininfo", ["-id", "\(try windowID())"])
        func value(_ key: String) -> Int? {
            output.split(separator: "\n").first { $0.contains(key) }.flatMap {
                Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
            }
        }
        guard let width = value("Width:"), let height = value("Height:") else {
            throw TestFailure("xwininfo said: \(output)")
        }
        return (width, height)
    }

    /// Waits until the window has `size` (a resize is asynchronous), and returns the size it has then.
    func waitForWindowSize(_ size: (width: Int, height: Int), timeout: TimeInterval = 3) throws -> (
        width: Int, height: Int
    ) {
        var current = try windowSize()
        _ = try? waitUntil("the window to be \(size.width)×\(size.height)", timeout: timeout) {
            current = try windowSize()
            return (current.width, current.height) == (size.width, size.height)
        }
        return current
    }
}

/// How different two images of the same size are: ImageMagick's normalized root-mean-square error (0 = identical).
func imageDifference(_ first: String, _ second: String) throws -> Double {
    guard let compare = which("compare") else {
        throw TestFailure("imagemagick is not installed: run scripts/test.sh")
    }
    // compare exits with 1 when the images differ at all; the measure is on its standard error, "1234.5 (0.0188)".
    let result = try runProgram(compare, ["-metric", "RMSE", first, second, "null:"])
    guard let open = result.output.firstIndex(of: "("), let close = result.output.firstIndex(of: ")"),
        let value = Double(result.output[result.output.index(after: open)..<close])
    else { throw TestFailure("compare said: \(result.output)") }
    return value
}

/// Runs ImageMagick's convert.
func convertImage(_ arguments: [String]) throws {
    guard let convert = which("convert") else {
        throw TestFailure("imagemagick is not installed: run scripts/test.sh")
    }
    let result = try runProgram(convert, arguments)
    guard result.status == 0 else {
        throw TestFailure("convert \(arguments.joined(separator: " ")) failed: \(result.output)")
    }
}
