/// What one upload may hold: the server refuses anything larger with 413 or 400, and the client checks the same
/// limits before sending, so an attendee hears about a problem at once.
public enum ClassroomLimits {
    /// The largest request body, in bytes.
    public static let bodyBytes = 4 * 1024 * 1024
    public static let nameCharacters = 64
    public static let idCharacters = 64
    public static let textCharacters = 2000
    public static let traces = 100
    public static let compileErrors = 50
    public static let strokesPerUpload = 500
    public static let pointsPerStroke = 5000
    public static let strokeIds = 5000
    /// The largest coordinate (pixels) and time (ms) a stroke point may have.
    public static let coordinate = 1_000_000.0
    public static let milliseconds = 3_600_000.0
}
