import Glibc

/// A trap (a failed precondition, an overflow) ends the process before the fuzzer can save anything, so the
/// episode about to run is named in advance: if the process traps, a signal handler writes one line saying which
/// episode it was and how to save it as a trace (`--episode SEED --scene NAME` saves before it runs).
public enum FuzzTrapNote {
    private static let capacity = 512
    /// Written before each episode, read only by the signal handler (one thread; the handler only reads it).
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Installs the handlers for the signals a Swift trap raises.
    public static func install() {
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            signal(signalNumber) { received in
                // Only async-signal-safe calls here: write, signal, raise.
                _ = write(2, FuzzTrapNote.buffer, strlen(FuzzTrapNote.buffer))
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Names the episode about to run.
    public static func episode(seed: UInt64, scene: String, hostileRate: Double) {
        let text =
            "\ngesturelab fuzz: TRAP in episode \(seed) (scene \(scene)); save it as a trace with: "
            + "gesturelab fuzz --episode \(seed) --scene \(scene) --hostile-rate \(hostileRate)\n"
        _ = text.withCString { strncpy(buffer, $0, capacity - 1) }
    }
}
