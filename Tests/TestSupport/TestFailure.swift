/// Why a test could not go on: what it waited for in vain, or what a program it ran said.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
