/// How the run loop decides when the next frame may be drawn. There is no fixed frame-rate cap: a frame is drawn as
/// soon as something changed and the previous frame has been handed over, so a touch update reaches the screen
/// after one frame's work, not after up to a whole frame interval of waiting.
public enum FramePacing: Sendable, Equatable {
    /// The Present extension tells when the previous frame reached the screen (PresentCompleteNotify after a
    /// PresentNotifyMSC): at most one frame is in flight, so a stream of input never queues frames behind the
    /// monitor's refresh.
    case present
    /// Draw whenever something changed, then XSync: the server has executed the frame before the next one is built,
    /// so a stream of input cannot queue frames in the server either.
    case onDemand

    /// What the user asked for (`--pacing`).
    public enum Choice: String, Sendable, CaseIterable {
        case auto
        case present
        case onDemand = "on-demand"
    }

    /// How long a frame may stay in flight before the loop stops waiting for its completion (a lost event, a
    /// screen that went to sleep): a quarter second keeps the app responsive without busy-drawing.
    public static let completionTimeout = 0.25

    /// The pacing to use. `auto` takes Present only when the server has it *and* the screen reports a real refresh
    /// rate: a server with no refresh (Xvfb reports 0 Hz) completes presents on a made-up clock, and waiting for it
    /// there doubled the input-to-pixels latency. `present` is honoured whenever the server has the extension.
    public static func resolve(_ choice: Choice, serverHasPresent: Bool, refreshRate: Double) -> FramePacing {
        switch choice {
        case .onDemand:
            return .onDemand
        case .present:
            return serverHasPresent ? .present : .onDemand
        case .auto:
            return serverHasPresent && refreshRate > 0 ? .present : .onDemand
        }
    }
}
