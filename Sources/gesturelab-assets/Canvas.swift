import CX11

/// A Cairo image surface to draw one asset on, with the few shapes the art needs.
///
/// The art is drawn in its own units (`width` × `height`) onto `density` times as many pixels, so that an image
/// stays sharp where the app draws it on a HiDPI screen (the app scales images to their size in points).
final class Canvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Double, height: Double

    init(width: Int, height: Int, density: Double = 1) {
        let pixelWidth = Int32((Double(width) * density).rounded())
        let pixelHeight = Int32((Double(height) * density).rounded())
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight)
        cr = cairo_create(surface)
        cairo_scale(cr, Double(pixelWidth) / Double(width), Double(pixelHeight) / Double(height))
        self.width = Double(width)
        self.height = Double(height)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func color(_ hex: UInt32, _ alpha: Double = 1) {
        cairo_set_source_rgba(
            cr, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    func circle(_ x: Double, _ y: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, r, 0, 2 * Double.pi)
    }

    func ellipse(_ x: Double, _ y: Double, _ rx: Double, _ ry: Double) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, rx, ry)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func polygon(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_close_path(cr)
    }

    /// Fills the current path with `fill`, then outlines it with `outline` (if given).
    func paint(_ fill: UInt32, outline: UInt32? = nil, width: Double = 6, alpha: Double = 1) {
        color(fill, alpha)
        if let outline {
            cairo_fill_preserve(cr)
            color(outline, alpha)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// Fills the current path with `pattern` (and releases it), then outlines it with `outline`.
    func paint(_ pattern: OpaquePointer, outline: UInt32, width: Double) {
        cairo_set_source(cr, pattern)
        cairo_fill_preserve(cr)
        cairo_pattern_destroy(pattern)
        color(outline)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// Fills the current path with a vertical gradient.
    func gradient(top: UInt32, bottom: UInt32, from y0: Double, to y1: Double) {
        let pattern = cairo_pattern_create_linear(0, y0, 0, y1)!
        for (offset, hex) in [(0.0, top), (1.0, bottom)] {
            cairo_pattern_add_color_stop_rgb(
                pattern, offset, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
                Double(hex & 0xFF) / 255)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    func write(to path: String) throws {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GeneratorError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
