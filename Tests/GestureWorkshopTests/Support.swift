import Foundation
import Testing

@testable import GestureWorkshop

/// The repository root (this file is Tests/GestureWorkshopTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The built app: $GESTURELAB_BINARY, else .build/debug/gesturelab.
let appBinary =
    ProcessInfo.processInfo.environment["GESTURELAB_BINARY"]
    ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab").path

/// A fresh temporary folder, removed when the test's closure returns.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-test-\(UUID().uuidString)")
        .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// Writes a file and returns its path.
@discardableResult
func write(_ text: String, to path: String) throws -> String {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Runs the app to completion: its exit status, standard output and standard error.
func runApp(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    guard FileManager.default.isExecutableFile(atPath: appBinary) else {
        throw WorkshopError("the app is not built at \(appBinary): run swift build first")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: appBinary)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes to their ends before waiting, so a chatty child never blocks on a full pipe.
    nonisolated(unsafe) var errorData = Data()
    let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

/// A one-finger tap recognizer, as an attendee would type it.
let tapSource = """
    import GestureEngine

    /// Recognizes a one-finger tap.
    class MyTap: GestureRecognizer {
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            if event.touches(for: self).count > 1 { state = .failed }
        }

        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            state = .recognized
        }
    }

    """

/// A tap at (300, 300) from 0.1 s to 0.15 s, on the playground of a 1024×720 window.
let tapTrace = """
    {"format": "gesturelab-trace", "height": 720, "scene": "playground", "version": 1, "width": 1024}
    {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 300.0, "y": 300.0}]}
    {"t": 0.15, "touches": [{"id": 1, "phase": "ended", "x": 300.0, "y": 300.0}]}

    """
