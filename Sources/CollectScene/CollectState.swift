/// What the Collect scene shows, in the state dump (`--state-out`): the end-to-end tests wait on it.
public struct CollectState: Codable, Sendable, Equatable {
    public var subject: Int?
    /// The prompt asked now ("circle"), its speed and repetition; nil when every prompt is answered.
    public var kind: String?
    public var speed: String?
    public var sample: Int?
    public var answered: Int
    public var drawn: Int
    public var skipped: Int
    public var total: Int
    public var isPaused: Bool
    public var isFinished: Bool
    /// The last thing the scene said ("Saved", "Too short…", "Cannot save…").
    public var message: String?
    public var isError: Bool
}
