import CX11

/// Measures text as the renderer draws it (the same font, and the same device scale, since Cairo hints glyph
/// metrics in device pixels), remembering what it measured: a frame measures the same labels again and again.
public final class TextMeasurer {
    /// Where text draws relative to its pen position, in points: the ink box and the advance.
    public struct Extents: Sendable, Equatable {
        public let bearingX: Double
        public let bearingY: Double
        public let width: Double
        public let height: Double
        public let advance: Double
    }

    private struct Key: Hashable {
        let string: String
        let size: Double
        let bold: Bool
    }

    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private var cache: [Key: Extents] = [:]
    /// Cached measurements before the cache starts over (labels with changing numbers would otherwise pile up).
    private static let cacheLimit = 4096

    /// A measurer for text drawn at `scale` device pixels per point.
    public init(scale: Double) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    public func extents(of string: String, size: Double, bold: Bool) -> Extents {
        let key = Key(string: string, size: size, bold: bold)
        if let known = cache[key] { return known }
        var raw = cairo_text_extents_t()
        Self.measure(string, size: size, bold: bold, on: cairo, into: &raw)
        let extents = Extents(
            bearingX: raw.x_bearing, bearingY: raw.y_bearing, width: raw.width, height: raw.height,
            advance: raw.x_advance)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = extents
        return extents
    }

    /// Selects the renderer's font on `cairo` and measures: one place, so drawing and measuring cannot disagree.
    static func measure(
        _ string: String, size: Double, bold: Bool, on cairo: OpaquePointer, into extents: inout cairo_text_extents_t
    ) {
        selectFont(size: size, bold: bold, on: cairo)
        cairo_text_extents(cairo, string, &extents)
    }

    /// Selects the renderer's font on `cairo`. Looking the face up by name on every call costs next to nothing
    /// (Cairo keeps its faces and scaled fonts in caches; a kept `cairo_font_face_t` measured no faster).
    static func selectFont(size: Double, bold: Bool, on cairo: OpaquePointer) {
        cairo_select_font_face(
            cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }
}
