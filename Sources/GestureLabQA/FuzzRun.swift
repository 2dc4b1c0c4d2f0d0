import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import SceneSupport
import TutorialScenes

/// Runs the fuzzer: episodes of random and hostile input over the chosen scenes until `events` events have been
/// sent, counting every broken invariant per scene, and saving each failing episode as a replayable trace with its
/// transition log (in `failureFolder`, when given).
public struct FuzzRun {
    /// Counts for one scene (episodes start in it; keys may switch scenes within an episode).
    public struct Counts: Sendable {
        public var events = 0
        public var episodes = 0
        public var failedEpisodes = 0
        public var violations: [FuzzViolation.Kind: Int] = [:]

        public init() {}
    }

    public let seed: UInt64
    public let scenes: [SceneKind]
    public var size = Size(width: 1024, height: 720)
    public var hostileRate = 0.08
    /// Where failing episodes are saved (nil: not saved).
    public var failureFolder: String?
    /// Names each episode before it runs, for the trap handler (`FuzzTrapNote`) the command installs.
    public var namesEpisodesForTraps = false

    public init(seed: UInt64, scenes: [SceneKind]) {
        self.seed = seed
        self.scenes = scenes
    }

    /// The result of a run.
    public struct Report {
        public var counts: [SceneKind: Counts] = [:]
        /// The first few failures, in words.
        public var examples: [String] = []
        public var savedTraces: [String] = []
    }

    /// Sends at least `events` events (whole episodes), scenes taking turns.
    public func run(events total: Int) throws -> Report {
        var report = Report()
        var sent = 0
        var episodeNumber: UInt64 = 0
        while sent < total {
            let scene = scenes[Int(episodeNumber % UInt64(scenes.count))]
            let episodeSeed = seed &* 1_000_003 &+ episodeNumber
            let episode = makeEpisode(seed: episodeSeed, scene: scene)
            if namesEpisodesForTraps {
                FuzzTrapNote.episode(seed: episodeSeed, scene: scene.rawValue, hostileRate: hostileRate)
            }
            let violations = episode.run()
            var counts = report.counts[scene] ?? Counts()
            counts.events += episode.events.count
            counts.episodes += 1
            if !violations.isEmpty {
                counts.failedEpisodes += 1
                for violation in violations { counts.violations[violation.kind, default: 0] += 1 }
                if report.examples.count < 10 {
                    report.examples.append("\(scene.rawValue), seed \(episodeSeed): \(violations[0])")
                }
                if let failureFolder {
                    report.savedTraces.append(
                        try save(episode, name: "fuzz-\(scene.rawValue)-\(episodeSeed)", in: failureFolder))
                }
            }
            report.counts[scene] = counts
            sent += episode.events.count
            episodeNumber += 1
        }
        return report
    }

    /// The episode with this seed (each episode of a run has its own, shown in the report).
    public func makeEpisode(seed episodeSeed: UInt64, scene: SceneKind) -> FuzzEpisode {
        var generator = FuzzInputGenerator(seed: episodeSeed, size: size)
        generator.hostileRate = hostileRate
        return FuzzEpisode(scene: scene, size: size, events: generator.episode())
    }

    /// Writes the episode as a hostile trace, and beside it the transition log of a headless replay of the trace as
    /// read back from its file.
    public func save(_ episode: FuzzEpisode, name: String, in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("\(name).trace.jsonl")
        let writer = try TraceWriter(path: path, header: episode.trace.header, startTime: 0)
        for event in episode.events { try writer.append(event) }
        try writer.finish()
        let log = try HeadlessReplay(trace: TraceReader.read(path: path)).run().log
        try Data(log.utf8).write(
            to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("\(name).log.txt")))
        return path
    }
}
