import GestureEngine
import SceneSupport

/// Where a draw command can change pixels, in device pixels: its geometry (plus half the stroke width; text by
/// its measured ink box), scaled to the device and grown by a margin for antialiasing, which touches the pixels
/// next to an edge. Conservative: a pixel outside the bounds is never painted by the command.
public struct DrawCommandBounds {
    /// Pixels added on every side. Antialiasing reaches one pixel past an edge and glyph hinting moves ink by up to
    /// a pixel; 3 leaves room for both (the incremental drawing test fails with 0).
    public static let margin = 3

    /// Device pixels per point.
    public let scale: Double
    public let margin: Int
    private let text: TextMeasurer
    /// The images drawn, for how far their visible pixels reach; without them an image's bounds are its whole box.
    private let images: ImageLibrary?

    public init(scale: Double, margin: Int = Self.margin, text: TextMeasurer? = nil, images: ImageLibrary? = nil) {
        self.scale = scale
        self.margin = margin
        self.text = text ?? TextMeasurer(scale: scale)
        self.images = images
    }

    /// The command's device-pixel bounds; nil when it paints everything (`clear`).
    public func bounds(of command: DrawCommand) -> PixelRect? {
        switch command {
        case .clear:
            return nil
        case .image(let name, let size, let transform, _):
            let box = device(Rect(x: 0, y: 0, width: size.width, height: size.height), transform: transform)
            guard let images, let pixels = images.size(of: name), pixels.width > 0, pixels.height > 0,
                let radius = images.contentRadius(named: name)
            else { return box }
            let sx = size.width / Double(pixels.width)
            let sy = size.height / Double(pixels.height)
            let square = ImageReach.square(
                a: transform.a * sx, b: transform.b * sx, c: transform.c * sy, d: transform.d * sy, tx: transform.tx,
                ty: transform.ty, width: pixels.width, height: pixels.height, radius: radius)
            // The renderer clips the image to the same square grown by a pixel (`DisplayListRenderer`).
            return box.intersection(
                device(minX: square.minX, minY: square.minY, maxX: square.maxX, maxY: square.maxY))
        case .rectangle(let rect, let transform, _, let stroke, let lineWidth, _):
            let half = stroke == nil ? 0 : abs(lineWidth) / 2
            return device(
                Rect(
                    x: min(rect.minX, rect.maxX) - half, y: min(rect.minY, rect.maxY) - half,
                    width: abs(rect.width) + 2 * half, height: abs(rect.height) + 2 * half), transform: transform)
        case .text(let string, let position, let size, _, let alignment, let bold):
            let extents = text.extents(of: string, size: size, bold: bold)
            let x: Double =
                switch alignment {
                case .left: position.x
                case .center: position.x - extents.advance / 2
                case .right: position.x - extents.advance
                }
            return device(
                minX: x + extents.bearingX, minY: position.y + extents.bearingY,
                maxX: x + extents.bearingX + extents.width, maxY: position.y + extents.bearingY + extents.height)
        case .polyline(let points, _, let width, _):
            guard let first = points.first else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            var minX = first.x
            var minY = first.y
            var maxX = first.x
            var maxY = first.y
            for point in points.dropFirst() {
                minX = min(minX, point.x)
                minY = min(minY, point.y)
                maxX = max(maxX, point.x)
                maxY = max(maxY, point.y)
            }
            let half = abs(width) / 2
            return device(minX: minX - half, minY: minY - half, maxX: maxX + half, maxY: maxY + half)
        case .circle(let center, let radius, _, let stroke, let lineWidth):
            let reach = max(radius, 0) + (stroke == nil ? 0 : abs(lineWidth) / 2)
            return device(
                minX: center.x - reach, minY: center.y - reach, maxX: center.x + reach, maxY: center.y + reach)
        case .backdrop(let backdrop):
            let box = backdrop.box { text.extents(of: $0, size: backdrop.size, bold: backdrop.bold).advance }
            return box.map { device($0.rect, transform: .identity) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        case .group(let commands, _):
            var union: PixelRect?
            for command in commands {
                guard let reach = bounds(of: command) else { return nil }
                union = union.map { $0.union(reach) } ?? reach
            }
            return union ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// True for commands that must be repainted whole when any of their pixels is repainted: a clip that cuts
    /// through an antialiased outline changes how Cairo rasterizes all of it (it clips the polygon first), and
    /// changes how it resamples a transformed image, so a clipped repaint of those would not match a full redraw
    /// (a rounded panel's corners came out a few levels off). Text (glyph masks) and axis-aligned boxes clip exactly.
    public static func repaintsWhole(_ command: DrawCommand) -> Bool {
        switch command {
        case .clear, .text: false
        // Its layer is laid over at whole-pixel offsets, pixel by pixel, so a clip cuts it exactly.
        case .group: false
        case .image, .polyline, .circle, .backdrop: true
        case .rectangle(_, let transform, _, let stroke, _, let cornerRadius):
            stroke != nil || cornerRadius > 0 || transform.b != 0 || transform.c != 0
        }
    }

    /// The parts of the command that must be repainted whole when a repaint reaches them (see `repaintsWhole`).
    /// A filled, unturned rounded box is the exception that needs parts: its outline is slanted only in its four
    /// corner squares, where Cairo flattens the arcs into slanted edges; Cairo clips a vertical or horizontal edge
    /// exactly, so a clip may cut the box anywhere else. A large rounded panel (the inspector's) then repaints only
    /// the band a changed row needs, not the whole panel with all its text.
    public func wholeParts(of command: DrawCommand) -> [PixelRect] {
        guard Self.repaintsWhole(command) else { return [] }
        if case .rectangle(let rect, let transform, _, nil, _, let cornerRadius) = command, transform.b == 0,
            transform.c == 0
        {
            let r = min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2)
            let (minX, minY) = (min(rect.minX, rect.maxX), min(rect.minY, rect.maxY))
            let (maxX, maxY) = (max(rect.minX, rect.maxX), max(rect.minY, rect.maxY))
            return [(minX, minY), (maxX - r, minY), (minX, maxY - r), (maxX - r, maxY - r)].map { corner in
                device(Rect(x: corner.0, y: corner.1, width: r, height: r), transform: transform)
            }
        }
        return bounds(of: command).map { [$0] } ?? []
    }

    private func device(_ rect: Rect, transform: AffineTransform) -> PixelRect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { transform.apply(to: $0) }
        return device(
            minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!, maxX: corners.map(\.x).max()!,
            maxY: corners.map(\.y).max()!)
    }

    private func device(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(covering: minX * scale, minY * scale, maxX * scale, maxY * scale, margin: margin)
    }
}
