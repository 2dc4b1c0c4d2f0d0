/// Something the person running the app asks of the session around it rather than of the app: quitting, recording,
/// controlling a replay. The app's key bindings decide which key asks for what; the run loop carries it out.
public enum SessionRequest: Equatable, Sendable {
    /// Ctrl+Q.
    case quit
    /// F11: full screen, or back to a window.
    case toggleFullscreen
    /// R: start or stop recording the input stream.
    case toggleRecording
    /// Space, while replaying: pause or go on.
    case toggleReplayPause
    /// ← or →, while replaying: pause, and go back or on by one event.
    case stepReplay(forward: Bool)
    /// + or −, while replaying: double or halve the speed.
    case changeReplaySpeed(faster: Bool)
}

/// Where an input event comes from: the person at the keyboard, or a trace being replayed. Session keys (record,
/// replay controls) come only from the person; a replayed key is always passed on as it was recorded.
public enum InputSource: Sendable {
    case live, trace
}
