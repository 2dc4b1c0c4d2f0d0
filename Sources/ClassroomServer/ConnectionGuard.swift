import Foundation
import NIOCore

/// Counts the server's open connections: a handler in each connection's pipeline adds one when it is set up and
/// takes it away when the connection closes. Requests past `limit` are refused with 503 (see `ClassroomServer`),
/// so a flood of sockets leaves room for the teacher's page once the idle timeout has closed them.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var current: Int { lock.withLock { open } }
    var isOverLimit: Bool { current > limit }

    func handler() -> ConnectionCountHandler { ConnectionCountHandler(count: self) }

    fileprivate func add(_ delta: Int) { lock.withLock { open += delta } }
}

/// The handler `ConnectionCount` puts in each connection: it lets everything through and only watches the
/// connection come and go. NIO calls it on the connection's event loop alone.
final class ConnectionCountHandler: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = NIOAny
    private let count: ConnectionCount
    private var counted = false

    init(count: ConnectionCount) {
        self.count = count
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = true
        count.add(1)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // Removed when the connection closes, or when a WebSocket upgrade rebuilds the pipeline: either way, once.
        if counted { count.add(-1) }
        counted = false
    }
}
