import CX11
import GestureEngine
import SceneSupport

/// Draws a display list with Cairo: on the window's back buffer, or on an image surface for PNG snapshots.
public struct DisplayListRenderer {
    public let images: ImageLibrary
    /// Draws downscaled images from copies resampled once to the size they appear at (`ImageLibrary.prepared`),
    /// which makes a frame much cheaper; the pixels differ slightly from resampling the original every time, so
    /// snapshots (whose PNGs must not change) leave it off and the window turns it on.
    public let preparesImages: Bool

    /// The kept layers of command groups; shared by copies of the renderer, which draw the same frames.
    private let groups = GroupLayers()

    public init(images: ImageLibrary, preparesImages: Bool = false) {
        self.images = images
        self.preparesImages = preparesImages
    }

    /// Pixel memory held by the kept group layers (at most `keptGroupLayerBudget` plus one layer).
    public var keptGroupLayerBytes: Int { groups.keptBytes }
    /// How much pixel memory the kept group layers may take together.
    public static var keptGroupLayerBudget: Int { GroupLayers.byteBudget }
    /// Group layers drawn so far (a group drawn more than once was dropped from the kept layers in between).
    public var groupLayersDrawn: Int { groups.drawnCount }

    public func draw(_ list: DisplayList, on cairo: OpaquePointer) {
        draw(list.commands, on: cairo)
    }

    /// Draws commands in order (a whole frame's, or those an incremental repaint needs).
    public func draw(_ commands: [DrawCommand], on cairo: OpaquePointer) {
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_BEST)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        for command in commands {
            cairo_save(cairo)
            draw(command, on: cairo)
            cairo_restore(cairo)
        }
    }

    private func draw(_ command: DrawCommand, on cairo: OpaquePointer) {
        switch command {
        case .clear(let color):
            setColor(color, cairo)
            cairo_paint(cairo)
        case .image(let name, let size, let transform, let alpha):
            guard let surface = images.surface(named: name), let pixels = images.size(of: name),
                pixels.width > 0, pixels.height > 0
            else { return }
            apply(transform, cairo)
            if preparesImages, let radius = images.contentRadius(named: name) {
                clipToVisibleSquare(size: size, pixels: pixels, radius: radius, cairo)
            }
            var source = surface
            var sourceSize = pixels
            if preparesImages {
                // The image's size on the device: the current matrix's stretch along each of the image's axes.
                var matrix = cairo_matrix_t()
                cairo_get_matrix(cairo, &matrix)
                let width = Int((size.width * (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()).rounded())
                let height = Int((size.height * (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()).rounded())
                if width >= 1, height >= 1, width < pixels.width || height < pixels.height,
                    let prepared = images.prepared(named: name, width: width, height: height)
                {
                    source = prepared
                    sourceSize = (width, height)
                }
            }
            cairo_scale(cairo, size.width / Double(sourceSize.width), size.height / Double(sourceSize.height))
            cairo_set_source_surface(cairo, source, 0, 0)
            // At about its own size (a prepared copy), bilinear is what the good filter amounts to, without its
            // slower general convolution path.
            cairo_pattern_set_filter(
                cairo_get_source(cairo), source == surface ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
            cairo_paint_with_alpha(cairo, alpha)
        case .rectangle(let rect, let transform, let fill, let stroke, let lineWidth, let radius):
            apply(transform, cairo)
            roundedRectangle(rect, radius: radius, cairo)
            fillAndStroke(fill: fill, stroke: stroke, lineWidth: lineWidth, cairo)
        case .text(let string, let position, let size, let color, let alignment, let bold):
            // Only centred and right-aligned text needs its advance; measuring costs about a fifth of drawing a
            // short label, and most labels are left-aligned.
            var extents = cairo_text_extents_t()
            if alignment == .left {
                TextMeasurer.selectFont(size: size, bold: bold, on: cairo)
            } else {
                TextMeasurer.measure(string, size: size, bold: bold, on: cairo, into: &extents)
            }
            let x: Double =
                switch alignment {
                case .left: position.x
                case .center: position.x - extents.x_advance / 2
                case .right: position.x - extents.x_advance
                }
            setColor(color, cairo)
            cairo_move_to(cairo, x, position.y)
            cairo_show_text(cairo, string)
        case .polyline(let points, let color, let width, let closed):
            guard let first = points.first else { return }
            cairo_move_to(cairo, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            if closed { cairo_close_path(cairo) }
            setColor(color, cairo)
            cairo_set_line_width(cairo, width)
            cairo_stroke(cairo)
        case .circle(let center, let radius, let fill, let stroke, let lineWidth):
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, center.x, center.y, max(radius, 0), 0, 2 * Double.pi)
            fillAndStroke(fill: fill, stroke: stroke, lineWidth: lineWidth, cairo)
        case .backdrop(let backdrop):
            let box = backdrop.box { line in
                var extents = cairo_text_extents_t()
                TextMeasurer.measure(line, size: backdrop.size, bold: backdrop.bold, on: cairo, into: &extents)
                return extents.x_advance
            }
            guard let box else { return }
            roundedRectangle(box.rect, radius: box.cornerRadius, cairo)
            fillAndStroke(fill: backdrop.fill, stroke: nil, lineWidth: 0, cairo)
        case .group(let commands, let alpha):
            drawGroup(commands, alpha: alpha, on: cairo)
        }
    }

    /// Lays the group's kept layer over what is there, with `alpha` (see `GroupLayers`). Frames are drawn with a
    /// plain scale from points to pixels; under any other matrix the layer would be resampled, so the commands are
    /// drawn on a fresh group each time instead.
    private func drawGroup(_ commands: [DrawCommand], alpha: Double, on cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0 == 0, matrix.xx == matrix.yy, matrix.xx > 0,
            let layer = groups.layer(for: commands, scale: matrix.xx, renderer: self)
        else {
            cairo_push_group(cairo)
            draw(commands, on: cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
            return
        }
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, layer.surface, Double(layer.x), Double(layer.y))
        cairo_paint_with_alpha(cairo, alpha)
    }

    /// Clips to the device pixels the image's visible disc can reach (`ImageReach`), whole pixels so the clip cuts
    /// nothing: compositing a turned round image then resamples only that square. Incremental repaints grow their
    /// region to hold the square (`DrawCommandBounds`), so a repaint and a full redraw clip the image alike, which
    /// keeps their pixels the same (a clip that cuts into a turned image changes how Cairo resamples it).
    private func clipToVisibleSquare(
        size: Size, pixels: (width: Int, height: Int), radius: Double, _ cairo: OpaquePointer
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let sx = size.width / Double(pixels.width)
        let sy = size.height / Double(pixels.height)
        let square = ImageReach.square(
            a: matrix.xx * sx, b: matrix.yx * sx, c: matrix.xy * sy, d: matrix.yy * sy, tx: matrix.x0, ty: matrix.y0,
            width: pixels.width, height: pixels.height, radius: radius)
        let clip = PixelRect(covering: square.minX, square.minY, square.maxX, square.maxY, margin: 1)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    private func apply(_ t: AffineTransform, _ cairo: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &matrix)
    }

    private func setColor(_ color: Color, _ cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    private func roundedRectangle(_ rect: Rect, radius: Double, _ cairo: OpaquePointer) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    private func fillAndStroke(fill: Color?, stroke: Color?, lineWidth: Double, _ cairo: OpaquePointer) {
        if let fill {
            setColor(fill, cairo)
            if stroke != nil { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
        }
        if let stroke {
            setColor(stroke, cairo)
            cairo_set_line_width(cairo, lineWidth)
            cairo_stroke(cairo)
        }
    }
}
