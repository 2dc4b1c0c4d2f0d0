import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// One broken invariant, in words ("after event 12: circle: illegal transition possible → changed ignored").
public struct FuzzViolation: Hashable, Sendable, CustomStringConvertible {
    /// What kind of invariant broke, for counting.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case illegalTransition = "illegal transitions"
        case nonFiniteNumber = "non-finite numbers"
        case touchLeftActive = "touches left active"
        case recognizerLeftBusy = "recognizers left busy"
        case viewContract = "view delivery contract"
    }

    public let kind: Kind
    public let message: String

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// Checks the fuzzer's invariants on a running app, through its public surface only:
/// - after every event: no illegal transition, every number in the app's state finite;
/// - after every episode (every finger lifted, 10 s of quiet): no active touch, every recognizer `.possible`, and
///   every view heard exactly one end or cancel for each touch it heard begin (and nothing for others).
public final class FuzzInvariants: GestureObserver {
    private var illegal: [IllegalTransition] = []
    /// Per touch (kept alive, so identities are not reused) and view: began count, finished count.
    private var deliveries: [ObjectIdentifier: (touch: Touch, view: String, began: Int, finished: Int)] = [:]
    private var contractProblems: [String] = []

    public init(watching app: DemoApp) {
        app.window.addObserver(self)
        app.window.onIllegalTransition = { _ in }  // counted by the observer instead of asserting
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {}

    public func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition) {
        illegal.append(transition)
    }

    public func view(_ view: View, didReceive phase: TouchPhase, of touch: Touch) {
        let key = ObjectIdentifier(touch)
        var entry = deliveries[key] ?? (touch, view.name, 0, 0)
        switch phase {
        case .began: entry.began += 1
        case .moved, .stationary:
            if entry.began == 0 || entry.finished > 0 {
                note("\(view.name) heard touch \(touch.id) move outside its life")
            }
        case .ended, .cancelled: entry.finished += 1
        }
        if entry.began > 1 { note("\(view.name) heard touch \(touch.id) begin twice") }
        if entry.finished > 0 && entry.began == 0 { note("\(view.name) heard touch \(touch.id) end without beginning") }
        if entry.finished > 1 { note("\(view.name) heard touch \(touch.id) end twice") }
        deliveries[key] = entry
    }

    private func note(_ problem: String) {
        if !contractProblems.contains(problem) { contractProblems.append(problem) }
    }

    /// The invariants that hold after every event.
    public func checkAfterEvent(_ app: DemoApp) -> [FuzzViolation] {
        var found = illegal.map { FuzzViolation(kind: .illegalTransition, message: $0.description) }
        illegal.removeAll()
        if let problem = nonFiniteNumber(in: app) {
            found.append(FuzzViolation(kind: .nonFiniteNumber, message: problem))
        }
        found += contractProblems.map { FuzzViolation(kind: .viewContract, message: $0) }
        contractProblems.removeAll()
        return found
    }

    /// The invariants that hold once every finger has lifted and 10 s have passed.
    public func checkAfterEpisode(_ app: DemoApp) -> [FuzzViolation] {
        var found = checkAfterEvent(app)
        for touch in app.window.activeTouches.values.sorted(by: { $0.id < $1.id }) {
            found.append(FuzzViolation(kind: .touchLeftActive, message: "touch \(touch.id) is still down"))
        }
        for recognizer in app.window.allGestureRecognizers where recognizer.state != .possible {
            found.append(FuzzViolation(kind: .recognizerLeftBusy, message: "\(recognizer.name) is \(recognizer.state)"))
        }
        for entry in deliveries.values where entry.began == 1 && entry.finished == 0 {
            found.append(
                FuzzViolation(kind: .viewContract, message: "\(entry.view) never heard touch \(entry.touch.id) end"))
        }
        deliveries.removeAll()
        return found
    }

    /// A number in the app's state (or in a built-in recognizer's readings) that is NaN or infinite, if any.
    /// The state is walked as its `Codable` encoding would be, so every field is covered.
    private func nonFiniteNumber(in app: DemoApp) -> String? {
        if let path = FiniteNumberCheck.firstNonFinite(in: app.state()) {
            return "the app's state holds a NaN or an infinity at \(path)"
        }
        // Only those taking part: the others have been reset to their starting readings.
        for recognizer in app.window.participatingRecognizers {
            var numbers: [Double] = []
            let location = recognizer.location(in: nil)
            numbers += [location.x, location.y]
            if let pan = recognizer as? PanGestureRecognizer {
                let (translation, velocity) = (pan.translation(in: nil), pan.velocity(in: nil))
                numbers += [translation.x, translation.y, velocity.x, velocity.y]
            } else if let pinch = recognizer as? PinchGestureRecognizer {
                numbers += [pinch.scale, pinch.velocity]
            } else if let rotation = recognizer as? RotationGestureRecognizer {
                numbers += [rotation.rotation, rotation.velocity]
            }
            if !numbers.allSatisfy(\.isFinite) { return "\(recognizer.name) reads a NaN or an infinity" }
        }
        return nil
    }
}
