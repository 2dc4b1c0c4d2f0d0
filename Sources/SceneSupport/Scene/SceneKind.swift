/// A scene's name, as on the command line (`--scene monkey`), in trace headers and in state files. Each scene
/// declares its own (`extension SceneKind { static let monkey: SceneKind = "monkey" }`), so this type knows none.
public struct SceneKind: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }
}
