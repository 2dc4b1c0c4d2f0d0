import CX11
import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import Glibc
import InputTrace
import Logging
import ReplayTimeline
import SceneSupport

/// Runs the app on an X11 window: blocks on the X connection, the signal pipe and the next timer (no busy loop),
/// handles every pending event before drawing, and draws one frame as soon as something changed (or an animation
/// runs) and the previous frame has been handed over (`FramePacing`): no fixed frame-rate cap to wait for.
public final class X11RunLoop {
    public let window: X11Window
    public let clock: MonotonicClock
    /// The app in the window; a replay that goes back puts a fresh one here.
    public private(set) var app: DemoApp
    public let renderer: DisplayListRenderer
    /// Called once the first frame is on screen, on SIGUSR1, and once more when the loop ends.
    public var onStateRequest: (() -> Void)?

    /// A trace being played into the window (gesturelab replay), if any: it owns the app then.
    public let replay: LiveReplay?
    /// Where recordings started with the R key go.
    public var recordingFolder = "."
    public internal(set) var recorder: TraceWriter?
    /// The XInput device the latest touch, button or motion came from, and whether it was a touch.
    public private(set) var lastInputSource: (deviceID: Int32, isTouch: Bool)?
    /// Each XInput device's kind (`InputDevices.kind`), asked of the server once per device and kept: it tells a
    /// pen's touches and a touchpad's scrolls from a mouse's.
    private var deviceKinds: [Int32: String] = [:]

    var isRunning = true
    private var hasDrawn = false
    /// Input read in the current drain of the X queue (in points), with each event's X server time; delivered at the
    /// end of the drain with the times it happened (`InputBatchTimes`).
    private var batch: [(kind: InputEvent.Kind, serverTime: UInt?)] = []
    /// When the last drain of the X queue ended.
    private var lastDrain: Double
    private let pacer: FramePacer
    private let signals = SignalPipe(signals: [SIGINT, SIGTERM, SIGUSR1])
    let logger = Logger(label: "gesturelab.runloop")

    /// The pacing in use, resolved from what was asked and what the server offers.
    public var pacing: FramePacing { pacer.pacing }

    /// A run loop for the app, live.
    public convenience init(
        window: X11Window, clock: MonotonicClock, app: DemoApp, renderer: DisplayListRenderer,
        pacing: FramePacing.Choice = .auto
    ) {
        self.init(window: window, clock: clock, app: app, replay: nil, renderer: renderer, pacing: pacing)
    }

    /// A run loop for a replay: the window shows the replay's app and, under it, its timeline. The app keeps the
    /// touch-target size a headless replay has, whatever this screen's, so that its scene is laid out as there.
    public convenience init(
        window: X11Window, clock: MonotonicClock, replay: LiveReplay, renderer: DisplayListRenderer,
        pacing: FramePacing.Choice = .auto
    ) {
        self.init(window: window, clock: clock, app: replay.app, replay: replay, renderer: renderer, pacing: pacing)
    }

    private init(
        window: X11Window, clock: MonotonicClock, app: DemoApp, replay: LiveReplay?, renderer: DisplayListRenderer,
        pacing: FramePacing.Choice
    ) {
        self.window = window
        self.clock = clock
        self.app = app
        self.replay = replay
        self.renderer = renderer
        pacer = FramePacer(window: window, choice: pacing, logger: logger)
        lastDrain = clock.now
        app.onRequest = { [unowned self] in self.perform($0) }
        X11ErrorReporting.onConnectionLost = { [weak self] in self?.stopRecording() }
        if replay == nil { app.minimumTargetSize = window.minimumTargetPoints }
        replay?.onNewApp = { [unowned self] in self.adopt($0) }
    }

    /// Shows a fresh app in place of the current one (a replay gone back), with the session's hooks moved over.
    private func adopt(_ newApp: DemoApp) {
        newApp.onRequest = { [unowned self] in self.perform($0) }
        newApp.onInput = app.onInput
        newApp.session = app.session
        app.onInput = nil
        app.onRequest = nil
        app = newApp
        newApp.context.needsDisplay = true
    }

    public func run() {
        let connection = XConnectionNumber(window.display)
        while isRunning {
            while XPending(window.display) > 0 {
                var event = XEvent()
                XNextEvent(window.display, &event)
                handle(&event)
            }
            deliverBatch()
            clock.fireDueTimers()
            replay?.advance(toWallTime: clock.now)
            handleSignals()
            recorder?.syncIfDue()
            updateStatus()
            if app.needsDisplay && pacer.mayDraw(at: clock.now) {
                var list = app.displayList()
                replay?.drawTimeline(into: &list)
                let synced = window.present(list, with: renderer)
                pacer.frameSent(at: clock.now, synced: synced)
                if !hasDrawn { onStateRequest?() }  // the first frame: tell watchers we are up
                hasDrawn = true
            }
            guard isRunning else { break }
            XFlush(window.display)
            if XPending(window.display) > 0 { continue }
            var wait = Double.infinity
            if let deadline = clock.nextDeadline { wait = deadline - clock.now }
            if let deadline = replay?.nextDeadline(wallNow: clock.now) { wait = min(wait, deadline - clock.now) }
            if app.needsDisplay, let timeout = pacer.secondsUntilTimeout(at: clock.now) { wait = min(wait, timeout) }
            if let sync = recorder?.secondsUntilSync { wait = min(wait, sync) }
            let timeout: Int32 = wait.isInfinite ? -1 : Int32(max(0, min(wait * 1000, 60_000)).rounded(.up))
            var fds = [
                pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&fds, 2, timeout)
        }
        window.answerPendingPings()
        stopRecording()
        onStateRequest?()
    }

    private func handleSignals() {
        for received in signals.drain() {
            if received == SIGUSR1 {
                onStateRequest?()
            } else {
                logger.info("signal \(received): quitting")
                isRunning = false
            }
        }
    }

    /// Queues input from X (in device pixels) for the app, in points, with the X server's time of the event.
    private func send(_ kind: InputEvent.Kind, serverTime: UInt) {
        batch.append((kind.inPoints(scale: window.scale.factor), serverTime))
    }

    /// Hands the drain's input to the app in order, each at the time it happened.
    private func deliverBatch() {
        let now = clock.now
        defer { lastDrain = now }
        guard !batch.isEmpty else { return }
        if let replay {
            for input in batch { replay.handleLive(input.kind, at: now) }
            batch.removeAll(keepingCapacity: true)
            return
        }
        let times = InputBatchTimes.times(serverTimes: batch.map(\.serverTime), now: now, earliest: lastDrain)
        for (input, time) in zip(batch, times) { app.send(InputEvent(time: time, input.kind)) }
        batch.removeAll(keepingCapacity: true)
    }

    /// Tells the app the window's size in points, if it changed (a resize, or a new scale), in order with the input.
    private func sendPointSizeIfChanged() {
        let points = window.pointSize
        if points != app.window.size { batch.append((.resize(points), nil)) }
    }

    /// The kind of the device an event came from, looked up once per device.
    private func deviceKind(of event: XIDeviceEvent) -> String {
        if let known = deviceKinds[event.sourceid] { return known }
        let isTouch = (XI_TouchBegin...XI_TouchEnd).contains(event.evtype)
        let kind = InputDevices.describe(display: window.display, deviceID: event.sourceid, fromTouch: isTouch).kind
        deviceKinds[event.sourceid] = kind
        return kind
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case GenericEvent where event.xcookie.extension != window.xiOpcode:
            guard XGetEventData(window.display, &event.xcookie) != 0, let data = event.xcookie.data else { return }
            defer { XFreeEventData(window.display, &event.xcookie) }
            pacer.handle(event.xcookie, data: data)
        case GenericEvent:
            guard XGetEventData(window.display, &event.xcookie) != 0, let data = event.xcookie.data else { return }
            defer { XFreeEventData(window.display, &event.xcookie) }
            switch event.xcookie.evtype {
            case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
                let pinch = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
                if let kind = XInputTranslator.translate(pinch) { send(kind, serverTime: pinch.time) }
            case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
                let swipe = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
                if let kind = XInputTranslator.translate(swipe) { send(kind, serverTime: swipe.time) }
            case XI_KeyPress, XI_KeyRelease:
                let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                if let kind = XInputTranslator.translateKey(device, name: window.keyName(keycode: device.detail)) {
                    send(kind, serverTime: device.time)
                }
            case XI_Leave:
                let leave = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
                if let kind = XInputTranslator.translateLeave(leave) { send(kind, serverTime: leave.time) }
            default:
                let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                if let kind = XInputTranslator.translate(device, deviceKind: deviceKind(of: device)) {
                    lastInputSource = (device.sourceid, (XI_TouchBegin...XI_TouchEnd).contains(device.evtype))
                    send(kind, serverTime: device.time)
                }
            }
        case ConfigureNotify:
            window.resize(to: Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height)))
            sendPointSizeIfChanged()
        case PropertyNotify
        where event.xproperty.window == window.rootWindow && event.xproperty.atom == window.atom("RESOURCE_MANAGER"):
            if window.reloadDesktopScale() {
                if replay == nil { app.minimumTargetSize = window.minimumTargetPoints }
                sendPointSizeIfChanged()
                app.context.needsDisplay = true
            }
        case Expose:
            window.invalidateContents()
            app.context.needsDisplay = true
        case ClientMessage where window.answerPingIfOne(event.xclient):
            break
        case ClientMessage where UInt(bitPattern: event.xclient.data.l.0) == window.deleteWindowAtom:
            isRunning = false
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            if let kind = XInputTranslator.translateCore(
                type: event.type, button: button.button, x: button.x, y: button.y, state: button.state)
            {
                send(kind, serverTime: button.time)
            }
        case MotionNotify:
            let motion = event.xmotion
            if let kind = XInputTranslator.translateCore(
                type: event.type, button: 0, x: motion.x, y: motion.y, state: motion.state)
            {
                send(kind, serverTime: motion.time)
            }
        case KeyPress, KeyRelease:
            var key = event.xkey
            let keysym = XLookupKeysym(&key, 0)
            let name = XKeysymToString(keysym).map { String(cString: $0) } ?? ""
            send(
                .key(
                    KeySample(
                        key: name, isPress: event.type == KeyPress,
                        modifiers: XInputTranslator.modifiers(effective: Int32(bitPattern: key.state)))),
                serverTime: key.time)
        default:
            break
        }
    }
}
