import Foundation

/// Measures what a save costs before the new code runs: a copy of the attendee's file is changed `count` times,
/// and each time compiled, loaded and instantiated, as the window does on a save. The window adds at most one look
/// at the file (`LiveReloader.pollInterval`, 0.1 s) to these figures.
public struct ReloadBenchmark {
    public let file: String
    public let requestedClass: String?
    public let count: Int

    public init(file: String, requestedClass: String?, count: Int) {
        self.file = file
        self.requestedClass = requestedClass
        self.count = count
    }

    /// The seconds each reload took, in order.
    public func run(engine: EngineLocation, workFolder: String) throws -> [Double] {
        guard let original = FileManager.default.contents(atPath: file) else {
            throw WorkshopError("\(file): cannot read the file")
        }
        let copy = "\(workFolder)/\((file as NSString).lastPathComponent)"
        let compiler = RecognizerCompiler(
            file: copy, requestedClass: requestedClass, workFolder: workFolder + "/build", engine: engine)
        var times: [Double] = []
        for index in 1...max(1, count) {
            let saved = Date()
            var text = original
            text.append(contentsOf: Array("\n// reload \(index)\n".utf8))
            try text.write(to: URL(fileURLWithPath: copy))
            let library = try RecognizerLibrary(try compiler.compile())
            _ = library.makeRecognizer()
            times.append(Date().timeIntervalSince(saved))
        }
        return times
    }

    /// "p50 0.71 s, p99 0.93 s, max 0.93 s" (nearest-rank percentiles).
    public static func summary(_ times: [Double]) -> String {
        let sorted = times.sorted()
        func percentile(_ p: Double) -> Double {
            sorted[min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))]
        }
        return String(format: "p50 %.2f s, p99 %.2f s, max %.2f s", percentile(0.5), percentile(0.99), sorted.last ?? 0)
    }
}
