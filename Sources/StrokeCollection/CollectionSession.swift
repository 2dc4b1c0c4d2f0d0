import GestureEngine
import StrokeEvaluation

/// One participant's session: which prompt comes next, what was drawn or skipped, redo, skip and pause. Pure Swift
/// and display-free: the Collect scene shows it and feeds it strokes, the tests drive it directly. Every answer goes
/// to the sink before it counts, so what the window shows is what is on disk.
public final class CollectionSession {
    /// How a prompt was answered.
    public enum Answer: Sendable, Equatable {
        case drawn, skipped
    }

    /// What became of a finished stroke.
    public enum StrokeOutcome: Sendable, Equatable {
        case saved(StrokePrompt)
        /// Not kept: paused, finished, or too small to be a drawing (a tap).
        case ignored(String)
    }

    /// The shortest path, in points, kept as a stroke: anything shorter is a tap or a slip, not a drawing.
    public static let shortestStroke = 12.0

    public let plan: CollectionPlan
    public let subject: Int
    /// Every prompt, in the order asked.
    public let prompts: [StrokePrompt]
    public private(set) var answers: [Int: Answer] = [:]
    public private(set) var isPaused = false
    /// The prompts answered in this run, latest last: what Backspace takes back.
    private var history: [Int] = []
    private let sink: any StrokeSink

    /// A session for `subject`; `answered` are the prompts a previous run of the same session already answered.
    public init(plan: CollectionPlan, subject: Int, sink: any StrokeSink, answered: [StrokeKey: Answer] = [:]) {
        self.plan = plan
        self.subject = subject
        self.sink = sink
        prompts = plan.prompts
        for (index, prompt) in prompts.enumerated() {
            if let answer = answered[prompt.key(subject: subject)] { answers[index] = answer }
        }
    }

    /// The index of the prompt asked now: the first one not answered.
    public var currentIndex: Int? { prompts.indices.first { answers[$0] == nil } }
    public var current: StrokePrompt? { currentIndex.map { prompts[$0] } }
    public var isFinished: Bool { answers.count == prompts.count }
    public var total: Int { prompts.count }
    public var answeredCount: Int { answers.count }
    public var drawnCount: Int { answers.values.filter { $0 == .drawn }.count }
    public var skippedCount: Int { answers.values.filter { $0 == .skipped }.count }
    /// Whether Backspace has something of this run to take back.
    public var canRedo: Bool { !history.isEmpty }

    /// Where the current prompt is among the prompts of its kind: "a circle (3 of 9)".
    public var positionInKind: (number: Int, count: Int)? {
        guard let index = currentIndex else { return nil }
        let kind = prompts[index].kind
        let number = prompts[...index].filter { $0.kind == kind }.count
        return (number, prompts.filter { $0.kind == kind }.count)
    }

    /// A finished stroke for the current prompt, with the size of the canvas it was drawn on: saved through the
    /// sink (which may throw: then nothing counts), or ignored with the reason.
    @discardableResult
    public func finishStroke(
        _ points: [(location: Point, milliseconds: Double)], device: StrokeSessionHeader.Device, canvas: Size? = nil
    ) throws -> StrokeOutcome {
        guard !isPaused else { return .ignored("paused") }
        guard let index = currentIndex else { return .ignored("every prompt is answered") }
        let length = zip(points, points.dropFirst()).reduce(0.0) { $0 + $1.0.location.distance(to: $1.1.location) }
        guard points.count >= 2, length >= Self.shortestStroke else { return .ignored("too short to be a drawing") }
        let prompt = prompts[index]
        try sink.record(
            .stroke(
                CollectedStroke(key: prompt.key(subject: subject), points: points, device: device, canvas: canvas)))
        answers[index] = .drawn
        history.append(index)
        return .saved(prompt)
    }

    /// Skips the current prompt; false when there is none (or the session is paused).
    @discardableResult
    public func skip() throws -> Bool {
        guard !isPaused, let index = currentIndex else { return false }
        try sink.record(.skipped(prompts[index].key(subject: subject)))
        answers[index] = .skipped
        history.append(index)
        return true
    }

    /// Takes back the last stroke or skip of this run: its prompt is asked again. False when there is nothing to
    /// take back.
    @discardableResult
    public func redo() throws -> Bool {
        guard !isPaused, let index = history.last else { return false }
        try sink.record(.withdrawn(prompts[index].key(subject: subject)))
        history.removeLast()
        answers[index] = nil
        return true
    }

    /// Pauses (strokes are not taken) or goes on.
    public func togglePause() {
        isPaused.toggle()
    }

    /// The prompts a file says a subject has answered, and the plan of that subject's first session there (nil when
    /// the file has none): what a run with the same subject continues from.
    public static func progress(of subject: Int, in contents: StrokeFileContents) -> (
        plan: CollectionPlan?, answered: [StrokeKey: Answer]
    ) {
        let plan = contents.sessions.first { $0.subject == subject }.map(CollectionPlan.init(header:))
        var answered: [StrokeKey: Answer] = [:]
        for stroke in contents.strokes {
            if let key = stroke.key, key.subject == subject { answered[key] = .drawn }
        }
        for key in contents.skipped where key.subject == subject { answered[key] = .skipped }
        return (plan, answered)
    }
}
