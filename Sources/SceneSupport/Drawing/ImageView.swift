import GestureEngine

/// A view that shows one of the app's images (by asset name, such as "monkey"), stretched to its bounds.
public final class ImageView: View {
    public var imageName: String
    public var alpha = 1.0

    public init(name: String, imageName: String, frame: Rect) {
        self.imageName = imageName
        super.init(name: name, frame: frame)
    }
}
