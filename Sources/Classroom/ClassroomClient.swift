import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An attendee's connection to the teacher's `gesturelab classroom serve`: posts check results, strokes and scores,
/// and downloads the class's strokes. Calls block (the workshop calls them off its window's thread).
///
/// The first post under a name joins the class with the token and keeps the key the server gives in `keys`;
/// every post under that name carries the key, so nobody else can post as them.
///
/// A call that times out, loses its connection or gets a 5xx is tried again after a pause that doubles each time (a
/// laptop waking up, Wi-Fi coming back), and `onRetry` hears each time; every upload carries its own id, so a
/// re-send is stored once. A refused connection (no server there) and a 4xx (the upload's fault) fail at once.
public struct ClassroomClient: Sendable {
    public let server: URL
    public let token: String?
    public let retry: RetryPolicy
    public let keys: ClassroomKeys
    /// Hears why a call is tried again, and when.
    public var onRetry: (@Sendable (String) -> Void)?

    /// How often and how patiently a call is tried.
    public struct RetryPolicy: Sendable {
        public var attempts: Int
        /// The first pause, in seconds; each next one is twice as long, up to `longestPause`.
        public var firstPause: Double
        public var longestPause: Double

        public init(attempts: Int, firstPause: Double, longestPause: Double) {
            self.attempts = attempts
            self.firstPause = firstPause
            self.longestPause = longestPause
        }

        /// About a minute of trying: enough for a laptop to rejoin the Wi-Fi.
        public static let standard = RetryPolicy(attempts: 8, firstPause: 0.5, longestPause: 15)

        /// The pause before attempt `attempt` (1 is the first retry).
        public func pause(before attempt: Int) -> Double {
            min(longestPause, firstPause * Double(1 << min(attempt - 1, 20)))
        }
    }

    /// Seconds one request may take.
    static let requestTimeout = 20.0

    public init(server: URL, token: String?, retry: RetryPolicy = .standard, keys: ClassroomKeys = .standard()) {
        self.server = server
        self.token = token
        self.retry = retry
        self.keys = keys
    }

    /// The key for `name`: the one kept, else a new one from the server (kept at once).
    public func key(for name: String) throws -> String {
        if let kept = keys.key(token: token ?? "", name: name) { return kept }
        let answer = try decode(
            JoinAnswer.self, from: try send("POST", "api/join", body: try JSONEncoder().encode(JoinRequest(name: name)))
        )
        try keys.keep(token: token ?? "", name: name, key: answer.key)
        return answer.key
    }

    /// Posts under `name`'s key; a key the class no longer knows (the class was reset, the attendee removed) is
    /// forgotten and the name joined again, once.
    private func post(_ path: String, as name: String, body: Data) throws {
        do {
            try send("POST", path, body: body, key: try key(for: name))
        } catch let error as ClassroomError where error.status == 403 && error.description.contains("join again") {
            try keys.keep(token: token ?? "", name: name, key: nil)
            try send("POST", path, body: body, key: try key(for: name))
        }
    }

    /// Posts the lesson check of a save.
    public func post(check: CheckReport) throws {
        try check.validate()
        try post("api/checks", as: check.name, body: try JSONEncoder().encode(check))
    }

    /// Posts strokes for the class's dataset (what `gesturelab collect --classroom` sends as each stroke is drawn),
    /// in as many uploads as the server's limits need.
    public func upload(strokes: [ClassStroke]) throws {
        let encoder = JSONEncoder()
        var batch: [ClassStroke] = []
        var batchBytes = 0
        for stroke in strokes {
            try stroke.validate()
            let bytes = try encoder.encode(stroke).count + 1
            if !batch.isEmpty
                && (batch.count == ClassroomLimits.strokesPerUpload || batch[0].person != stroke.person
                    || batchBytes + bytes > ClassroomLimits.bodyBytes - 64)
            {
                try post("api/strokes", as: batch[0].person, body: try encoder.encode(StrokeUpload(strokes: batch)))
                batch = []
                batchBytes = 0
            }
            batch.append(stroke)
            batchBytes += bytes
        }
        guard !batch.isEmpty else { return }
        try post("api/strokes", as: batch[0].person, body: try encoder.encode(StrokeUpload(strokes: batch)))
    }

    /// Posts the score of the attendee's recognizer on the other people's strokes.
    public func post(score: ScoreReport) throws {
        try score.validate()
        try post("api/scores", as: score.name, body: try JSONEncoder().encode(score))
    }

    /// The strokes of the snapshot the server names for scoring, and its number. Only the strokes `cache` does not
    /// hold yet are downloaded; they are added to it.
    public func snapshot(cache: StrokeCache) throws -> (snapshot: Int, strokes: [ClassStroke]) {
        var (dataset, entries) = cache.load()
        var fresh = entries.isEmpty
        while true {
            let after = entries.last?.seq ?? 0
            var query = URLComponents()
            query.queryItems = [.init(name: "after", value: String(after)), .init(name: "dataset", value: dataset)]
            let page = try decode(
                StrokePage.self, from: try send("GET", "api/strokes?" + (query.percentEncodedQuery ?? "")))
            if page.restarted || page.dataset != dataset {
                entries = []
                fresh = true
                dataset = page.dataset
            }
            let added = page.strokes.filter { $0.seq > (entries.last?.seq ?? after) }
            entries += added
            do {
                if fresh {
                    try cache.replace(dataset: dataset, entries: entries)
                    fresh = false
                } else {
                    try cache.append(added)
                }
            } catch {
                // A cache that cannot be written costs the next save a longer download, nothing else.
                fresh = true
            }
            if !page.more {
                let strokes = entries.prefix { $0.seq <= page.snapshotLastStroke }.map(\.stroke)
                return (page.snapshot, strokes)
            }
        }
    }

    /// What the teacher's page shows.
    public func state() throws -> ClassroomState {
        try decode(ClassroomState.self, from: try send("GET", "api/state"))
    }

    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ClassroomError("\(server.absoluteString) sent an answer this GestureLab cannot read")
        }
    }

    @discardableResult
    private func send(_ method: String, _ path: String, body: Data? = nil, key: String? = nil) throws -> Data {
        var base = server.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + "/" + path) else {
            throw ClassroomError("cannot make an address of \(server.absoluteString) and \(path)")
        }
        var request = URLRequest(url: url, timeoutInterval: Self.requestTimeout)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let key { request.setValue(key, forHTTPHeaderField: "X-Attendee-Key") }
        var attempt = 0
        while true {
            let trouble: String
            switch Self.perform(request) {
            case .success(let (status, data)) where (200..<300).contains(status):
                return data
            case .success(let (status, data)) where (400..<500).contains(status):
                throw ClassroomError(refusal(status: status, body: data), status: status)
            case .success(let (status, _)):
                attempt += 1
                if attempt >= retry.attempts {
                    throw ClassroomError(
                        "the classroom at \(server.absoluteString) answered \(status) (a server error) "
                            + "\(attempt) times; gave up", status: status)
                }
                trouble = "the classroom at \(server.absoluteString) answered \(status) (a server error)"
            case .failure(let error):
                guard let reason = Self.passingTrouble(error) else {
                    throw ClassroomError(
                        "cannot reach the classroom at \(server.absoluteString): \(Self.reason(error))")
                }
                attempt += 1
                if attempt >= retry.attempts {
                    throw ClassroomError(
                        "cannot reach the classroom at \(server.absoluteString): \(reason); gave up after \(attempt) tries"
                    )
                }
                trouble = "the classroom at \(server.absoluteString) \(reason)"
            }
            let pause = retry.pause(before: attempt)
            onRetry?("\(trouble); trying again in \(Self.seconds(pause)) s (try \(attempt + 1) of \(retry.attempts))")
            Thread.sleep(forTimeInterval: pause)
        }
    }

    /// A 4xx answer in words: the server's own message (its JSON `{"error": {"message": …}}`), never the raw body.
    private func refusal(status: Int, body: Data) -> String {
        if status == 401 {
            return "the classroom at \(server.absoluteString) refused the token (401): give the one "
                + "`gesturelab classroom serve` printed, with --token or $GESTURELAB_CLASSROOM_TOKEN"
        }
        struct ServerError: Decodable {
            struct Detail: Decodable { let message: String }
            let error: Detail
        }
        let message =
            (try? JSONDecoder().decode(ServerError.self, from: body))?.error.message
            ?? String(decoding: body.prefix(200), as: UTF8.self)
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return "the classroom at \(server.absoluteString) refused the request (\(status))"
            + (line.isEmpty ? "" : ": \(line)")
    }

    /// What went wrong, when it may pass (a request that timed out, a connection lost on the way); nil when trying
    /// again would only fail again (a refused connection: no server on that port; an unknown host).
    static func passingTrouble(_ error: Error) -> String? {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else { return nil }
        switch error.code {
        case NSURLErrorTimedOut: return "did not answer within \(seconds(requestTimeout)) s"
        case NSURLErrorNetworkConnectionLost: return "dropped the connection"
        case NSURLErrorNotConnectedToInternet: return "is not reachable: this machine has no network"
        default: return nil
        }
    }

    /// Why a request failed, in words.
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        if error.domain == NSURLErrorDomain {
            switch error.code {
            case NSURLErrorCannotConnectToHost:
                return "the connection was refused (is `gesturelab classroom serve` running there, on that port?)"
            case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "no such host"
            case NSURLErrorBadURL, NSURLErrorUnsupportedURL: return "not an address GestureLab can use"
            default: break
            }
        }
        return error.localizedDescription
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// One request, waited for.
    private static func perform(_ request: URLRequest) -> Result<(Int, Data), Error> {
        let box = ResultBox()
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                box.set(.failure(error))
            } else {
                box.set(.success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())))
            }
        }
        task.resume()
        return box.wait()
    }
}

/// A request's result, handed from URLSession's queue to the waiting caller.
private final class ResultBox: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<(Int, Data), Error> = .failure(ClassroomError("no answer"))

    func set(_ value: Result<(Int, Data), Error>) {
        result = value
        done.signal()
    }

    func wait() -> Result<(Int, Data), Error> {
        done.wait()
        return result
    }
}

/// A classroom call that failed, worded for the attendee's terminal.
public struct ClassroomError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    /// The HTTP status, when the server answered.
    public let status: Int?

    public init(_ description: String, status: Int? = nil) {
        self.description = description
        self.status = status
    }
}
