import Foundation

/// Runs a program to completion and returns its exit status and output (standard output and error together).
@discardableResult
public func runProgram(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Finds a program on PATH.
public func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Waits (polling every 10 ms) until `file` holds at least `lines` lines, or `process` ended, or 10 s passed; returns
/// the lines read. How Xvfb's -displayfd number and the injector's first lines are picked up.
func waitForLines(_ lines: Int, in file: URL, from process: Process) -> [Substring] {
    var read: [Substring] = []
    let deadline = Date().addingTimeInterval(10)
    while read.count < lines && Date() < deadline && process.isRunning {
        Thread.sleep(forTimeInterval: 0.01)
        read = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n")
    }
    return read
}
