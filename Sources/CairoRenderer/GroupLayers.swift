import CX11
import SceneSupport

/// The layers of command groups (`DrawCommand.group`): each drawn once on a transparent surface covering the
/// group's device-pixel bounds, then laid over frames, clipped or whole, for as long as the group stays the same.
/// A layer depends only on the group's commands and the scale, and is laid at a whole-pixel offset, so a frame
/// drawn whole and one repainted in pieces get the same pixels from it.
final class GroupLayers {
    /// A drawn group.
    struct Layer {
        let commands: [DrawCommand]
        let scale: Double
        /// Where the surface's top-left pixel goes, in device pixels.
        let x: Int
        let y: Int
        let surface: OpaquePointer
    }

    /// The layers drawn last, the latest last. A few, because a frame has one or two groups and a layer can be as
    /// large as the frame.
    private var layers: [Layer] = []
    private static let capacity = 4
    private var measurers: [Double: TextMeasurer] = [:]

    deinit {
        for layer in layers { cairo_surface_destroy(layer.surface) }
    }

    /// The group's layer at `scale` device pixels per point, drawn now with `renderer` unless it is kept; nil when
    /// Cairo cannot make the surface.
    func layer(for commands: [DrawCommand], scale: Double, renderer: DisplayListRenderer) -> Layer? {
        if let index = layers.lastIndex(where: { $0.scale == scale && $0.commands == commands }) {
            return layers[index]
        }
        let measurer = measurers[scale] ?? TextMeasurer(scale: scale)
        measurers[scale] = measurer
        let bounds = DrawCommandBounds(
            scale: scale, text: measurer, images: renderer.preparesImages ? renderer.images : nil)
        guard let reach = bounds.bounds(of: .group(commands)), !reach.isEmpty,
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
        let layer = Layer(commands: commands, scale: scale, x: reach.x, y: reach.y, surface: surface)
        layers.append(layer)
        if layers.count > Self.capacity { cairo_surface_destroy(layers.removeFirst().surface) }
        return layer
    }
}
