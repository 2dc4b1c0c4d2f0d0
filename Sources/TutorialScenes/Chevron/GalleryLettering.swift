import GestureEngine
import SceneSupport

/// How the gallery's words are set: one size for every box's title and one for every detail, so that no box's words
/// look smaller than its neighbour's; a title too long for one line at a readable size takes two lines where the
/// box has room for them.
public struct GalleryLettering: Equatable, Sendable {
    /// The titles' size, in points.
    public var titleSize = GalleryLettering.preferredTitleSize
    /// True when a title too long for one line at `titleSize` is set on two (balanced, broken at a space).
    public var titleWraps = false
    /// The width the words are set in.
    public var width = 200.0 - GalleryLettering.sideRoom
    /// The details' size, in points.
    public var detailSize = GalleryLettering.preferredDetailSize

    static let preferredTitleSize = 14.0
    static let preferredDetailSize = 12.0
    static let smallestSize = 9.0
    /// Below this a one-line title is hard to read from a step back, so a box with room sets it on two lines.
    static let readableTitleSize = 12.0
    /// The shortest box with room for two title lines, quadrant lines long enough to read and the detail.
    static let twoTitleLinesHeight = 110.0
    /// The room left and right of the words inside a box.
    static let sideRoom = 12.0

    public init() {}

    /// The lettering for boxes of `boxSize` with these titles and details: one line where all titles fit at a
    /// readable size; otherwise two lines, if the box is tall enough and that sets the titles larger.
    public static func fitting(titles: [String], details: [String], boxSize: Size) -> GalleryLettering {
        let width = boxSize.width - sideRoom
        var lettering = GalleryLettering()
        lettering.width = width
        lettering.detailSize = sharedSize(details, width: width, preferred: preferredDetailSize, bold: false)
        let oneLine = sharedSize(titles, width: width, preferred: preferredTitleSize, bold: true)
        lettering.titleSize = oneLine
        guard oneLine < readableTitleSize, boxSize.height >= twoTitleLinesHeight else { return lettering }
        let twoLineSize = sharedSize(
            titles.flatMap { TextWrapping.balancedLines($0, count: 2) }, width: width, preferred: preferredTitleSize,
            bold: true)
        if twoLineSize > oneLine {
            lettering.titleSize = twoLineSize
            lettering.titleWraps = true
        }
        return lettering
    }

    /// The title as it is set: one line where it fits, else (when titles wrap) two balanced at a space.
    func titleLines(_ title: String) -> [String] {
        let fits =
            TextWrapping.fittingSize(title, width: width, preferred: titleSize, smallest: 0, bold: true) >= titleSize
        return titleWraps && !fits ? TextWrapping.balancedLines(title, count: 2) : [title]
    }

    /// The largest size, from `preferred` down to the smallest, at which every text fits `width` on one line.
    private static func sharedSize(_ texts: [String], width: Double, preferred: Double, bold: Bool) -> Double {
        texts.map {
            TextWrapping.fittingSize($0, width: width, preferred: preferred, smallest: smallestSize, bold: bold)
        }.min() ?? preferred
    }
}
