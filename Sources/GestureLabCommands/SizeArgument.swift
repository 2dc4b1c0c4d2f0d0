import ArgumentParser
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// A window size given as WIDTHxHEIGHT on the command line ("1024x768").
public struct SizeArgument: ExpressibleByArgument, Sendable {
    public let size: Size

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            Self.widths.contains(width), Self.heights.contains(height)
        else { return nil }
        size = Size(width: Double(width), height: Double(height))
    }

    /// The sizes a window or image may have: smaller cannot show a scene's hints, larger is beyond X11's usual limits.
    static let widths = 320...8192
    static let heights = 240...8192
    /// The range as the help and the errors say it.
    public static let range = "\(widths.lowerBound)x\(heights.lowerBound) to \(widths.upperBound)x\(heights.upperBound)"

    public static let defaultValue = SizeArgument(argument: "1024x720")!

    /// `--size`'s reading: the size, or an error that says the sizes allowed.
    public static func parse(_ argument: String) throws -> SizeArgument {
        guard let size = SizeArgument(argument: argument) else {
            throw ValidationError("give WIDTHxHEIGHT from \(range)")
        }
        return size
    }

    public var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}

/// A scene named on the command line must be one the app offers.
extension SceneKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard SceneCatalog.tutorials.kinds.contains(SceneKind(rawValue: argument)) else { return nil }
        self.init(rawValue: argument)
    }

    public static var allValueStrings: [String] { SceneCatalog.tutorials.kinds.map(\.rawValue) }
}
