import GestureEngine

extension DisplayList {
    /// The same drawing enlarged by `factor` around `anchor` (which stays put): text, lines and images all grow.
    /// Workshop mode's `--presentation` enlarges the inspector this way, for a projector.
    public func zoomed(by factor: Double, around anchor: Point) -> DisplayList {
        guard factor != 1 else { return self }
        func map(_ point: Point) -> Point { anchor + (point - anchor) * factor }
        let zoom = AffineTransform(translationX: anchor.x, y: anchor.y).scaledBy(x: factor, y: factor)
            .translatedBy(x: -anchor.x, y: -anchor.y)
        var result = DisplayList()
        for (index, command) in commands.enumerated() {
            if index == topLayerStart { result.beginTopLayer() }
            switch command {
            case .clear:
                result.add(command)
            case .image(let name, let size, let transform, let alpha):
                result.add(.image(name: name, size: size, transform: transform.concatenating(zoom), alpha: alpha))
            case .rectangle(let rect, let transform, let fill, let stroke, let lineWidth, let cornerRadius):
                result.add(
                    .rectangle(
                        rect, transform: transform.concatenating(zoom), fill: fill, stroke: stroke,
                        lineWidth: lineWidth,
                        cornerRadius: cornerRadius))
            case .text(let string, let position, let size, let color, let alignment, let bold):
                result.add(
                    .text(
                        string, position: map(position), size: size * factor, color: color, alignment: alignment,
                        bold: bold))
            case .polyline(let points, let color, let width, let closed):
                result.add(.polyline(points.map(map), color: color, width: width * factor, closed: closed))
            case .circle(let center, let radius, let fill, let stroke, let lineWidth):
                result.add(
                    .circle(
                        center: map(center), radius: radius * factor, fill: fill, stroke: stroke,
                        lineWidth: lineWidth * factor))
            case .backdrop(let backdrop):
                result.add(.backdrop(backdrop.zoomed(by: factor, around: anchor)))
            case .group(let commands, let alpha):
                result.add(
                    .group(DisplayList(commands: commands).zoomed(by: factor, around: anchor).commands, alpha: alpha))
            }
        }
        if topLayerStart == commands.count { result.beginTopLayer() }
        return result
    }

    /// Adds another list's commands after this one's; the other's top layer becomes this one's unless this one
    /// has begun one already.
    public mutating func append(_ other: DisplayList) {
        for (index, command) in other.commands.enumerated() {
            if index == other.topLayerStart { beginTopLayer() }
            add(command)
        }
        if other.topLayerStart == other.commands.count { beginTopLayer() }
    }
}
