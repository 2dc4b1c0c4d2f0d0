import CX11
import Glibc
import Logging

/// Why the app could not start on X11.
public enum X11StartError: Error, CustomStringConvertible {
    case noDisplayVariable
    case cannotOpenDisplay(String)
    case cannotCreateSurface
    case windowTooLarge(width: Int, height: Int, scale: String)

    public var description: String {
        switch self {
        case .noDisplayVariable:
            return
                "no X display: DISPLAY is not set. Start GestureLab on a desktop, or render a scene without a display: "
                + "gesturelab snapshot --scene monkey --out monkey.png"
        case .cannotOpenDisplay(let name):
            return "cannot open the X display '\(name)'. Is an X server running there, and may you connect to it? "
                + "To render without a display: gesturelab snapshot --scene monkey --out monkey.png"
        case .cannotCreateSurface:
            return "cairo could not draw on the X window"
        case .windowTooLarge(let width, let height, let scale):
            return "a window of \(width)×\(height) device pixels (--size × scale \(scale)) is more than X11 can draw "
                + "(at most \(X11Window.maximumDevicePixels) a side): choose a smaller --size or --scale"
        }
    }
}

/// X errors are reported, not fatal: Xlib's default handler would end the process on the first one.
enum X11ErrorReporting {
    static let logger = Logger(label: "gesturelab.x11")
    /// Run when the X server goes away (logout, crash), before the process exits: the run loop finishes a
    /// recording here so it is not left as a hidden temporary file. Set and read on the main thread only.
    nonisolated(unsafe) static var onConnectionLost: (() -> Void)?
    /// X errors reported so far: a caller compares it around a request it can recover from (attaching shared
    /// memory). Written by the handler, which Xlib calls on the main thread.
    nonisolated(unsafe) static var errorCount = 0

    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            X11ErrorReporting.errorCount += 1
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            X11ErrorReporting.logger.error(
                "X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code))")
            return 0
        }
        XSetIOErrorHandler { _ in
            X11ErrorReporting.logger.critical("lost the connection to the X server")
            X11ErrorReporting.onConnectionLost?()  // Xlib exits if the handler returns: finish what must be kept
            exit(1)
        }
    }
}
