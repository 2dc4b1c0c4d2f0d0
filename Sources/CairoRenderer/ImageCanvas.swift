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

    /// Replaces the pixels of `rect` (device pixels) with another canvas's of the same format, byte for byte.
    func copy(_ rect: PixelRect, from other: ImageCanvas) {
        let rect = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !rect.isEmpty, other.width == width, other.height == height else { return }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        guard let source = cairo_image_surface_get_data(other.surface),
            let target = cairo_image_surface_get_data(surface)
        else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(other.surface))
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for row in rect.y..<rect.maxY {
            UnsafeMutableRawPointer(target + row * targetStride + rect.x * 4).copyMemory(
                from: source + row * sourceStride + rect.x * 4, byteCount: rect.width * 4)
        }
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    }

    /// Repaints pieces of a frame: each piece's commands drawn inside its rectangle (device pixels), over what is
    /// there or over `underlay`'s pixels copied there first. One Cairo context for all of them, each piece's clip
    /// undone before the next: a context per rectangle cost more than a small repaint's drawing.
    func repaint(
        _ pieces: [(rect: PixelRect, commands: [DrawCommand])], with renderer: DisplayListRenderer, scale: Double,
        over underlay: ImageCanvas?
    ) {
        guard let cairo = cairo_create(surface) else { return }
        for piece in pieces {
            if let underlay { copy(piece.rect, from: underlay) }
            cairo_save(cairo)
            cairo_rectangle(
                cairo, Double(piece.rect.x), Double(piece.rect.y), Double(piece.rect.width), Double(piece.rect.height))
            cairo_clip(cairo)
            cairo_scale(cairo, scale, scale)
            renderer.draw(piece.commands, on: cairo)
            cairo_restore(cairo)
        }
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

    /// Draws some commands of a frame over what is there (the top layer of a frame drawn whole).
    func draw(_ commands: [DrawCommand], with renderer: DisplayListRenderer, scale: Double) {
        guard let cairo = cairo_create(surface) else { return }
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
