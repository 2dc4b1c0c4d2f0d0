import CX11
import Glibc

/// The window's icon for `_NET_WM_ICON`: the app icon at several sizes (task bars use 16–32 px, switchers 48–128),
/// each as width, height, then rows of non-premultiplied 0xAARRGGBB pixels, one per `long` as Xlib wants format 32.
public enum WindowIcon {
    /// The sizes put in the property.
    public static let sizes = [16, 24, 32, 48, 64, 128]

    /// The property's values for the PNG at `path` at each of `sizes`, or nil when Cairo cannot read it. A size
    /// drawn ahead of time beside it (`icons/hicolor/NxN/apps/gesturelab.png`, as the assets folder has them) is
    /// used as it is: resampling the large icon with the best filter took most of the app's launch time.
    public static func propertyValues(pngPath path: String, sizes: [Int] = sizes) -> [Int]? {
        var source: OpaquePointer?
        defer { if let source { cairo_surface_destroy(source) } }
        var values: [Int] = []
        for size in sizes {
            let drawn = prerendered(size, besides: path)
            if drawn == nil && source == nil {
                source = cairo_image_surface_create_from_png(path)
                guard let source, cairo_surface_status(source) == CAIRO_STATUS_SUCCESS,
                    cairo_image_surface_get_width(source) > 0, cairo_image_surface_get_height(source) > 0
                else { return nil }
            }
            guard let surface = drawn ?? source.flatMap({ resampled($0, to: size) }) else { return nil }
            defer { cairo_surface_destroy(surface) }
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

    /// The icon drawn at exactly `size` pixels in the hicolor folder next to the icon's PNG, if there is one.
    private static func prerendered(_ size: Int, besides path: String) -> OpaquePointer? {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidate = (folder.isEmpty ? "." : folder) + "/icons/hicolor/\(size)x\(size)/apps/gesturelab.png"
        guard access(candidate, R_OK) == 0, let surface = cairo_image_surface_create_from_png(candidate) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            cairo_image_surface_get_width(surface) == Int32(size),
            cairo_image_surface_get_height(surface) == Int32(size)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The icon scaled to `size` × `size` with Cairo's best filter.
    private static func resampled(_ source: OpaquePointer, to size: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)),
            let cairo = cairo_create(surface)
        else { return nil }
        cairo_scale(
            cairo, Double(size) / Double(cairo_image_surface_get_width(source)),
            Double(size) / Double(cairo_image_surface_get_height(source)))
        cairo_set_source_surface(cairo, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BEST)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
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
