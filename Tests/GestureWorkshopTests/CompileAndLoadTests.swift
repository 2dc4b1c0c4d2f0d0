import Foundation
import GestureEngine
import GestureLabTestSupport
import InputTrace
import Testing

@testable import GestureWorkshop

/// The mechanism: an attendee's file compiled with swiftc against libGestureEngine.so, loaded with dlopen, and its
/// recognizer run on the playground — the same GestureRecognizer type in the plugin and here.
@Suite(.serialized) struct CompileAndLoadTests {
    @Test func compiledRecognizerIsAGestureRecognizerOfTheFilesClass() throws {
        try withTemporaryFolder { folder in
            let file = try write(tapSource, to: folder + "/MyTap.swift")
            let compiler = RecognizerCompiler(
                file: file, requestedClass: nil, workFolder: folder + "/work", engine: try EngineLocation.find())
            let compiled = try compiler.compile()
            #expect(compiled.className == "MyTap")
            let recognizer = try RecognizerLibrary(compiled).makeRecognizer()
            #expect(String(describing: type(of: recognizer)) == "MyTap")
            #expect(recognizer.name == "myTap")  // GestureRecognizer's default name, from the class name
        }
    }

    @Test func headlessReplayOfATapEndsAtTheLiftAndIsTheSameTwice() throws {
        try withTemporaryFolder { folder in
            let file = try write(tapSource, to: folder + "/MyTap.swift")
            let compiler = RecognizerCompiler(
                file: file, requestedClass: nil, workFolder: folder + "/work", engine: try EngineLocation.find())
            let library = try RecognizerLibrary(try compiler.compile())
            let trace = try TraceReader.parse(tapTrace, file: "tap")
            let first = PlaygroundReplay(trace: trace).run(making: library.makeRecognizer, className: "MyTap")
            let second = PlaygroundReplay(trace: trace).run(making: library.makeRecognizer, className: "MyTap")
            // The finger lifts at 150 ms: the tap is recognized then, once.
            #expect(first.log == "150 ms  myTap: possible → ended\n")
            #expect(first.actionCount == 1)
            #expect(first.recognized)
            #expect(second.log == first.log)
        }
    }

    @Test func compileErrorNamesTheAttendeesFileLineAndColumn() throws {
        try withTemporaryFolder { folder in
            let broken = tapSource.replacingOccurrences(of: "state = .recognized", with: "state = .recognised")
            let file = try write(broken, to: folder + "/Broken.swift")
            let compiler = RecognizerCompiler(
                file: file, requestedClass: nil, workFolder: folder + "/work", engine: try EngineLocation.find())
            let failure = try #require(throws: CompileFailure.self) { try compiler.compile() }
            // Line 10, column 18 of the file: the `.` of `.recognised` in `        state = .recognised`.
            #expect(failure.diagnostics.first?.hasPrefix("\(file):10:18: error: ") == true)
        }
    }

    @Test func aClassWithoutAPlainInitIsExplainedAtItsDeclaration() throws {
        try withTemporaryFolder { folder in
            let source = """
                import GestureEngine

                class Needy: GestureRecognizer {
                    init(size: Int) { super.init(name: nil) }
                }

                """
            let file = try write(source, to: folder + "/Needy.swift")
            let compiler = RecognizerCompiler(
                file: file, requestedClass: nil, workFolder: folder + "/work", engine: try EngineLocation.find())
            let failure = try #require(throws: CompileFailure.self) { try compiler.compile() }
            #expect(failure.diagnostics.first?.hasPrefix("\(file):3:1: error: the playground creates Needy()") == true)
        }
    }
}
