import ArgumentParser
import Classroom
import Foundation
import StrokeCollection
import StrokeEvaluation

/// `collect`'s plan options, checked and turned into a plan: kinds, speeds, repetitions, seed.
struct CollectOptions {
    /// The kinds from `--kinds`: names, or the groups "all", "tutorial" and "negatives".
    static func kinds(_ argument: String) throws -> [String] {
        var names: [String] = []
        for item in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch item {
            case "all": names += StrokeKinds.all.map(\.name)
            case "tutorial": names += StrokeKinds.tutorial.map(\.name)
            case "negatives": names += StrokeKinds.negatives.map(\.name)
            default:
                guard StrokeKinds.named(item) != nil else {
                    throw ValidationError(
                        "--kinds: unknown kind '\(item)'; known: all, tutorial, negatives, "
                            + StrokeKinds.all.map(\.name).joined(separator: ", "))
                }
                names.append(item)
            }
        }
        var seen = Set<String>()
        names = names.filter { seen.insert($0).inserted }
        guard !names.isEmpty else { throw ValidationError("--kinds names no kind") }
        return names
    }

    /// The speeds from `--speeds`.
    static func speeds(_ argument: String) throws -> [String] {
        var names: [String] = []
        for item in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let speed = StrokeSpeed(rawValue: item) else {
                throw ValidationError(
                    "--speeds: unknown speed '\(item)'; known: "
                        + StrokeSpeed.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if !names.contains(speed.rawValue) { names.append(speed.rawValue) }
        }
        guard !names.isEmpty else { throw ValidationError("--speeds names no speed") }
        return names
    }

    /// A participant number nobody chose: six digits, above the published sets' subject numbers.
    static func pseudonym() -> Int {
        Int.random(in: 100_000...999_999)
    }

    /// The session's start, for its header: ISO 8601 in UTC.
    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
