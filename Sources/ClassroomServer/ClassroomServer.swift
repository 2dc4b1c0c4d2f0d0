import Classroom
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The teacher's `gesturelab classroom serve`: takes the attendees' uploads (checks, strokes, scores) over HTTP,
/// keeps them in SQLite, and serves the teacher's page, which it keeps up to date over a WebSocket.
///
/// It never runs attendees' code: scores are computed on the attendees' machines and shown as self-reported.
public struct ClassroomServer: Sendable {
    /// Where to listen and where to keep the class's state.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var dataFolder: String
        /// The shared secret; nil: the one stored in the data folder, or a new one.
        public var token: String?

        public init(host: String, port: Int, dataFolder: String, token: String?) {
            self.host = host
            self.port = port
            self.dataFolder = dataFolder
            self.token = token
        }
    }

    public let configuration: Configuration
    public let store: ClassroomStore
    /// The secret uploads must carry as `Authorization: Bearer TOKEN`.
    public let token: String
    private let live = LiveUpdates()

    public init(configuration: Configuration) throws {
        self.configuration = configuration
        store = try ClassroomStore(folder: configuration.dataFolder)
        token = try ClassroomToken.resolve(given: configuration.token, folder: configuration.dataFolder)
    }

    /// The default data folder: `$XDG_DATA_HOME/gesturelab/classroom`, or `~/.local/share/gesturelab/classroom`.
    public static func defaultDataFolder(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        return (base as NSString).appendingPathComponent("gesturelab/classroom")
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` hears the port it listens on once it does.
    public func run(onRunning: @escaping @Sendable (Int) -> Void) async throws {
        var logger = Logger(label: "gesturelab.classroom")
        logger.logLevel = .warning
        let router = Router(context: BasicWebSocketRequestContext.self)
        addRoutes(to: router)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "gesturelab"),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService()
    }

    private func addRoutes(to router: Router<BasicWebSocketRequestContext>) {
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: TeacherPage.html)))
        }
        router.get("/api/state") { _, _ in
            try await Self.json(try await self.store.state(now: Date().timeIntervalSince1970))
        }
        router.get("/api/strokes") { request, _ in
            try self.authorize(request)
            return try await Self.json(StrokeUpload(strokes: try await self.store.strokes()))
        }
        router.post("/api/checks") { request, _ in
            try self.authorize(request)
            let check = try await Self.decode(CheckReport.self, from: request)
            let stored = try await self.store.add(check, receivedAt: Date().timeIntervalSince1970)
            if stored { await self.publish() }
            return try await Self.json(Stored(stored: stored ? 1 : 0))
        }
        router.post("/api/strokes") { request, _ in
            try self.authorize(request)
            let upload = try await Self.decode(StrokeUpload.self, from: request)
            let stored = try await self.store.add(upload.strokes, receivedAt: Date().timeIntervalSince1970)
            if stored > 0 { await self.publish() }
            return try await Self.json(Stored(stored: stored))
        }
        router.post("/api/scores") { request, _ in
            try self.authorize(request)
            let score = try await Self.decode(ScoreReport.self, from: request)
            let stored = try await self.store.add(score, receivedAt: Date().timeIntervalSince1970)
            if stored { await self.publish() }
            return try await Self.json(Stored(stored: stored ? 1 : 0))
        }
        router.ws("/live") { inbound, outbound, _ in
            let (page, updates) = await self.live.join()
            // The page gets the state at once, then each new one; it sends nothing, and its closing ends both.
            let sender = Task {
                if let state = try? await self.stateText() { try await outbound.write(.text(state)) }
                for await state in updates { try await outbound.write(.text(state)) }
            }
            do {
                for try await _ in inbound {}
            } catch {
                // A page that went away mid-message: the same as one that closed.
            }
            sender.cancel()
            await self.live.leave(page)
        }
    }

    /// What an upload answers: how many of its items were new (0 for a re-send).
    private struct Stored: Codable {
        let stored: Int
    }

    private func publish() async {
        guard let text = try? await stateText() else { return }
        await live.publish(text)
    }

    private func stateText() async throws -> String {
        String(
            decoding: try JSONEncoder().encode(try await store.state(now: Date().timeIntervalSince1970)), as: UTF8.self)
    }

    private func authorize(_ request: Request) throws {
        let header = request.headers[.authorization] ?? ""
        guard header.hasPrefix("Bearer "), ClassroomToken.matches(String(header.dropFirst(7)), token) else {
            throw HTTPError(
                .unauthorized,
                message: "a wrong or missing token: give the one `gesturelab classroom serve` printed, with --token")
        }
    }

    /// The body as JSON of `type`, checked against the limits: 413 when too large, 400 when malformed.
    private static func decode<T: Decodable & Validatable>(_ type: T.Type, from request: Request) async throws -> T {
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

    private static func json<T: Encodable>(_ value: T) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(value))))
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
