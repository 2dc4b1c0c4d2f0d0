import CX11

/// Images resampled to the device size they are drawn at, the most recently used kept. Resampling a large image
/// down with Cairo's good filter costs far more than compositing an image of about its own size (turned, or moved
/// by a fraction of a pixel, where bilinear sampling is exact enough), and a frame draws the same sizes again.
struct PreparedImages {
    private struct Key: Hashable {
        let name: String
        let width: Int
        let height: Int
    }

    /// Resampled images kept; a pinch makes a new size every frame, so the oldest go.
    static let capacity = 24
    private var surfaces: [Key: (surface: OpaquePointer, lastUse: Int)] = [:]
    private var uses = 0

    mutating func surface(of name: String, original: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        uses += 1
        let key = Key(name: name, width: width, height: height)
        if let known = surfaces[key] {
            surfaces[key] = (known.surface, uses)
            return known.surface
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface)
        else { return nil }
        let sourceWidth = Double(cairo_image_surface_get_width(original))
        let sourceHeight = Double(cairo_image_surface_get_height(original))
        cairo_scale(cairo, Double(width) / sourceWidth, Double(height) / sourceHeight)
        cairo_set_source_surface(cairo, original, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        if surfaces.count >= Self.capacity, let oldest = surfaces.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            surfaces[oldest.key] = nil
        }
        surfaces[key] = (surface, uses)
        return surface
    }

    /// Frees every resampled image (the library's deinit).
    mutating func removeAll() {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
        surfaces.removeAll()
    }
}
