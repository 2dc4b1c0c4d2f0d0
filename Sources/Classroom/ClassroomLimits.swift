/// What one upload may hold: the server refuses anything larger with 413 or 400, and the client checks the same
/// limits before sending, so an attendee hears about a problem at once. Texts are limited in UTF-8 bytes, not in
/// characters: a character may hide any number of combining marks.
public enum ClassroomLimits {
    /// The largest request body, in bytes.
    public static let bodyBytes = 4 * 1024 * 1024
    /// A name's UTF-8 bytes (what a row of the page has room for).
    public static let nameBytes = 64
    public static let idBytes = 64
    public static let textBytes = 2000
    /// The most combining marks in a row a shown text may hold (Vietnamese and Devanagari need two or three).
    public static let combiningMarksInARow = 3
    public static let traces = 100
    public static let compileErrors = 50
    public static let strokesPerUpload = 500
    public static let pointsPerStroke = 5000
    public static let strokeIds = 5000
    /// The strokes one `GET /api/strokes` answer holds at most; the client asks again for the rest.
    public static let strokesPerPage = 2000
    /// The largest coordinate (pixels) and time (ms) a stroke point may have.
    public static let coordinate = 1_000_000.0
    public static let milliseconds = 3_600_000.0
}
