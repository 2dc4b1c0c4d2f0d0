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

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws a frame, replacing what was there.
    public func draw(_ list: DisplayList, with renderer: DisplayListRenderer) {
        guard let cairo = cairo_create(surface) else { return }
        renderer.draw(list, on: cairo)
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
