import CX11
import GestureScene

/// A failure to write a PNG, naming the file.
public struct SnapshotError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Renders a display list into a PNG file through a Cairo image surface: no X display needed.
public enum PNGSnapshot {
    public static func write(_ list: DisplayList, width: Int, height: Int, renderer: DisplayListRenderer, to path: String) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw SnapshotError(path: path, reason: "cairo could not create a \(width)×\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { throw SnapshotError(path: path, reason: "cairo could not draw") }
        renderer.draw(list, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SnapshotError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
