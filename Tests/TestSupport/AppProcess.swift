import Foundation

/// The repository root (this file is Tests/TestSupport/AppProcess.swift).
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The built app: $GESTURELAB_BINARY, else .build/debug/gesturelab.
public let appBinary =
    ProcessInfo.processInfo.environment["GESTURELAB_BINARY"]
    ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab").path

/// Why a test could not run the app.
public struct AppNotBuilt: Error, CustomStringConvertible {
    public let description: String
}

/// A fresh temporary folder named after `prefix`; the caller removes it.
public func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The small stroke file the eval tests share (Tests/TutorialRecognizersTests/Fixtures/strokes-sample.jsonl).
public let strokesSample = repositoryRoot.appendingPathComponent(
    "Tests/TutorialRecognizersTests/Fixtures/strokes-sample.jsonl"
).path

/// A fresh temporary folder, removed when the test's closure returns.
public func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-test-\(UUID().uuidString)")
        .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// Runs the app to completion: its exit status, standard output and standard error. `environment` adds to (or
/// replaces) the test's own variables. A run still going after `timeout` seconds is killed (status 9), so a command
/// that should have stopped by itself fails its test instead of hanging it.
public func runApp(
    _ arguments: [String], environment: [String: String] = [:], timeout: Double? = nil
) throws -> (status: Int32, output: String, errors: String) {
    guard FileManager.default.isExecutableFile(atPath: appBinary) else {
        throw AppNotBuilt(description: "the app is not built at \(appBinary): run swift build first")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: appBinary)
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let ended = LockedFlag()
    defer { ended.set() }
    if let timeout {
        let child = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { ended.unlessSet { kill(child, SIGKILL) } }
    }
    // Read both pipes to their ends before waiting, so a chatty child never blocks on a full pipe.
    nonisolated(unsafe) var errorData = Data()
    let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // The poll interval of a wait for the reader thread, which ends as soon as the child has closed its pipe.
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

/// A flag set once, and work done only while it is not set (under the same lock).
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() { lock.withLock { isSet = true } }
    func unlessSet(_ work: () -> Void) { lock.withLock { if !isSet { work() } } }
}
