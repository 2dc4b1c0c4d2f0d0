/// One number a recognizer decides with that a person's way of drawing may need wider ("tolerance": how far a
/// finger may wobble the wrong way). The workshop's "teach it my way" widens it, towards `mostLenient` and never
/// past it.
public struct TunableLimit: Sendable, Hashable, Codable {
    /// The limit's name, as the attendee's recognizer calls it.
    public var name: String
    /// The value the recognizer uses now.
    public var value: Double
    /// The most lenient value that still makes sense; it also says which way is more lenient (above or below
    /// `value`).
    public var mostLenient: Double

    public init(_ name: String, value: Double, mostLenient: Double) {
        self.name = name
        self.value = value
        self.mostLenient = mostLenient
    }

    /// True when a larger value lets more strokes through.
    public var widensUpward: Bool { mostLenient >= value }
}

/// A recognizer that names its limits, so that the workshop playground can widen them for one person ("teach it
/// my way", key C). The playground treats the recognizer as a black box: it replays the person's refused attempts
/// through fresh instances with a limit moved towards its most lenient value until they pass, then checks that
/// other strokes still do not.
///
///     extension RightChevron: TunableLimits {
///         var tunableLimits: [TunableLimit] { [TunableLimit("tolerance", value: tolerance, mostLenient: 40)] }
///         func setTunableLimit(_ name: String, to value: Double) { if name == "tolerance" { tolerance = value } }
///     }
public protocol TunableLimits: AnyObject {
    /// The limits, with the values used now.
    var tunableLimits: [TunableLimit] { get }
    /// Uses `value` for the limit called `name` from now on (an unknown name is ignored).
    func setTunableLimit(_ name: String, to value: Double)
}
