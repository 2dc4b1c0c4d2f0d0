import Foundation
import GestureEngine

/// A window on a virtual clock with a transition log: the stage every engine test plays on.
final class Bench {
    let driver: VirtualTouchDriver
    let log: TransitionLog
    var illegal: [IllegalTransition] = []

    init(size: Size = Size(width: 400, height: 400)) {
        driver = VirtualTouchDriver(size: size)
        log = TransitionLog(window: driver.window)
        driver.window.onIllegalTransition = { [unowned self] in self.illegal.append($0) }
    }

    var window: GestureWindow { driver.window }

    /// Objects kept alive as long as the bench (delegates, which recognizers hold weakly).
    private var kept: [AnyObject] = []

    func keepAlive(_ object: AnyObject) { kept.append(object) }

    /// Adds a view to the window and returns it.
    @discardableResult
    func addView(_ name: String, frame: Rect, to parent: View? = nil) -> RecordingView {
        let view = RecordingView(name: name, frame: frame)
        view.log = log
        (parent ?? window).addSubview(view)
        return view
    }

    /// Counts a recognizer's actions into the log as "name action (state)".
    func logActions(of recognizers: GestureRecognizer...) {
        for recognizer in recognizers {
            recognizer.addUntypedTarget { [unowned self] in self.log.note("\($0.name) action (\($0.state))") }
        }
    }
}

/// A view that writes what it is told about touches into the log.
final class RecordingView: View {
    var log: TransitionLog?

    private func record(_ what: String, _ touches: [Touch]) {
        log?.note("\(name) \(what) \(touches.map { String($0.id) }.joined(separator: ","))")
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record("touchesBegan", touches) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record("touchesMoved", touches) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record("touchesEnded", touches) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record("touchesCancelled", touches) }
}

/// A delegate that answers the simultaneity, begin and receive questions as told.
final class ConfigurableDelegate: GestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var receives: (Touch) -> Bool = { _ in true }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives(touch) }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous }
}

/// A recognizer whose state tests set by hand.
final class ManualRecognizer: GestureRecognizer {}
