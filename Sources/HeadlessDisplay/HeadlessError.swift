/// Why a headless display, the injector or a helper program could not be used.
public struct HeadlessError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
