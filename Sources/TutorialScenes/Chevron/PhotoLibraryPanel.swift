import GestureEngine
import SceneSupport

/// The photo library that a chevron opens: a card with a shadow, a title, six photos and how to close it.
public final class PhotoLibraryPanel: View, DrawsItself {
    public let photos: [ImageView]

    public init() {
        photos = (1...6).map {
            ImageView(name: "photo\($0)", imageName: "photo-\($0)", frame: Rect(x: 0, y: 0, width: 150, height: 110))
        }
        super.init(name: "photoLibrary", frame: Rect(x: 0, y: 0, width: 360, height: 400))
        for photo in photos { addSubview(photo) }
    }

    /// The shortest panel that is laid out below the scene's teaching button (shorter, it covers the button).
    public static let shortestBelowButton = 260.0
    /// A panel shorter than this (a small window's) sets its title and its closing line smaller.
    static let compactHeight = 200.0

    /// Room above the photos for the title, and below them for how to close.
    var titleRoom: Double { isCompact ? 34 : 64 }
    var closingRoom: Double { isCompact ? 20 : 36 }
    private var isCompact: Bool { bounds.height < Self.compactHeight }

    /// A photo's proportions (the pictures are 150 × 110).
    static let photoAspect = 150.0 / 110.0

    /// Places the photos in the grid (two, three or six columns) that shows them largest at a photo's proportions:
    /// two columns of three in a tall panel, one row of six in a small window's short one.
    public func layOutPhotos() {
        let room = Size(
            width: max(0, bounds.width - 32), height: max(0, bounds.height - titleRoom - closingRoom))
        let grids = [2, 3, 6].map { columns -> (columns: Int, cell: Size, photo: Size) in
            let cell = Size(width: room.width / Double(columns), height: room.height / Double(photos.count / columns))
            let inner = Size(width: max(0, cell.width - 12), height: max(0, cell.height - 8))
            let width = min(inner.width, inner.height * Self.photoAspect)
            return (columns, cell, Size(width: width, height: width / Self.photoAspect))
        }
        // The first of the largest: fewer columns where two grids show the photos alike.
        let grid = grids.reduce(grids[0]) { best, next in
            next.photo.width > best.photo.width + 0.5 ? next : best
        }
        for (index, photo) in photos.enumerated() {
            photo.bounds = Rect(origin: .zero, size: grid.photo)
            photo.center = Point(
                x: 16 + grid.cell.width * (Double(index % grid.columns) + 0.5),
                y: titleRoom + grid.cell.height * (Double(index / grid.columns) + 0.5))
        }
    }

    public func draw(into list: inout DisplayList) {
        guard !isHidden else { return }
        let transform = transformToWindow
        let shadow = Rect(x: 4, y: 6, width: bounds.width, height: bounds.height)
        list.box(shadow, fill: Color.black.withAlpha(0.12), cornerRadius: 18, transform: transform)
        list.box(bounds, fill: .panel, stroke: Color.softInk.withAlpha(0.3), cornerRadius: 18, transform: transform)
        let (titleSize, closingSize) = isCompact ? (15.0, 10.0) : (20.0, 12.0)
        list.text(
            "Photo Library", at: transform.apply(to: Point(x: 20, y: titleRoom * 0.6)), size: titleSize, color: .ink,
            bold: true)
        let closing = TextWrapping.fitted(
            "tap outside or press Esc to close", width: bounds.width - 24, preferred: closingSize, smallest: 8)
        list.text(
            closing.text, at: transform.apply(to: Point(x: bounds.midX, y: bounds.height - closingRoom / 3)),
            size: closing.size, color: .softInk, alignment: .center)
        for photo in photos { photo.draw(into: &list) }
    }
}
