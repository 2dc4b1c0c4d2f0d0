import Logging

/// How illegal transitions are reported: logged always, and a debug assertion unless a window installs
/// its own handler (tests do, to check that every illegal transition is caught).
enum IllegalTransitionReporting {
    static var logger: Logger { EngineLogging.logger(label: "gesturelab.engine") }

    static func reportWithoutWindow(_ transition: IllegalTransition) {
        logger.error("\(transition.description)")
        assertionFailure(transition.description)
    }
}
