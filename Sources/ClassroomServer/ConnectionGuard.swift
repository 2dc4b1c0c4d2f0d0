import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The server's open connections: how many, and the most it takes. A connection past the limit is answered
/// 503 at once and closed, so a flood of sockets never starves the teacher's page for long.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var current: Int { lock.withLock { open } }

    /// Counts a new connection in; false when it is one too many.
    fileprivate func admit() -> Bool {
        lock.withLock {
            open += 1
            return open <= limit
        }
    }

    fileprivate func leave() { lock.withLock { open -= 1 } }
}

/// Wraps Hummingbird's connection setup with `ConnectionGuardHandler` at the front of every connection's pipeline,
/// before any HTTP parsing: Hummingbird's own idle timeout starts only once a first request has arrived.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value
    let base: Base
    let connections: ConnectionCount
    let headerTimeout: TimeAmount
    let onRefusal: @Sendable (String) -> Void

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let handler = ConnectionGuardHandler(
            connections: connections, headerTimeout: headerTimeout, onRefusal: onRefusal)
        return channel.pipeline.addHandler(handler, position: .first).flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Sits first in a connection's pipeline, on the raw bytes: counts the connection, refuses it past the limit, and
/// closes it when its first request's headers have not all arrived within `headerTimeout` (an idle socket, or one
/// that stopped half-way). After the headers it only passes bytes on. NIO calls it on the connection's event loop
/// alone.
final class ConnectionGuardHandler: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    private let connections: ConnectionCount
    private let headerTimeout: TimeAmount
    private let onRefusal: @Sendable (String) -> Void
    private var counted = false
    private var deadline: Scheduled<Void>?
    /// The last bytes seen, to find "\r\n\r\n" across reads; nil once the headers are complete.
    private var tail: [UInt8]? = []

    init(connections: ConnectionCount, headerTimeout: TimeAmount, onRefusal: @escaping @Sendable (String) -> Void) {
        self.connections = connections
        self.headerTimeout = headerTimeout
        self.onRefusal = onRefusal
    }

    func handlerAdded(context: ChannelHandlerContext) {
        counted = true
        guard connections.admit() else {
            let reason =
                "the classroom is full: \(connections.current - 1) connections are open, the limit is "
                + "\(connections.limit); try again in a few seconds\n"
            let answer =
                "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\n"
                + "Connection: close\r\nContent-Length: \(reason.utf8.count)\r\n\r\n" + reason
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: answer))).whenComplete { _ in
                channel.close(promise: nil)
            }
            onRefusal(reason.trimmingCharacters(in: .newlines))
            return
        }
        let timeout = headerTimeout
        let refusal = onRefusal
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: timeout) {
            refusal("closed a connection that sent no complete request within \(timeout.nanoseconds / 1_000_000) ms")
            channel.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        if counted { connections.leave() }
        counted = false
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if var seen = tail {
            let bytes = unwrapInboundIn(data).readableBytesView
            seen += bytes
            if seen.count >= 4,
                seen.indices.dropLast(3).contains(where: { seen[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) })
            {
                deadline?.cancel()
                deadline = nil
                tail = nil
            } else {
                tail = Array(seen.suffix(3))
            }
        }
        context.fireChannelRead(data)
    }
}
