import Classroom
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore

extension ClassroomServer {
    func addRoutes(to router: Router<ClassroomRequestContext>) {
        router.add(middleware: ServerTimingMiddleware())
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: TeacherPage.html)))
        }
        router.get("/api/state") { _, _ in try Self.json(try await self.state()) }
        router.get("/api/errors") { request, _ in
            let name = request.uri.queryParameters.get("name") ?? ""
            guard let errors = try await self.store.compileErrors(of: name) else {
                throw HTTPError(.notFound, message: "no attendee is called \(name)")
            }
            return try Self.json(errors)
        }
        router.get("/api/strokes") { request, context in
            try await self.authorize(request, context)
            let after = request.uri.queryParameters.get("after").map { Int($0) } ?? 0
            guard let after, after >= 0 else {
                throw HTTPError(.badRequest, message: "after: a stroke number, 0 or more")
            }
            let dataset = request.uri.queryParameters.get("dataset") ?? ""
            let (page, change) = try await self.store.strokePage(
                after: after, dataset: dataset, now: Date().timeIntervalSince1970)
            await self.live.changed(change)
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: page)))
        }
        router.post("/api/join") { request, context in
            try await self.authorize(request, context)
            let join = try await Self.decode(JoinRequest.self, from: request)
            let answer = try await self.refusing(context) {
                try await self.store.join(name: join.name, now: Date().timeIntervalSince1970)
            }
            await self.live.changed(StoreChange(attendees: [answer.name]))
            await self.log("\(answer.name) joined from \(context.peer)", kind: "joins")
            return try Self.json(answer)
        }
        router.post("/api/checks") { request, context in
            try await self.authorize(request, context)
            let check = try await Self.decode(CheckReport.self, from: request)
            let change = try await self.refusing(context) {
                try await self.store.add(check, key: Self.key(request), now: Date().timeIntervalSince1970)
            }
            await self.live.changed(change)
            if !change.isEmpty { await self.log("\(check.name): \(Self.summary(check))", kind: "checks") }
            return try Self.json(Stored(stored: change.isEmpty ? 0 : 1))
        }
        router.post("/api/strokes") { request, context in
            try await self.authorize(request, context)
            let upload = try await Self.decode(StrokeUpload.self, from: request)
            let (stored, change) = try await self.refusing(context) {
                try await self.store.add(upload.strokes, key: Self.key(request), now: Date().timeIntervalSince1970)
            }
            await self.live.changed(change)
            if stored > 0 {
                let name = upload.strokes.first?.person ?? ""
                await self.log("\(name): \(stored) stroke\(stored == 1 ? "" : "s")", kind: "stroke uploads")
            }
            return try Self.json(Stored(stored: stored))
        }
        router.post("/api/scores") { request, context in
            try await self.authorize(request, context)
            let score = try await Self.decode(ScoreReport.self, from: request)
            let change = try await self.refusing(context) {
                try await self.store.add(score, key: Self.key(request), now: Date().timeIntervalSince1970)
            }
            await self.live.changed(change)
            if !change.isEmpty {
                let result =
                    score.trouble
                    ?? "\(score.recognized)/\(score.positives) \(score.kind), "
                    + "\(score.falseAccepts)/\(score.negatives) false accepts"
                await self.log("\(score.name): score \(result) (snapshot \(score.snapshot))", kind: "scores")
            }
            return try Self.json(Stored(stored: change.isEmpty ? 0 : 1))
        }
        addTeacherRoutes(to: router)
        router.ws("/live") { request, context in
            guard Self.sameOrigin(request) else {
                await self.log("refused a page from \(context.peer): its origin is another site's", kind: "refusals")
                return .dontUpgrade
            }
            guard await self.live.pageCount < self.configuration.pageLimit else {
                await self.log(
                    "refused a page from \(context.peer): \(self.configuration.pageLimit) are open", kind: "refusals")
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let channel = context.requestContext.channel
            let peer = context.requestContext.peer
            let (page, updates) = await self.live.join {
                // Its writes wait behind a full socket, and a close frame would wait as long: the connection is
                // closed under them, which ends them.
                channel.close(promise: nil)
                Task {
                    await self.log("dropped the page at \(peer): it stopped reading its updates", kind: "dropped pages")
                }
            }
            // The page sends nothing; its closing ends both sides, and so does the stream's end (the server
            // stopping, or a page too slow to read its deltas).
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await delta in updates {
                        do {
                            try await outbound.write(.text(delta))
                        } catch {
                            return
                        }
                    }
                    // The server is stopping (a dropped page's socket is closed already).
                    try? await outbound.close(.goingAway, reason: "load the page again")
                }
                group.addTask {
                    do {
                        for try await _ in inbound {}
                    } catch {
                        // A page that went away mid-message: the same as one that closed.
                    }
                }
                await group.next()
                group.cancelAll()
            }
            await self.live.leave(page)
        }
    }

    /// What an upload answers: how many of its items were new (0 for a re-send).
    struct Stored: Codable {
        let stored: Int
    }

    static func key(_ request: Request) -> String {
        request.headers.first { $0.name.canonicalName == "x-attendee-key" }?.value ?? ""
    }

    /// A browser's WebSocket names the page it comes from: only the server's own pages may follow the class.
    static func sameOrigin(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority, let url = URL(string: origin),
            let originHost = url.host
        else { return false }
        let originAuthority = originHost + (url.port.map { ":\($0)" } ?? "")
        return originAuthority.lowercased() == host.lowercased()
    }

    /// Runs a store call; its refusals become HTTP errors, wrong keys counted like wrong tokens.
    func refusing<T>(_ context: ClassroomRequestContext, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let refusal as StoreRefusal {
            if refusal.status == 401 || refusal.status == 403 {
                let count = await attempts.failed(context.peer, now: Date().timeIntervalSince1970)
                await log("refused \(context.peer): \(refusal.description) (\(count) this minute)", kind: "refusals")
            } else {
                await log("refused \(context.peer): \(refusal.description)", kind: "refusals")
            }
            throw HTTPError(HTTPResponse.Status(code: refusal.status), message: refusal.description)
        }
    }

    func authorize(_ request: Request, _ context: ClassroomRequestContext) async throws {
        let now = Date().timeIntervalSince1970
        if let wait = await attempts.wait(for: context.peer, now: now) {
            throw HTTPError(
                .tooManyRequests, headers: [.retryAfter: String(Int(wait.rounded(.up)))],
                message: "too many wrong tokens from \(context.peer): wait \(Int(wait.rounded(.up))) s")
        }
        let header = request.headers[.authorization] ?? ""
        guard header.hasPrefix("Bearer "), ClassroomToken.matches(String(header.dropFirst(7)), token) else {
            let count = await attempts.failed(context.peer, now: now)
            await log("refused \(context.peer): a wrong or missing token (\(count) this minute)", kind: "refusals")
            throw HTTPError(
                .unauthorized,
                message: "a wrong or missing token: give the one `gesturelab classroom serve` printed, with --token")
        }
    }

    /// The body as JSON of `type`, checked against the limits: 413 when too large, 400 when malformed.
    static func decode<T: Decodable & Validatable>(_ type: T.Type, from request: Request) async throws -> T {
        let body = try await request.body.collect(upTo: ClassroomLimits.bodyBytes)
        let value: T
        do {
            value = try JSONDecoder().decode(type, from: Data(body.readableBytesView))
        } catch {
            throw HTTPError(.badRequest, message: "the body is not a valid \(T.what) (JSON)")
        }
        do {
            try value.validate()
        } catch let invalid as InvalidUpload {
            throw HTTPError(.badRequest, message: "\(T.what): \(invalid.description)")
        }
        return value
    }

    static func json<T: Encodable>(_ value: T) throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(value))))
    }

    static func summary(_ check: CheckReport) -> String {
        if !check.compileErrors.isEmpty {
            return "\(check.compileErrors.count) compile error\(check.compileErrors.count == 1 ? "" : "s")"
        }
        return "\(check.traces.filter(\.passed).count)/\(check.traces.count) traces pass (\(check.lesson))"
    }
}

/// An upload the server checks before storing it.
protocol Validatable {
    /// Its name in error messages ("check report").
    static var what: String { get }
    func validate() throws
}

extension CheckReport: Validatable {
    static var what: String { "check report" }
}

extension StrokeUpload: Validatable {
    static var what: String { "stroke upload" }
}

extension ScoreReport: Validatable {
    static var what: String { "score report" }
}

extension JoinRequest: Validatable {
    static var what: String { "join request" }
    func validate() throws {
        if let problem = ShownText.problem(withName: name) { throw InvalidUpload("the name \(problem)") }
    }
}
