/// A command's failure as the person at the terminal reads it: one line, and the exit status that says whose fault it
/// was (64, EX_USAGE: a bad argument or input file; 1: something failed while running).
public struct CommandFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    public let status: Int32

    public init(_ description: String, status: Int32) {
        self.description = description
        self.status = status
    }

    /// The exit status of a bad argument, option or input file (sysexits.h's EX_USAGE).
    public static let usageStatus: Int32 = 64
    /// The exit status of a failure at run time.
    public static let runtimeStatus: Int32 = 1

    /// A bad argument, option value or input file: the person can fix the command line.
    public static func usage(_ description: String) -> CommandFailure {
        CommandFailure(description, status: usageStatus)
    }

    /// A failure while running: a file that cannot be written, a server that does not answer.
    public static func runtime(_ description: String) -> CommandFailure {
        CommandFailure(description, status: runtimeStatus)
    }
}
