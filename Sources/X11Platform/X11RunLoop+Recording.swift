import Foundation
import GestureEngine
import GestureLabApp
import InputTrace
import SceneSupport

/// Recording (R, --record) and the controls of a live replay (Space, ← and →, + and −): the app's key bindings turn those
/// keys into session requests, and the run loop carries them out here.
extension X11RunLoop {
    /// Starts recording the input stream to `path` (an unwritable path fails here, before anything is recorded). The
    /// header has the window's size in points, like the recorded input, so that the trace replays the same on any
    /// screen.
    public func startRecording(to path: String) throws {
        stopRecording()
        let writer = try TraceWriter(
            path: path,
            header: TraceHeader(
                scene: app.scene.kind.rawValue, size: window.pointSize,
                inspector: app.inspectorIsBesideScene ? true : nil),
            startTime: clock.now)
        recorder = writer
        app.onInput = { [weak self, weak writer] event in
            do {
                try writer?.append(event)
            } catch {
                self?.logger.error("recording failed: \(error)")
            }
        }
        logger.notice("recording to \(path)")
    }

    /// Finishes the recording: the file appears under its name only now, complete. The app says where it went, over
    /// the scene, for a few seconds.
    public func stopRecording() {
        guard let recorder else { return }
        app.onInput = nil
        do {
            try recorder.finish()
            logger.notice("recorded \(recorder.eventCount) events to \(recorder.path)")
            app.showNote(SessionNote.recorded(events: recorder.eventCount, to: recorder.path))
        } catch {
            logger.error("\(error)")
            app.showNote(SessionNote.recordingFailed("\(error)"))
        }
        self.recorder = nil
    }

    func toggleRecording() {
        if recorder != nil {
            stopRecording()
            return
        }
        let stamp = Int(Date().timeIntervalSince1970)
        let path = (recordingFolder as NSString).appendingPathComponent(
            "gesturelab-\(app.scene.kind.rawValue)-\(stamp).trace.jsonl")
        do {
            try startRecording(to: path)
        } catch {
            logger.error("\(error)")
            app.showNote(SessionNote.recordingFailed("\(error)"))
        }
    }

    /// Tells the app what the session is doing, for its badges.
    func updateStatus() {
        app.session = SessionStatus(isRecording: recorder != nil, replay: replay?.progress)
    }

    /// Carries out what the person asked of the session (the app's key bindings decide which key asks for what).
    func perform(_ request: SessionRequest) {
        let now = clock.now
        switch request {
        case .quit:
            isRunning = false
        case .toggleFullscreen:
            window.toggleFullscreen()
        case .toggleRecording:
            toggleRecording()
        case .toggleReplayPause:
            replay?.togglePause(at: now)
        case .stepReplay(let forward):
            replay?.step(forward: forward, at: now)
        case .changeReplaySpeed(let faster):
            replay?.changeSpeed(faster: faster, at: now)
        }
    }
}
