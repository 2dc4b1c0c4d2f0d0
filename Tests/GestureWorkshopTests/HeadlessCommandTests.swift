import Foundation
import GestureLabTestSupport
import Testing

@testable import GestureWorkshop

/// `gesturelab workshop FILE --headless --trace T --log OUT`, run as the attendee or a grading script would.
@Suite(.serialized) struct HeadlessCommandTests {
    @Test func twoRunsWriteByteIdenticalLogs() throws {
        try withTemporaryFolder { folder in
            let file = try write(tapSource, to: folder + "/MyTap.swift")
            let trace = try write(tapTrace, to: folder + "/tap.trace.jsonl")
            for name in ["first", "second"] {
                let result = try runApp([
                    "workshop", "replay", file, "--trace", trace, "--log", "\(folder)/\(name).txt",
                ])
                #expect(result.status == 0, "\(result.errors)")
            }
            let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/first.txt"))
            let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/second.txt"))
            #expect(String(decoding: first, as: UTF8.self) == "150 ms  myTap: possible → ended\n")
            #expect(first == second)
        }
    }

    @Test func compileErrorExitsOneWithFileLineColumnAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            let broken = tapSource.replacingOccurrences(of: "state = .failed", with: "state = .failed +")
            let file = try write(broken, to: folder + "/Broken.swift")
            let trace = try write(tapTrace, to: folder + "/tap.trace.jsonl")
            let log = folder + "/out.txt"
            let result = try runApp(["workshop", "replay", file, "--trace", trace, "--log", log])
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("\(file):6:"), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: log))
        }
    }

    @Test func aFileWithNoRecognizerIsRefused() throws {
        try withTemporaryFolder { folder in
            let file = try write("import GestureEngine\nstruct NotARecognizer {}\n", to: folder + "/Empty.swift")
            let trace = try write(tapTrace, to: folder + "/tap.trace.jsonl")
            let result = try runApp(["workshop", "replay", file, "--trace", trace, "--log", folder + "/out.txt"])
            #expect(result.status == 1)
            #expect(result.errors.contains("\(file):1:1: error: no GestureRecognizer subclass found"))
        }
    }
}
