import Glibc

/// The write end of the self-pipe; a signal handler may only touch plain globals.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe that the run loop polls beside the X connection, so a signal is handled
/// on the main loop (never inside the handler) and never lost between a check and a sleep.
public final class SignalPipe {
    public let readEnd: Int32

    public init(signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        // A parent may start us with these signals blocked (test runners do); unblock the ones we handle.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals { sigaddset(&mask, number) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        for number in signals {
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
        }
    }

    /// The signals received since the last call.
    public func drain() -> [Int32] {
        var received: [Int32] = []
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 { received.append(Int32(byte)) }
        return received
    }
}
