import CX11

/// The window's icon for `_NET_WM_ICON`: the app icon at several sizes (task bars use 16–32 px, switchers 48–128),
/// each as width, height, then rows of non-premultiplied 0xAARRGGBB pixels, one per `long` as Xlib wants format 32.
public enum WindowIcon {
    /// The sizes put in the property.
    public static let sizes = [16, 24, 32, 48, 64, 128]

    /// The property's values for the PNG at `path` at each of `sizes`, or nil when Cairo cannot read it.
    public static func propertyValues(pngPath path: String, sizes: [Int] = sizes) -> [Int]? {
        guard let source = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return nil }
        let sourceWidth = Double(cairo_image_surface_get_width(source))
        let sourceHeight = Double(cairo_image_surface_get_height(source))
        guard sourceWidth > 0, sourceHeight > 0 else { return nil }
        var values: [Int] = []
        for size in sizes {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)) else {
                return nil
            }
            defer { cairo_surface_destroy(surface) }
            guard let cairo = cairo_create(surface) else { return nil }
            cairo_scale(cairo, Double(size) / sourceWidth, Double(size) / sourceHeight)
            cairo_set_source_surface(cairo, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BEST)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let stride = Int(cairo_image_surface_get_stride(surface))
            values += [size, size]
            for row in 0..<size {
                let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<size { values.append(Int(unpremultiplied(pixels[column]))) }
            }
        }
        return values
    }

    /// Cairo stores colour multiplied by alpha; `_NET_WM_ICON` wants it straight.
    public static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
