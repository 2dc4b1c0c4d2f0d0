import CX11
import SceneSupport

/// An offscreen Cairo image to draw frames on without a display: for PNG snapshots and for the benchmark.
public final class ImageCanvas {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    public init?(width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A canvas on pixels someone else owns (a window's shared-memory back buffer), 32 bits per pixel with no alpha,
    /// the layout of a 24-bit X visual. The pixels must outlive the canvas.
    public init?(width: Int, height: Int, pixels: UnsafeMutableRawPointer, bytesPerRow: Int) {
        guard
            let surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height),
                Int32(bytesPerRow)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
    }

    private init(surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A blank canvas of the same size and pixel format: the format decides how compositing rounds, so the same
    /// commands drawn on both give the same pixels, which `copy(_:from:)` can move over exactly.
    func makeSimilar() -> ImageCanvas? {
        guard
            let similar = cairo_surface_create_similar_image(
                surface, cairo_image_surface_get_format(surface), Int32(width), Int32(height)),
            cairo_surface_status(similar) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return ImageCanvas(surface: similar, width: width, height: height)
    }

    /// Replaces the pixels of `rect` (device pixels) with another canvas's, unchanged: a whole-pixel rectangle
    /// with the source operator between surfaces of one format is a plain copy.
    func copy(_ rect: PixelRect, from other: ImageCanvas) {
        guard let cairo = cairo_create(surface) else { return }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, other.surface, 0, 0)
        cairo_rectangle(cairo, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// The pixels, row by row (`bytesPerRow` apart), 4 bytes each: for comparing frames and copying them out.
    public var bytes: UnsafeBufferPointer<UInt8> {
        cairo_surface_flush(surface)
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        return UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: rowBytes * height)
    }

    /// Bytes from one row of pixels to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws a frame, replacing what was there; `scale` pixels per point (2 for a HiDPI image).
    public func draw(_ list: DisplayList, with renderer: DisplayListRenderer, scale: Double = 1) {
        guard let cairo = cairo_create(surface) else { return }
        cairo_scale(cairo, scale, scale)
        renderer.draw(list, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// Draws some commands of a frame over what is there, inside the clip rectangle (device pixels) if one is given.
    func draw(_ commands: [DrawCommand], with renderer: DisplayListRenderer, scale: Double, clip: PixelRect?) {
        guard let cairo = cairo_create(surface) else { return }
        if let clip {
            cairo_rectangle(cairo, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(cairo)
        }
        cairo_scale(cairo, scale, scale)
        renderer.draw(commands, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// Writes the image as PNG; the error names the file.
    public func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SnapshotError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
