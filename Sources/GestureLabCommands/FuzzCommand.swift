import ArgumentParser
import Foundation
import GestureEngine
import GestureLabApp
import GestureLabQA
import Logging
import SceneSupport
import TutorialScenes

/// `gesturelab fuzz`: random and hostile input into the whole demo, on virtual time, with invariant checks.
public struct FuzzCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Send random and hostile input to the demo and count broken invariants (zero is the goal).",
        discussion: """
            Episodes of touches (up to 20 fingers, phases out of order, NaN/∞/1e300 coordinates), time going \
            backwards, touchpad pinches with scale 0/negative/NaN, huge scrolls, pointer drags with every modifier, \
            scene switches, inspector toggles and resizes, each ending with every finger lifted and 10 s of quiet. \
            After every event: no illegal transition, every number in the app's state finite. After every episode: \
            no active touch, every recognizer possible, every view heard one end or cancel per touch. A failing \
            episode is saved as a replayable trace (gesturelab replay FILE --headless) with its transition log. \
            The same seed gives the same run. Exits with status 1 if anything broke.
            """)

    @Option(
        parsing: .unconditional,
        help:
            "How many input events to send, 1 to \(NumberWording.grouped(FuzzCommand.mostEvents)) (whole episodes, so a few more)."
    )
    var events = 100_000

    /// The most events one run sends: at the fuzzer's tens of thousands of events a second, several minutes.
    static let mostEvents = 10_000_000

    @Option(help: "The random seed.")
    var seed: UInt64 = 1

    @Option(
        help:
            "Only this scene (default: all, taking turns): \(SceneKind.allValueStrings.joined(separator: ", "))."
    )
    var scene: SceneKind?

    @Option(help: "Where to save failing episodes as traces.")
    var failures = "fuzz-failures"

    @Option(help: "The share of events made hostile, 0 to 1.")
    var hostileRate = 0.08

    @Option(
        help:
            "Save the one episode with this seed (as the report names it) as a trace, whatever its outcome; needs --scene."
    )
    var episode: UInt64?

    public init() {}

    public func validate() throws {
        guard (1...Self.mostEvents).contains(events) else {
            throw ValidationError(
                "--events: \(events) is out of range; give 1 to \(NumberWording.grouped(Self.mostEvents))")
        }
        guard (0...1).contains(hostileRate) else { throw ValidationError("--hostile-rate must be between 0 and 1") }
    }

    public func run() throws {
        // The fuzzer sends garbage on purpose: the engine's warnings about it would drown the report.
        LogSetup.bootstrap { _ in SwiftLogNoOpLogHandler() }
        let scenes = scene.map { [$0] } ?? SceneCatalog.tutorials.kinds
        var fuzz = FuzzRun(seed: seed, scenes: scenes)
        fuzz.hostileRate = hostileRate
        fuzz.failureFolder = failures
        fuzz.namesEpisodesForTraps = true
        FuzzTrapNote.install()
        if let episode {
            guard let scene else { throw ValidationError("--episode needs --scene (the scene the episode started in)") }
            let saved = try fuzz.save(
                fuzz.makeEpisode(seed: episode, scene: scene), name: "fuzz-\(scene.rawValue)-\(episode)", in: failures)
            let violations = fuzz.makeEpisode(seed: episode, scene: scene).run()
            print(
                "saved \(saved): \(violations.isEmpty ? "no broken invariant" : violations.map(\.description).joined(separator: "; "))"
            )
            return
        }
        let start = Date()
        let report = try fuzz.run(events: events)
        let seconds = Date().timeIntervalSince(start)
        print(Self.table(report, scenes: scenes))
        let total = report.counts.values.reduce(0) { $0 + $1.events }
        print(
            String(
                format: "%d events in %.1f s (%.0f events/s), seed %llu", total, seconds, Double(total) / seconds, seed)
        )
        for example in report.examples { print("  \(example)") }
        for path in report.savedTraces { print("saved \(path)") }
        if report.counts.values.contains(where: { $0.failedEpisodes > 0 }) { throw ExitCode(1) }
    }

    static func table(_ report: FuzzRun.Report, scenes: [SceneKind]) -> String {
        let kinds = FuzzViolation.Kind.allCases
        var lines = ["scene      events  episodes  traps  " + kinds.map(\.rawValue).joined(separator: "  ")]
        for scene in scenes {
            let counts = report.counts[scene] ?? FuzzRun.Counts()
            var line = scene.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            line += String(format: " %7d  %8d  %5d", counts.events, counts.episodes, 0)
            for kind in kinds {
                line += "  " + String(counts.violations[kind] ?? 0).leftPadded(to: kind.rawValue.count)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
