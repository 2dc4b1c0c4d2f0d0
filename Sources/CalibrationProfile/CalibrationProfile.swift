import Foundation

/// One person's calibrated limits ("teach it my way"), per recognizer: the small JSON file `gesturelab profile`
/// lists and resets, loaded by the app at start and written after each calibration.
public struct CalibrationProfile: Codable, Equatable, Sendable {
    /// What one recognizer was calibrated to, and how well that held on other people's strokes.
    public struct Entry: Codable, Equatable, Sendable {
        /// The widened limits by measure name (the recognizer's `calibratedLimits`).
        public var limits: [String: Double]
        /// The general limits they replace, as they were when calibrating (for `profile list`).
        public var generalLimits: [String: Double]
        /// When it was calibrated.
        public var date: Date
        /// How many attempts it was calibrated on.
        public var attempts: Int
        /// How many of the shipped negative strokes the calibrated recognizer accepts, and of how many.
        public var falseAccepts: Int
        public var negatives: Int

        public init(
            limits: [String: Double], generalLimits: [String: Double], date: Date, attempts: Int, falseAccepts: Int,
            negatives: Int
        ) {
            self.limits = limits
            self.generalLimits = generalLimits
            self.date = date
            self.attempts = attempts
            self.falseAccepts = falseAccepts
            self.negatives = negatives
        }

        /// The false accepts as a fraction of the negatives.
        public var falseAcceptRate: Double { Double(falseAccepts) / Double(max(negatives, 1)) }
    }

    /// The file's version: a reader refuses one it does not know rather than guess.
    public var version = 1
    /// By recognizer name (`CalibratedGesture.rawValue`: "circle", "chevron").
    public var recognizers: [String: Entry] = [:]

    public init(recognizers: [String: Entry] = [:]) {
        self.recognizers = recognizers
    }

    /// The entry of a gesture, if it was calibrated.
    public subscript(gesture: CalibratedGesture) -> Entry? {
        get { recognizers[gesture.rawValue] }
        set { recognizers[gesture.rawValue] = newValue }
    }
}
