import Foundation
import GestureEngine
import GestureScene
import InputTrace

/// Recording (R, --record) and the controls of a live replay (Space, →, + and −), handled by the run loop before
/// the app sees the keys, so they are neither passed on nor recorded.
extension X11RunLoop {
    /// Starts recording the input stream to `path` (an unwritable path fails here, before anything is recorded).
    public func startRecording(to path: String) throws {
        stopRecording()
        let writer = try TraceWriter(path: path, header: TraceHeader(scene: app.scene.kind.rawValue, size: app.window.size), startTime: clock.now)
        recorder = writer
        app.window.onInput = { [weak self, weak writer] event in
            do {
                try writer?.append(event)
            } catch {
                self?.logger.error("recording failed: \(error)")
            }
        }
        logger.notice("recording to \(path)")
    }

    /// Finishes the recording: the file appears under its name only now, complete.
    public func stopRecording() {
        guard let recorder else { return }
        app.window.onInput = nil
        do {
            try recorder.finish()
            logger.notice("recorded \(recorder.eventCount) events to \(recorder.path)")
        } catch {
            logger.error("\(error)")
        }
        self.recorder = nil
    }

    func toggleRecording() {
        if recorder != nil {
            stopRecording()
            return
        }
        let stamp = Int(Date().timeIntervalSince1970)
        let path = (recordingFolder as NSString).appendingPathComponent("gesturelab-\(app.scene.kind.rawValue)-\(stamp).trace.jsonl")
        do {
            try startRecording(to: path)
        } catch {
            logger.error("\(error)")
        }
    }

    func updateStatus() {
        var badges: [DemoApp.Badge] = []
        if recorder != nil { badges.append(DemoApp.Badge(text: "REC (R to stop)", color: .failureRed, dot: true)) }
        if let playback { badges.append(DemoApp.Badge(text: playback.status, color: .accent, dot: false)) }
        if badges != app.badges { app.badges = badges }
    }

    /// Keys for the recorder and the replayer; they are not passed on (nor recorded).
    func handleControlKey(_ key: KeySample) -> Bool {
        let now = clock.now
        switch key.key {
        case "r" where key.modifiers.isEmpty:
            if key.isPress { toggleRecording() }
            return true
        case "space" where playback != nil:
            if key.isPress { playback?.togglePause(at: now) }
            return true
        case "Right" where playback != nil:
            if key.isPress, let event = playback?.step(at: now) { app.send(event) }
            return true
        case "plus", "equal", "KP_Add", "minus", "KP_Subtract":
            guard let playback else { return false }
            if key.isPress { playback.changeSpeed(faster: !key.key.contains("minus") && key.key != "KP_Subtract", at: now) }
            return true
        default:
            return false
        }
    }
}
