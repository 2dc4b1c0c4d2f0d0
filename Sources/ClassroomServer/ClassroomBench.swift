import Classroom
import Foundation
import HeadlessBrowser

/// `gesturelab classroom bench`: a 40-person workshop played against a real `classroom serve` on 127.0.0.1,
/// faster than real time, measured at 2,000, 7,200 and 20,000 strokes: how long posts take (p50/p99), how long
/// the page's first load takes (and its first draw in headless chromium, when installed), how long a save's stroke download and a newcomer's full download take, and the
/// server's memory. Bounded in requests and in time: it stops by itself.
public enum ClassroomBench {
    /// What to play.
    public struct Options: Sendable {
        /// The command that starts the server (`gesturelab classroom serve`); the bench adds host, port, data
        /// and timing options.
        public var serverCommand: [String]
        public var attendees = 40
        /// Strokes each attendee draws during the workshop, one every `strokeEvery` virtual seconds.
        public var strokesPerAttendee = 180
        public var strokeEvery = 4.0
        /// Virtual seconds between an attendee's saves.
        public var saveEvery = 30.0
        /// How many times faster than real time the workshop runs.
        public var speedup = 10.0
        /// Class sizes (strokes) at which the figures are taken; past the workshop's strokes, the attendees send
        /// more in batches (a second day's collecting) until the last.
        public var checkpoints = [2000, 7200, 20000]
        /// Seconds the whole bench may take.
        public var timeLimit = 900.0
        /// Hears the server's address once it listens, and each checkpoint's figures while it still runs (the
        /// load test opens the page in a browser then).
        /// Whether to time the teacher's page's first draw in headless chromium at each checkpoint (when chromium
        /// is installed).
        public var measuresFirstDraw = true
        public var onStart: (@Sendable (URL) -> Void)?
        public var onCheckpoint: (@Sendable (Checkpoint) -> Void)?

        public init(serverCommand: [String]) {
            self.serverCommand = serverCommand
        }
    }

    /// The figures at one class size.
    public struct Checkpoint: Sendable, Codable {
        public var strokes: Int
        /// Posts (checks, strokes, scores) while the class grew to this size, at the workshop's pace.
        public var postP50: Double
        public var postP99: Double
        public var posts: Int
        /// The same posts' time in the server's handler (`Server-Timing`): without the client's own waits.
        public var handlerP50: Double
        public var handlerP99: Double
        /// Posts when every attendee saves at once at this size.
        public var burstPostP50: Double
        public var burstPostP99: Double
        public var burstHandlerP99: Double
        /// The page's first load over HTTP (the page and `GET /api/state`), and the state's size.
        public var firstLoadP50: Double
        public var stateBytes: Int
        /// A save's download of the strokes new since the previous save (p50 over the burst), and a newcomer's
        /// download of every stroke.
        public var downloadP50: Double
        public var fullDownload: Double
        public var fullDownloadBytes: Int
        /// The server's resident memory now, and its peak so far, in MB.
        public var memoryMB: Double
        public var peakMemoryMB: Double
        /// The teacher's page opened now in headless chromium: seconds from navigation to the state drawn; nil when
        /// it was not measured (no chromium).
        public var firstDraw: Double?
    }

    /// Plays the workshop; `say` hears progress lines.
    public static func run(_ options: Options, say: @escaping @Sendable (String) -> Void) async throws -> [Checkpoint] {
        let deadline = Date().timeIntervalSince1970 + options.timeLimit
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesturelab-bench-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try BenchServer(
            command: options.serverCommand,
            arguments: [
                "--host", "127.0.0.1", "--port", "0", "--data", folder, "--token", "bench",
                "--snapshot-interval", String(options.saveEvery / options.speedup),
            ])
        defer { server.stop() }
        let http = BenchHTTP(
            base: "http://127.0.0.1:\(server.port)", token: "bench", connections: options.attendees + 8)
        let base = URL(string: "http://127.0.0.1:\(server.port)")!
        options.onStart?(base)
        let browser =
            options.measuresFirstDraw && HeadlessChromium.executable != nil
            ? try HeadlessChromium(width: 1280, height: 800) : nil
        let attendees = (0..<options.attendees).map { index in
            BenchAttendee(
                name: "Attendee \(index + 1)", http: http, seed: UInt64(index), startOffset: Double(index) * 0.75,
                saveEvery: options.saveEvery)
        }
        for attendee in attendees { try await attendee.join() }
        let total = BenchCounter()
        var checkpoints: [Checkpoint] = []
        for target in options.checkpoints.sorted() {
            let workshop = options.strokesPerAttendee
            let started = Date()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for attendee in attendees {
                    group.addTask {
                        try await attendee.run(
                            limit: workshop, target: target, total: total, strokeEvery: options.strokeEvery,
                            saveEvery: options.saveEvery, speedup: options.speedup, deadline: deadline)
                    }
                }
                try await group.waitForAll()
            }
            // Past the workshop: a second day's strokes, sent in batches of 100 by turns.
            var turn = 0
            while total.value < target {
                guard Date().timeIntervalSince1970 < deadline else { throw BenchFailure("the bench ran out of time") }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for attendee in attendees.dropFirst(turn % 4 * 10).prefix(10) {
                        group.addTask { try await attendee.upload(count: 100, total: total) }
                    }
                    try await group.waitForAll()
                }
                turn += 1
            }
            var paced: [Double] = []
            var handled: [Double] = []
            for attendee in attendees {
                let figures = await attendee.takeFigures()
                paced += figures.posts
                handled += figures.handled
            }
            say(
                "\(total.value) strokes stored (\(String(format: "%.0f", Date().timeIntervalSince(started))) s): "
                    + "measuring")
            var checkpoint = try await measure(
                attendees, http: http, server: server, strokes: total.value, paced: paced, handled: handled)
            if let browser { checkpoint.firstDraw = try firstDraw(in: browser, of: base) }
            checkpoints.append(checkpoint)
            options.onCheckpoint?(checkpoint)
        }
        return checkpoints
    }

    private static func measure(
        _ attendees: [BenchAttendee], http: BenchHTTP, server: BenchServer, strokes: Int, paced: [Double],
        handled: [Double]
    ) async throws -> Checkpoint {
        // Every attendee saves at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for attendee in attendees { group.addTask { try await attendee.save() } }
            try await group.waitForAll()
        }
        var burst: [Double] = []
        var burstHandled: [Double] = []
        var downloads: [Double] = []
        for attendee in attendees {
            let figures = await attendee.takeFigures()
            burst += figures.posts
            burstHandled += figures.handled
            downloads += figures.downloads
        }
        var loads: [Double] = []
        var stateBytes = 0
        for _ in 0..<5 {
            let page = try await http.expectOK("GET", "/")
            let state = try await http.expectOK("GET", "/api/state")
            loads.append(page.seconds + state.seconds)
            stateBytes = state.body.count
        }
        var full = 0.0
        var fullBytes = 0
        var after = 0
        var dataset = ""
        // A newcomer's download, page by page (bounded: a page that brings nothing new ends it).
        for _ in 0..<1000 {
            let answer = try await http.expectOK("GET", "/api/strokes?after=\(after)&dataset=\(dataset)")
            full += answer.seconds
            fullBytes += answer.body.count
            let page = try JSONDecoder().decode(StrokePage.self, from: answer.body)
            dataset = page.dataset
            guard page.more, let last = page.strokes.last?.seq, last > after else { break }
            after = last
        }
        let memory = server.memory()
        return Checkpoint(
            strokes: strokes, postP50: percentile(paced, 0.5), postP99: percentile(paced, 0.99), posts: paced.count,
            handlerP50: percentile(handled, 0.5), handlerP99: percentile(handled, 0.99),
            burstPostP50: percentile(burst, 0.5), burstPostP99: percentile(burst, 0.99),
            burstHandlerP99: percentile(burstHandled, 0.99),
            firstLoadP50: percentile(loads, 0.5), stateBytes: stateBytes, downloadP50: percentile(downloads, 0.5),
            fullDownload: full, fullDownloadBytes: fullBytes, memoryMB: memory.resident, peakMemoryMB: memory.peak)
    }

    /// The nearest-rank percentile (0 for no values).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The compact page opened afresh: its own clock from navigation to the class's state drawn
    /// (`document.body.dataset.firstDraw`, in milliseconds), in seconds.
    static func firstDraw(in browser: HeadlessChromium, of base: URL) throws -> Double {
        try browser.open(URL(string: base.absoluteString + "/?compact")!, width: 1280, height: 800)
        guard try browser.waitFor("document.body.dataset.firstDraw !== undefined", seconds: 30) else {
            throw BenchFailure("the teacher's page did not draw within 30 s")
        }
        let milliseconds = try browser.evaluate("Number(document.body.dataset.firstDraw)")
        // Left open, the page would follow the class's deltas and take a core from the workshop it measures.
        try browser.open(URL(string: "about:blank")!, width: 1280, height: 800)
        return Double((milliseconds as? Int) ?? -1000) / 1000
    }

    /// The figures as a table for the terminal and docs/classroom.md.
    public static func table(_ checkpoints: [Checkpoint]) -> String {
        func ms(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }
        var lines = [
            "| strokes | posts | post p50 / p99 (ms) | in the handler p50 / p99 (ms) | 40 saves at once: p50 / p99, "
                + "handler p99 (ms) | page load p50 (ms) | first draw in chromium (ms) | state (KB) "
                + "| save's download p50 (ms) | full download (ms, MB) | server memory / peak (MB) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for point in checkpoints {
            lines.append(
                "| \(point.strokes) | \(point.posts) | \(ms(point.postP50)) / \(ms(point.postP99)) | "
                    + "\(ms(point.handlerP50)) / \(ms(point.handlerP99)) | "
                    + "\(ms(point.burstPostP50)) / \(ms(point.burstPostP99)), \(ms(point.burstHandlerP99)) | "
                    + "\(ms(point.firstLoadP50)) | \(point.firstDraw.map(ms) ?? "—") | "
                    + "\(point.stateBytes / 1024) | \(ms(point.downloadP50)) | \(ms(point.fullDownload)), "
                    + String(format: "%.1f", Double(point.fullDownloadBytes) / 1e6) + " | "
                    + String(format: "%.0f / %.0f", point.memoryMB, point.peakMemoryMB) + " |")
        }
        return lines.joined(separator: "\n")
    }
}
