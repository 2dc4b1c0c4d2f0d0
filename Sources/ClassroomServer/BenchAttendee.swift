import Classroom
import Foundation

/// One simulated attendee: draws strokes at a person's pace and sends them as `collect --classroom` does, and
/// saves a recognizer every `saveEvery` seconds as the workshop does (check, download the new strokes, score on
/// the server's snapshot with the counts the server checks, post the score). Virtual time runs `speedup` times
/// faster than the clock.
actor BenchAttendee {
    let name: String
    let http: BenchHTTP
    private(set) var key = ""
    private var strokes: BenchStrokes
    private(set) var drawn = 0
    /// Virtual seconds since the workshop began, and when the next save is due.
    private var time: Double
    private var nextSave: Double
    /// The strokes downloaded: their number, kind and person (all the scoring needs).
    private var cached: [(seq: Int, kind: String, person: String, id: String)] = []
    private var dataset = ""
    /// Seconds each post took (as the client saw it, and in the server's handler), and each incremental download.
    private(set) var posts: [Double] = []
    private(set) var handled: [Double] = []
    private(set) var downloads: [Double] = []

    init(name: String, http: BenchHTTP, seed: UInt64, startOffset: Double, saveEvery: Double) {
        self.name = name
        self.http = http
        strokes = BenchStrokes(seed: seed)
        time = 0
        nextSave = startOffset.truncatingRemainder(dividingBy: saveEvery)
    }

    func join() async throws {
        let answer = try await http.expectOK(
            "POST", "/api/join", body: try JSONEncoder().encode(JoinRequest(name: name)))
        key = try JSONDecoder().decode(JoinAnswer.self, from: answer.body).key
    }

    func takeFigures() -> (posts: [Double], handled: [Double], downloads: [Double]) {
        defer {
            posts = []
            handled = []
            downloads = []
        }
        return (posts, handled, downloads)
    }

    private func record(_ answer: BenchHTTP.Answer) {
        posts.append(answer.seconds)
        if let seconds = answer.serverSeconds { handled.append(seconds) }
    }

    /// Draws and saves until it has drawn `limit` strokes or `total` says the class has `target`.
    func run(
        limit: Int, target: Int, total: BenchCounter, strokeEvery: Double, saveEvery: Double, speedup: Double,
        deadline: Double
    ) async throws {
        while drawn < limit, total.value < target {
            guard Date().timeIntervalSince1970 < deadline else { throw BenchFailure("the bench ran out of time") }
            let nextStroke = Double(drawn + 1) * strokeEvery
            let step = min(nextStroke, nextSave) - time
            if step > 0 { try await Task.sleep(for: .milliseconds(Int(step / speedup * 1000))) }
            time += max(step, 0)
            if time >= nextSave {
                try await save()
                nextSave += saveEvery
            }
            if time >= nextStroke {
                try await upload(count: 1, total: total)
            }
        }
    }

    /// Sends `count` new strokes in one post.
    func upload(count: Int, total: BenchCounter) async throws {
        let batch = (0..<count).map { strokes.stroke(person: name, index: drawn + $0) }
        let answer = try await http.expectOK(
            "POST", "/api/strokes", body: try JSONEncoder().encode(StrokeUpload(strokes: batch)), key: key)
        record(answer)
        drawn += count
        total.add(count)
    }

    /// A save: the check, the new strokes, the score on the server's snapshot.
    func save() async throws {
        let traces = (0..<7).map {
            CheckReport.Trace(name: "trace \($0)", passed: $0 < 5 || drawn % 2 == 0, verdict: "ok")
        }
        let check = CheckReport(
            name: name, lesson: "Lesson 3: the circle and its fit", file: "Circle.swift", traces: traces,
            compileErrors: [])
        record(try await http.expectOK("POST", "/api/checks", body: try JSONEncoder().encode(check), key: key))
        let (snapshot, lastStroke, seconds) = try await download()
        downloads.append(seconds)
        let others = cached.prefix { $0.seq <= lastStroke }.filter { $0.person != name }
        let positives = others.filter { $0.kind == "circle" }
        let negatives = others.count - positives.count
        let recognized = positives.count * 9 / 10
        let score = ScoreReport(
            name: name, lesson: check.lesson, recognizer: "CircleGestureRecognizer", kind: "circle",
            positives: positives.count, recognized: recognized, negatives: negatives, falseAccepts: 0,
            missed: Array(positives.suffix(positives.count - recognized).map(\.id).prefix(ClassroomLimits.strokeIds)),
            falselyAccepted: [], people: Set(others.map(\.person)).count, snapshot: snapshot, trouble: nil)
        record(try await http.expectOK("POST", "/api/scores", body: try JSONEncoder().encode(score), key: key))
    }

    /// Downloads the strokes stored since the last download: the snapshot named, its last stroke, the seconds.
    func download() async throws -> (Int, Int, Double) {
        var seconds = 0.0
        for _ in 0..<1000 {
            let after = cached.last?.seq ?? 0
            let answer = try await http.expectOK("GET", "/api/strokes?after=\(after)&dataset=\(dataset)")
            seconds += answer.seconds
            let page = try JSONDecoder().decode(StrokePage.self, from: answer.body)
            if page.restarted { cached = [] }
            dataset = page.dataset
            cached += page.strokes.map { ($0.seq, $0.stroke.kind, $0.stroke.person, $0.stroke.id) }
            if !page.more { return (page.snapshot, page.snapshotLastStroke, seconds) }
        }
        throw BenchFailure("\(name)'s download did not end after 1000 pages")
    }
}

/// The class's stroke count as the attendees' acknowledged uploads make it.
final class BenchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.withLock { stored } }
    func add(_ count: Int) { lock.withLock { stored += count } }
}
