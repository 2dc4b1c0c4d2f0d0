import GestureEngine

/// Where the circle game's pictures go, and how large they are: where the tutorial puts them when the scene has room,
/// and otherwise as large as fits beside or below the buttons, in rows, without covering each other, the buttons or
/// the message line. In a window too small for their names under them, the names go.
public struct CircleGameLayout: Equatable, Sendable {
    /// The pictures' centres, in the scene's coordinates, in the order of the pictures.
    public let centers: [Point]
    /// The pictures' width and height.
    public let diameter: Double
    /// False when the names under the pictures do not fit.
    public let showsNames: Bool

    /// The tutorial's size and places: three pictures above, two below, as fractions of the scene.
    public static let designedDiameter = 96.0
    public static let designedPositions: [(x: Double, y: Double)] = [
        (0.2, 0.35), (0.5, 0.3), (0.8, 0.35), (0.33, 0.72), (0.67, 0.72),
    ]
    /// The room under a picture for its selection ring and its name (a 14-point line whose baseline lies
    /// `nameBaseline` below the picture).
    public static let nameBaseline = 34.0
    public static let nameRoom = nameBaseline + 4
    /// The widest name ("flower", 14 points) with room either side.
    static let nameWidth = 56.0
    /// The space between pictures, and between a picture and the buttons or the scene's edge.
    static let gap = 12.0
    /// Room between the pictures left of the buttons and the buttons, besides the gap: a finger circling the picture
    /// nearest them goes around it by about this much.
    static let circlingRoom = 24.0
    /// The line at the bottom where the message ("You circled the star!") is written.
    static let messageRoom = 40.0
    /// Below this the pictures are too small to circle with a finger and keep their names: the names go first.
    static let smallestNamed = 40.0

    /// The ways five pictures can go in rows, the tutorial's first.
    static let arrangements: [[Int]] = [[3, 2], [5], [2, 2, 1], [2, 3]]

    /// The layout for a scene of `size` whose buttons cover `buttons` (in the scene's coordinates).
    public init(size: Size, buttons: Rect) {
        let designed = Self.designedPositions.map { Point(x: size.width * $0.x, y: size.height * $0.y) }
        if Self.fits(designed, diameter: Self.designedDiameter, named: true, in: size, clearOf: buttons) {
            (centers, diameter, showsNames) = (designed, Self.designedDiameter, true)
            return
        }
        let regions = [
            // Below the buttons, the whole width; left of them, the whole height, leaving room to circle the picture
            // nearest them without starting on one (a circle is most often begun at its right).
            Rect(x: 0, y: buttons.maxY, width: size.width, height: size.height - buttons.maxY),
            Rect(x: 0, y: 0, width: buttons.minX - Self.circlingRoom, height: size.height),
        ]
        // Named if the names leave the pictures large enough to circle; otherwise as large as they go without them.
        if let placed = Self.largest(in: regions, scene: size, named: true), placed.diameter >= Self.smallestNamed {
            (centers, diameter, showsNames) = (placed.centers, placed.diameter, true)
        } else if let placed = Self.largest(in: regions, scene: size, named: false) {
            (centers, diameter, showsNames) = (placed.centers, placed.diameter, false)
        } else {
            // A scene too small for anything: the tutorial's places, at the smallest size.
            (centers, diameter, showsNames) = (designed, Self.smallestNamed / 2, false)
        }
    }

    /// The largest pictures any arrangement gives in any of the regions.
    static func largest(in regions: [Rect], scene: Size, named: Bool) -> (centers: [Point], diameter: Double)? {
        let placements = regions.flatMap { region in
            arrangements.compactMap { place($0, in: region, scene: scene, named: named) }
        }
        return placements.max { $0.diameter < $1.diameter }
    }

    /// The pictures in `rows` (how many in each), as large as fits in `region` and at most the designed size, each
    /// row spread evenly across it and the rows evenly down it; nil when they do not fit at all.
    static func place(_ rows: [Int], in region: Rect, scene: Size, named: Bool) -> (centers: [Point], diameter: Double)?
    {
        let bottom = min(region.maxY, scene.height - messageRoom)
        let height = bottom - region.minY - gap
        let width = region.width - gap
        guard height > 0, width > 0, let widest = rows.max() else { return nil }
        let columnWidth = width / Double(widest)
        if named, columnWidth < nameWidth + gap { return nil }
        let label = named ? nameRoom : 0
        let rowCount = Double(rows.count)
        let diameter = min(designedDiameter, columnWidth - gap, (height - label * rowCount) / rowCount - gap)
        guard diameter > 0 else { return nil }
        let rowHeight = height / rowCount
        var centers: [Point] = []
        for (row, count) in rows.enumerated() {
            let rowTop = region.minY + gap + rowHeight * Double(row)
            // The picture and its name centred in the row's height.
            let y = rowTop + (rowHeight - diameter - label) / 2 + diameter / 2
            let across = width / Double(count)
            for column in 0..<count {
                centers.append(Point(x: region.minX + gap / 2 + across * (Double(column) + 0.5), y: y))
            }
        }
        return (centers, diameter)
    }

    /// True when pictures of `diameter` at `centers` (with their names, if `named`) lie inside the scene above the
    /// message line, clear of the buttons and of each other.
    static func fits(_ centers: [Point], diameter: Double, named: Bool, in size: Size, clearOf buttons: Rect) -> Bool {
        let boxes = centers.map { Self.box(at: $0, diameter: diameter, named: named) }
        let scene = Rect(x: 0, y: 0, width: size.width, height: size.height - messageRoom)
        for (index, box) in boxes.enumerated() {
            guard box.minX >= 0, box.maxX <= scene.maxX, box.minY >= 0, box.maxY <= scene.maxY else { return false }
            if box.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(buttons) { return false }
            if boxes[(index + 1)...].contains(where: { $0.intersects(box) }) { return false }
        }
        return true
    }

    /// What a picture covers: itself, and the room for its name under it, as wide as the widest name.
    static func box(at center: Point, diameter: Double, named: Bool) -> Rect {
        let width = named ? max(diameter, nameWidth) : diameter
        return Rect(
            x: center.x - width / 2, y: center.y - diameter / 2, width: width,
            height: diameter + (named ? nameRoom : 0))
    }
}
