import Foundation

/// How many device pixels one point takes, and which setting said so.
///
/// The app lays out in points; the window, the drawing and the input are scaled by this factor. The first setting
/// that is present and valid wins: `--scale`, then `GESTURELAB_SCALE`, then `GDK_SCALE`, then the desktop's
/// `Xft.dpi` ÷ 96 (as GTK and Qt read it), else 1.
public struct DisplayScale: Sendable, Equatable, CustomStringConvertible {
    /// Where the factor came from.
    public enum Source: String, Sendable, Equatable {
        case option = "--scale"
        case gestureLabScale = "GESTURELAB_SCALE"
        case gdkScale = "GDK_SCALE"
        case xftDPI = "Xft.dpi"
        case standard = "default"
    }

    /// The smallest and largest factors accepted (a 0.1 or 40 is a mistake, and would make an unusable window).
    public static let validRange = 0.5...4.0
    /// The DPI that is scale 1 (X11's and the desktops' reference).
    public static let referenceDPI = 96.0

    public let factor: Double
    public let source: Source
    /// Settings that were present but unusable, for a warning ("GDK_SCALE=abc is not a number in 0.5…4; ignored").
    public let ignored: [String]

    public var description: String { "\(factor)× (from \(source.rawValue))" }

    /// Settings set from outside the X server (command line and environment) cannot change while running; only
    /// `Xft.dpi` (and the default) follow the desktop.
    public var followsDesktop: Bool { source == .xftDPI || source == .standard }

    /// Resolves the scale from the command line, the environment and the resource database's `Xft.dpi`.
    public static func resolve(option: Double?, environment: [String: String], xftDPI: Double?) -> DisplayScale {
        var ignored: [String] = []
        if let option, validRange.contains(option) {
            return DisplayScale(factor: option, source: .option, ignored: ignored)
        }
        for (name, source) in [("GESTURELAB_SCALE", Source.gestureLabScale), ("GDK_SCALE", .gdkScale)] {
            guard let text = environment[name], !text.isEmpty else { continue }
            if let value = Double(text.trimmingCharacters(in: .whitespaces)), validRange.contains(value) {
                return DisplayScale(factor: value, source: source, ignored: ignored)
            }
            ignored.append("\(name)=\(text) is not a number in \(validRange.lowerBound)…\(validRange.upperBound)")
        }
        if let xftDPI {
            let value = xftDPI / referenceDPI
            if validRange.contains(value) { return DisplayScale(factor: value, source: .xftDPI, ignored: ignored) }
            ignored.append("Xft.dpi \(xftDPI) gives a scale outside \(validRange.lowerBound)…\(validRange.upperBound)")
        }
        return DisplayScale(factor: 1, source: .standard, ignored: ignored)
    }

    /// A length in points as whole device pixels (at least 1).
    public func devicePixels(_ points: Double) -> Int { max(1, Int((points * factor).rounded())) }
}
