import CommandLineErrors
import Foundation
import Testing

/// Foundation's errors as a person reads them: what was done, to which path, and the system's reason, on one line.
@Suite("ErrorText: Foundation's file errors in words")
struct ErrorTextTests {
    @Test("writing into a folder that does not exist: the path and what is missing, not NSCocoaErrorDomain")
    func writeIntoMissingFolder() throws {
        let path = "/nonexistent-\(UUID().uuidString)/x.txt"
        do {
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("the write succeeded")
        } catch {
            #expect(ErrorText.line(error) == "\(path): no such file, or a folder on its way is missing")
        }
    }

    @Test("reading a file that does not exist, and an error with a message over several lines")
    func readMissingAndSeveralLines() throws {
        let path = "/nonexistent-\(UUID().uuidString).json"
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: path))
            Issue.record("the read succeeded")
        } catch {
            let line = ErrorText.line(error)
            #expect(line.hasPrefix("cannot read \(path): "), "\(line)")
            #expect(!line.contains("Domain"))
        }
        #expect(ErrorText.line(CommandFailure.runtime("first\n  second\n")) == "first; second")
    }
}
