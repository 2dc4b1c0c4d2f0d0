import CX11
import Foundation
import Logging

/// The run loop's frame pacing on one window: which `FramePacing` the server allows, and whether the previous frame
/// has been handed over so the next one may be drawn.
final class FramePacer {
    let pacing: FramePacing
    private let display: OpaquePointer
    private let window: UInt
    /// The Present extension's major opcode (its events arrive as GenericEvents with this extension number).
    private let presentOpcode: Int32
    private var serial: UInt32 = 0
    /// When the frame still in flight was handed to the server (Present pacing only).
    private var inFlightSince: Double?

    init(window: X11Window, choice: FramePacing.Choice, logger: Logger) {
        display = window.display
        self.window = window.window
        var opcode: Int32 = 0
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        let hasPresent = XPresentQueryExtension(window.display, &opcode, &eventBase, &errorBase) != 0
        let rate = Self.refreshRate(display: window.display)
        presentOpcode = opcode
        pacing = FramePacing.resolve(choice, serverHasPresent: hasPresent, refreshRate: rate)
        if pacing == .present {
            _ = XPresentSelectInput(window.display, window.window, UInt32(PresentCompleteNotifyMask))
        }
        logger.info(
            "frame pacing \(pacing) (asked \(choice.rawValue); Present \(hasPresent ? "available" : "missing"), \(rate) Hz)"
        )
    }

    /// The screen's refresh rate from XRandR, 0 when the server reports none (Xvfb) or has no XRandR.
    static func refreshRate(display: OpaquePointer) -> Double {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0,
            let config = XRRGetScreenInfo(display, XDefaultRootWindow(display))
        else { return 0 }
        defer { XRRFreeScreenConfigInfo(config) }
        return Double(XRRConfigCurrentRate(config))
    }

    /// Whether a new frame may be drawn now: always on demand; with Present, once the previous frame completed or
    /// has been in flight longer than `FramePacing.completionTimeout`.
    func mayDraw(at now: Double) -> Bool {
        guard let inFlightSince else { return true }
        if now - inFlightSince >= FramePacing.completionTimeout { self.inFlightSince = nil }
        return self.inFlightSince == nil
    }

    /// Seconds until the loop should look again while a frame is in flight (nil when nothing waits on pacing).
    func secondsUntilTimeout(at now: Double) -> Double? {
        inFlightSince.map { max(0, $0 + FramePacing.completionTimeout - now) }
    }

    /// Called right after a frame was handed to the server; `synced` when the drawing already waited for the server to
    /// execute it (the shared-memory back buffer does), so a second round trip is not needed.
    func frameSent(at now: Double, synced: Bool) {
        switch pacing {
        case .onDemand:
            // Waits until the server executed the frame, so frames never pile up behind a stream of input.
            if !synced { XSync(display, 0) }
        case .present:
            serial &+= 1
            // Divisor 1, remainder 0: complete at the next vertical blank, when the copy is on the screen.
            XPresentNotifyMSC(display, window, serial, 0, 1, 0)
            XFlush(display)
            inFlightSince = now
        }
    }

    /// Notes a Present completion (`cookie`'s data is already fetched); other events are ignored.
    func handle(_ cookie: XGenericEventCookie, data: UnsafeMutableRawPointer) {
        guard pacing == .present, cookie.extension == presentOpcode, cookie.evtype == PresentCompleteNotify else {
            return
        }
        let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
        if complete.serial_number == serial { inFlightSince = nil }
    }
}
