/// The engine's default distances and durations, in one place (as Flutter keeps them in `constants.dart`):
/// a default repeated in several files drifts. Each recognizer starts from these and may be tuned per instance.
public enum GestureDefaults {
    /// How long (s) after a lift the next tap may begin and still count as part of a multiple tap.
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// How far (px) later taps may land from the first and still count as part of a multiple tap.
    public static let maximumTapDistance = 45.0
    /// How far (px) a finger may move before a tap or a press stops being one, and a pan's threshold.
    public static let touchSlop = 10.0
    /// How long (s) a tap's fingers may stay down.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// How long (s) a long press must last (UIKit's default).
    public static let minimumPressDuration: TimeInterval = 0.5
    /// Two fingers closer than this (px) give no usable span or angle for pinch and rotation.
    public static let minimumTwoFingerSpan = 20.0
    /// How far (points) one scroll step (a wheel click) drags a pan that accepts scrolling.
    public static let scrollStepLength = 20.0
    /// How long (s) after its last step a scroll is over: X11 scrolls have no end of their own.
    public static let scrollEndDelay: TimeInterval = 0.25
}
