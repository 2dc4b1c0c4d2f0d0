/// The words of the notes the session shows over the scene (`DemoApp.showNote`): what happened to a recording, said
/// where the person is looking rather than only in the terminal.
public enum SessionNote {
    /// A recording finished: how many events, and the file they went to.
    public static func recorded(events: Int, to path: String) -> String {
        "Recorded \(events) event\(events == 1 ? "" : "s") to \(path)"
    }

    /// A recording that could not start or finish, and why.
    public static func recordingFailed(_ reason: String) -> String {
        "Recording failed: \(reason)"
    }
}
