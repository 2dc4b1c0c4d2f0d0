import GestureEngine

/// A view that shows one of the app's images (by asset name, such as "monkey"), stretched to its bounds.
open class ImageView: View, DrawsItself {
    public var imageName: String
    public var alpha = 1.0

    public init(name: String, imageName: String, frame: Rect) {
        self.imageName = imageName
        super.init(name: name, frame: frame)
    }

    /// The image where the view is, through all its transforms (nothing while hidden).
    open func draw(into list: inout DisplayList) {
        guard !isHidden else { return }
        list.add(.image(name: imageName, size: bounds.size, transform: transformToWindow, alpha: alpha))
    }
}
