import CX11
import SceneSupport

/// The layers of command groups (`DrawCommand.group`): each drawn once on a transparent surface covering the
/// group's device-pixel bounds, then laid over frames, clipped or whole, for as long as the group stays the same.
/// A layer depends only on the group's commands and the scale, and is laid at a whole-pixel offset, so a frame
/// drawn whole and one repainted in pieces get the same pixels from it.
final class GroupLayers {
    /// A drawn group.
    struct Layer {
        /// Where the surface's top-left pixel goes, in device pixels.
        let x: Int
        let y: Int
        let surface: OpaquePointer
        /// When it was last laid (a count of uses), to drop the least recently used.
        var lastUse: Int
        /// The surface's pixel memory.
        let bytes: Int
    }

    private struct Key: Hashable {
        let commands: [DrawCommand]
        let scale: Double
    }

    private var layers: [Key: Layer] = [:]
    private var uses = 0
    /// Layers drawn so far (for the tests and the bench: a group drawn twice was dropped in between).
    private(set) var drawnCount = 0
    /// Layers kept at most: a frame's groups (the inspector's rows, its diagram and highlights, and the pieces of a
    /// growing stroke, `DisplayList.growingStroke`) with room to spare, so that laying them never draws them again;
    /// each is about the size of what it shows, and the byte budget below is what bounds their memory. (At 64, a
    /// finger going round the circle game 16 times, 2,000 points in 125 pieces, made the pieces under each repaint
    /// push each other out: every frame drew them again, and with the inspector on the p99 of a frame went from 1.7 to
    /// 7.2 ms in `gesturelab bench --frames 2000 --scenes circles`.)
    private static let capacity = 1024
    /// Pixel memory the kept layers may take together. A group that changed (the panel, after every transition) is
    /// never laid again in its old form, so old versions are only memory: kept up to the count alone they added
    /// 65 MB at 3840×2160. 16 MB holds every group of an inspector frame at that size (about 7 MB: the panel, the
    /// diagram, the rows) with room for a few previous versions.
    static let byteBudget = 16 << 20
    /// Pixel memory of the layers kept now.
    private(set) var keptBytes = 0
    private var measurers: [Double: TextMeasurer] = [:]

    deinit {
        for layer in layers.values { cairo_surface_destroy(layer.surface) }
    }

    /// The group's layer at `scale` device pixels per point, drawn now with `renderer` unless it is kept; nil when
    /// the group draws nothing or Cairo cannot make the surface.
    func layer(for commands: [DrawCommand], scale: Double, renderer: DisplayListRenderer) -> Layer? {
        uses += 1
        let key = Key(commands: commands, scale: scale)
        // One look-up: the key hashes every command of the group, and this runs for each group of every frame.
        if let index = layers.index(forKey: key) {
            layers.values[index].lastUse = uses
            return layers.values[index]
        }
        let measurer = measurers[scale] ?? TextMeasurer(scale: scale)
        measurers[scale] = measurer
        let bounds = DrawCommandBounds(
            scale: scale, text: measurer, images: renderer.preparesImages ? renderer.images : nil)
        guard let reach = bounds.bounds(of: .group(commands, alpha: 1)), !reach.isEmpty,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(reach.width), Int32(reach.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_translate(cairo, Double(-reach.x), Double(-reach.y))
        cairo_scale(cairo, scale, scale)
        renderer.draw(commands, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        drawnCount += 1
        let bytes = Int(cairo_image_surface_get_stride(surface)) * reach.height
        while layers.count >= Self.capacity || (!layers.isEmpty && keptBytes + bytes > Self.byteBudget),
            let oldest = layers.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            cairo_surface_destroy(oldest.value.surface)
            keptBytes -= oldest.value.bytes
            layers[oldest.key] = nil
        }
        let layer = Layer(x: reach.x, y: reach.y, surface: surface, lastUse: uses, bytes: bytes)
        layers[key] = layer
        keptBytes += bytes
        return layer
    }
}
