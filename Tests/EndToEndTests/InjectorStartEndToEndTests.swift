import Foundation
import HeadlessDisplay
import Testing

/// Injectors, like X servers, take a display number by creating its lock file exclusively: several started at the
/// same moment (as parallel test suites start them) each get a number of their own, and the lock names the injector
/// that holds it.
@Suite("End to end: injectors started at once")
struct InjectorStartEndToEndTests {
    @Test("six injectors started at the same moment each claim their own display number and lock")
    func concurrentStarts() throws {
        let display = try VirtualDisplay()
        let name = display.name
        let binary = Injector.binary
        let lock = NSLock()
        nonisolated(unsafe) var started: [Injector] = []
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            do {
                let injector = try Injector(binary: binary, displayName: name)
                lock.withLock { started.append(injector) }
            } catch {
                lock.withLock { failures.append("\(error)") }
            }
        }
        withExtendedLifetime(display) {}
        #expect(failures.isEmpty, "\(failures)")
        let numbers = started.map(\.displayNumber)
        #expect(Set(numbers).count == started.count, "\(numbers)")
        for injector in started {
            let text = try String(contentsOfFile: "/tmp/.X\(injector.displayNumber)-lock", encoding: .utf8)
            #expect(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) == injector.process.processIdentifier)
        }
    }
}
