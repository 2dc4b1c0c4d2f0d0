import Classroom
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The teacher's `gesturelab classroom serve`: takes the attendees' uploads (checks, strokes, scores) over HTTP,
/// keeps them in SQLite, and serves the teacher's page, which it keeps up to date over a WebSocket.
///
/// It never runs attendees' code: scores are computed on the attendees' machines and checked against the snapshot
/// they name. Every post answers from the aggregates kept with the data, so its cost does not grow with the class.
public struct ClassroomServer: Sendable {
    /// Where to listen, where to keep the class's state, and the limits.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var dataFolder: String
        /// The shared secret; nil: the one stored in the data folder, or a new one.
        public var token: String?
        /// The largest share of other strokes a ranked recognizer may accept.
        public var falseAcceptBudget = Leaderboard.defaultBudget
        /// Seconds between scoring snapshots.
        public var snapshotInterval = 30.0
        /// Seconds a connection may stay silent (idle, or half-way through its headers) before it is closed.
        public var idleTimeout = 30.0
        /// Open connections past which requests are refused (503).
        public var connectionLimit = 512
        /// Teacher's pages that may follow the class at once.
        public var pageLimit = 64
        /// The pages' deltas: at most one per `deltaInterval` seconds.
        public var deltaInterval = 0.25
        /// Seconds between backups (0: only at shutdown), and how many are kept.
        public var backupInterval = 300.0
        public var backupsKept = 5
        /// Lines for the teacher's terminal (joins, uploads, refusals).
        public var log: @Sendable (String) -> Void = { _ in }

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
    let live: LiveUpdates
    let attempts = TokenAttempts()
    let terminal: TerminalLog
    let connections: ConnectionCount
    public let backups: ClassroomBackups
    /// Held while the server lives: `restore` and a second server refuse the folder meanwhile.
    let lock: DataFolderLock

    public init(configuration: Configuration) throws {
        self.configuration = configuration
        lock = try DataFolderLock(folder: configuration.dataFolder)
        let store = try ClassroomStore(
            folder: configuration.dataFolder, snapshotInterval: configuration.snapshotInterval)
        self.store = store
        token = try ClassroomToken.resolve(given: configuration.token, folder: configuration.dataFolder)
        let budget = configuration.falseAcceptBudget
        live = LiveUpdates(interval: .milliseconds(Int(configuration.deltaInterval * 1000))) { change, seq in
            guard
                let delta = try? await store.delta(change, seq: seq, now: Date().timeIntervalSince1970, budget: budget)
            else { return nil }
            return (try? JSONEncoder().encode(delta)).map { String(decoding: $0, as: UTF8.self) }
        }
        terminal = TerminalLog(write: configuration.log)
        connections = ConnectionCount(limit: configuration.connectionLimit)
        backups = ClassroomBackups(folder: configuration.dataFolder, kept: configuration.backupsKept)
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

    /// Serves until SIGINT or SIGTERM, backing up on the way and once more at the end; `onRunning` hears the port
    /// it listens on once it does.
    public func run(onRunning: @escaping @Sendable (Int) -> Void) async throws {
        var logger = Logger(label: "gesturelab.classroom")
        logger.logLevel = .critical
        let router = Router(context: ClassroomRequestContext.self)
        addRoutes(to: router)
        let webSocketResponder = router.buildResponder()
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .milliseconds(Int64(configuration.idleTimeout * 1000))),
            ws: .init(autoPing: .enabled(timePeriod: .seconds(20)), closeTimeout: .seconds(5)))
        let connections = connections
        let timeout = TimeAmount.milliseconds(Int64(configuration.idleTimeout * 1000))
        let terminal = terminal
        let server = HTTPServerBuilder { responder in
            GuardedChildChannel(
                base: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: channel),
                connections: connections, headerTimeout: timeout,
                onRefusal: { line in Task { await terminal.note(line, kind: "refused connections") } })
        }
        let app = Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "gesturelab"),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        // Ctrl-C or SIGTERM: the pages' WebSockets close first, else the graceful shutdown waits for them.
        let live = live
        let stopping = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { Task { await live.closeAll() } }
            source.resume()
            return source
        }
        defer { for source in stopping { source.cancel() } }
        let backing = Task { await backUpPeriodically() }
        // A burst's summary line comes within a second, even when nothing follows it.
        let summing = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                await terminal.flush()
            }
        }
        defer {
            backing.cancel()
            summing.cancel()
        }
        try await app.runService()
        backing.cancel()
        summing.cancel()
        await terminal.flush()
        do {
            let path = try backups.make(of: store)
            configuration.log("backed up to \(path)")
        } catch {
            configuration.log("the backup at shutdown failed: \(error)")
        }
    }

    private func backUpPeriodically() async {
        guard configuration.backupInterval > 0 else { return }
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(Int(configuration.backupInterval * 1000)))
            if Task.isCancelled { return }
            do {
                try backups.make(of: store)
            } catch {
                configuration.log("a backup failed: \(error)")
            }
        }
    }

    /// The page's state: the delta number first, then the aggregates (see `LiveUpdates`).
    func state() async throws -> ClassroomState {
        let seq = await live.seq
        return try await store.state(
            seq: seq, now: Date().timeIntervalSince1970, budget: configuration.falseAcceptBudget)
    }

    func log(_ line: String, kind: String) async {
        await terminal.note(line, kind: kind)
    }
}

/// The request context: Hummingbird's, with the peer's address (wrong tokens are counted per address) and the
/// connection (a page too slow to read is closed under its writes).
struct ClassroomRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let remoteAddress: SocketAddress?
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
        channel = source.channel
    }

    /// The peer's address as text ("127.0.0.1").
    var peer: String { remoteAddress?.ipAddress ?? "unknown" }
}
