import ArgumentParser
import CalibrationProfile
import CommandLineErrors
import Foundation
import StrokeEvaluation
import TutorialRecognizers

extension CalibratedGesture: ExpressibleByArgument {}

/// `gesturelab profile`: the calibration profile ("teach it my way") — list it, reset it.
public struct ProfileCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "List or reset your calibration profile (what \"Teach it my way\" widened, per recognizer).",
        discussion: """
            The profile is $XDG_CONFIG_HOME/gesturelab/profile.json (else ~/.config/gesturelab/profile.json). \
            The app writes it after a calibration (key C in the circle game and the chevron scene) and applies it at \
            start; `gesturelab eval FILE --recognizer circle --profile PATH` measures with it.
            """,
        subcommands: [List.self, Reset.self, Check.self])

    public init() {}

    /// The profile file: `--profile`, else the standard place.
    struct Location: ParsableArguments {
        @Option(help: "The profile file (default: $XDG_CONFIG_HOME/gesturelab/profile.json or ~/.config/…).")
        var profile: String?

        var store: ProfileStore { profile.map { ProfileStore(path: $0) } ?? .standard() }
    }

    /// `gesturelab profile list`.
    public struct List: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Print the profile's path and, per recognizer, the widened limits (general → calibrated).")

        @OptionGroup var location: Location

        public init() {}

        public func run() throws {
            let store = location.store
            let loaded: CalibrationProfile?
            do {
                loaded = try store.load()
            } catch {
                throw CommandFailure.runtime("\(error)")
            }
            print("profile: \(store.path)")
            guard let profile = loaded else {
                print("no profile: every recognizer uses the general limits")
                return
            }
            print(ProfileCommand.describe(profile), terminator: "")
        }
    }

    /// `gesturelab profile reset`.
    public struct Reset: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Remove the profile, or one recognizer's calibration, so the general limits apply again.")

        @OptionGroup var location: Location

        @Option(help: "Only this recognizer's calibration: circle or chevron.")
        var recognizer: CalibratedGesture?

        public init() {}

        public func run() throws {
            let store = location.store
            do {
                let removed = try store.reset(recognizer)
                switch (removed, recognizer) {
                case (false, nil): print("nothing to reset: no profile at \(store.path)")
                case (false, let gesture?):
                    print("nothing to reset: no \(gesture.rawValue) calibration in \(store.path)")
                case (true, nil): print("removed \(store.path): every recognizer uses the general limits")
                case (true, let gesture?):
                    print("removed the \(gesture.rawValue) calibration from \(store.path): it uses the general limits")
                }
            } catch {
                throw CommandFailure.runtime("\(error)")
            }
        }
    }

    /// `gesturelab profile check`.
    public struct Check: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Count the shipped negative strokes each recognizer accepts, general and as calibrated.",
            discussion: """
                The figure a calibration is held to: at most 0.2 % of these strokes of other kinds may be accepted \
                (see docs/recognition.md).
                """)

        @OptionGroup var location: Location

        public init() {}

        public func run() throws {
            let store = location.store
            let profile: CalibrationProfile?
            do {
                profile = try store.load()
            } catch {
                throw CommandFailure.runtime("\(error)")
            }
            for gesture in CalibratedGesture.allCases {
                let negatives: [StrokeScore]
                switch NegativeScores.installed.scores(for: gesture) {
                case .success(let scores): negatives = scores
                case .failure(let failure):
                    throw CommandFailure.runtime("\(failure)")
                }
                let threshold = gesture.makeRecognizer().scoreThreshold
                func accepted(_ limits: [String: Double]) -> String {
                    let count = Calibration.accepted(negatives, limits: limits, threshold: threshold)
                    let rate = CalibrationWording.percent(Double(count) / Double(max(negatives.count, 1)))
                    return "\(count) of \(CalibrationWording.count(negatives.count)) negative strokes (\(rate))"
                }
                var line = "\(gesture.rawValue): the general limits accept \(accepted([:]))"
                if let limits = profile?[gesture]?.limits { line += "; as calibrated \(accepted(limits))" }
                print(line)
            }
        }
    }

    /// The profile in lines: per recognizer, when, on how many attempts, the false accepts, and each widened measure
    /// with its general and calibrated limit.
    static func describe(_ profile: CalibrationProfile) -> String {
        let dateFormat = DateFormatter()
        dateFormat.locale = Locale(identifier: "en_US_POSIX")
        dateFormat.timeZone = TimeZone(identifier: "UTC")
        dateFormat.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        var text = ""
        for gesture in CalibratedGesture.allCases {
            guard let entry = profile[gesture] else {
                text += "\(gesture.rawValue): general limits (not calibrated)\n"
                continue
            }
            text +=
                "\(gesture.rawValue): calibrated \(dateFormat.string(from: entry.date)) on \(entry.attempts) attempts; "
                + "false accepts \(entry.falseAccepts) of \(CalibrationWording.count(entry.negatives)) other strokes "
                + "(\(CalibrationWording.percent(entry.falseAcceptRate)))\n"
            for name in entry.limits.keys.sorted() {
                let limit = entry.limits[name] ?? 0
                let general = entry.generalLimits[name].map(CalibrationWording.number) ?? "?"
                text +=
                    "  \(name): \(general) → \(CalibrationWording.number(limit)) — "
                    + "\(CalibrationWording.phrase(for: name, in: entry.limits, gesture: gesture))\n"
            }
        }
        return text
    }

    /// The setting `eval --profile` measures with: the profile's limits on a fresh recognizer.
    static func setting(for recognizer: EvaluatedRecognizer, profile path: String) throws -> ThresholdSetting {
        guard let gesture = CalibratedGesture(rawValue: recognizer.name) else {
            throw ValidationError("--profile calibrates the circle and chevron recognizers only")
        }
        let entry: CalibrationProfile.Entry
        do {
            guard let profile = try ProfileStore(path: path).load() else {
                throw ValidationError("no calibration profile at \(path)")
            }
            guard let found = profile[gesture] else {
                throw ValidationError("the profile \(path) has no \(gesture.rawValue) calibration")
            }
            entry = found
        } catch let error as ProfileStore.Failure {
            throw ValidationError(error.description)
        }
        let limits = entry.limits
        let words = limits.keys.sorted().map { "\($0) \(CalibrationWording.number(limits[$0] ?? 0))" }
        let name = "calibrated limits from \(path): \(words.isEmpty ? "none" : words.joined(separator: ", "))"
        return ThresholdSetting(
            threshold: Threshold(name) { ($0 as? any CalibratableRecognizer)?.calibratedLimits = limits }, value: 0)
    }
}
