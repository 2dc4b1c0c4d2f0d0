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

    /// Places the photos in two columns of three for the panel's size.
    public func layOutPhotos() {
        let columns = 2
        let cell = Size(width: (bounds.width - 48) / 2, height: (bounds.height - 100) / 3)
        for (index, photo) in photos.enumerated() {
            photo.bounds = Rect(x: 0, y: 0, width: cell.width - 8, height: cell.height - 8)
            photo.center = Point(
                x: 16 + cell.width * (Double(index % columns) + 0.5) + Double(index % columns) * 16,
                y: 64 + cell.height * (Double(index / columns) + 0.5))
        }
    }

    public func draw(into list: inout DisplayList) {
        guard !isHidden else { return }
        let transform = transformToWindow
        let shadow = Rect(x: 4, y: 6, width: bounds.width, height: bounds.height)
        list.box(shadow, fill: Color.black.withAlpha(0.12), cornerRadius: 18, transform: transform)
        list.box(bounds, fill: .panel, stroke: Color.softInk.withAlpha(0.3), cornerRadius: 18, transform: transform)
        list.text("Photo Library", at: transform.apply(to: Point(x: 20, y: 38)), size: 20, color: .ink, bold: true)
        list.text(
            "tap outside or press Esc to close", at: transform.apply(to: Point(x: bounds.midX, y: bounds.height - 12)),
            size: 12, color: .softInk, alignment: .center)
        for photo in photos { photo.draw(into: &list) }
    }
}
