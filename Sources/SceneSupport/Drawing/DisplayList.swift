import GestureEngine

/// How text lines up with its anchor point.
public enum TextAlignment: String, Hashable, Sendable {
    case left, center, right
}

/// One drawing instruction, in window coordinates. Scenes describe a frame as a list of these; the Cairo
/// renderer draws them on screen or into a PNG, and tests read them without drawing anything.
public enum DrawCommand: Hashable, Sendable {
    /// Paint the whole window.
    case clear(Color)
    /// An image drawn into the rectangle (0, 0, size) of a coordinate system that `transform` maps to the window.
    case image(name: String, size: Size, transform: AffineTransform, alpha: Double)
    /// A (rounded) rectangle in a coordinate system that `transform` maps to the window.
    case rectangle(
        Rect, transform: AffineTransform, fill: Color?, stroke: Color?, lineWidth: Double, cornerRadius: Double)
    /// A line of text whose baseline starts, centres or ends at `position`.
    case text(String, position: Point, size: Double, color: Color, alignment: TextAlignment, bold: Bool)
    /// Connected line segments with round joins.
    case polyline([Point], color: Color, width: Double, closed: Bool)
    /// A circle, filled and/or outlined.
    case circle(center: Point, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double)
    /// A rounded box sized by the lines of text it lies behind, as the renderer's font draws them.
    case backdrop(TextBackdrop)
    /// Commands drawn together on a transparent layer that is then laid over the frame at once, with `alpha`. The
    /// renderer keeps the layer while its commands stay the same, so repainting what lies beneath (a scene moving
    /// under the inspector's state diagram), or a new alpha (a fading highlight), lays the kept layer again instead
    /// of drawing every stroke of it anew.
    case group([DrawCommand], alpha: Double)
}

/// A frame's drawing instructions, in painting order.
public struct DisplayList: Sendable {
    public private(set) var commands: [DrawCommand] = []
    /// Where the top layer starts, if the list has one: the commands from this index on. An incremental renderer
    /// keeps the pixels of the commands beneath it, so a change that only the top layer makes repaints only the top
    /// layer's commands there, not everything under them (the inspector's fading arrow over its state diagram).
    /// Drawing a list whole ignores it: the pixels are the same either way.
    public private(set) var topLayerStart: Int?

    public init() {}

    /// A list of these commands (a group's, to measure or transform them as a list), with no top layer.
    init(commands: [DrawCommand]) {
        self.commands = commands
    }

    public mutating func add(_ command: DrawCommand) { commands.append(command) }

    /// Starts the top layer (see `topLayerStart`) with the next command added; a list has one at most, so a later
    /// call changes nothing.
    public mutating func beginTopLayer() {
        if topLayerStart == nil { topLayerStart = commands.count }
    }

    /// A straight line from one point to another.
    public mutating func line(from start: Point, to end: Point, color: Color, width: Double) {
        add(.polyline([start, end], color: color, width: width, closed: false))
    }

    /// A dot: a filled circle with no outline.
    public mutating func dot(at center: Point, radius: Double, color: Color) {
        add(.circle(center: center, radius: radius, fill: color, stroke: nil, lineWidth: 0))
    }

    /// A line of text (see `DrawCommand.text`).
    public mutating func text(
        _ string: String, at position: Point, size: Double = 15, color: Color = .ink,
        alignment: TextAlignment = .left, bold: Bool = false
    ) {
        add(.text(string, position: position, size: size, color: color, alignment: alignment, bold: bold))
    }

    /// The commands with each group's own in its place, in painting order: what a frame draws, for reading it.
    public var flattenedCommands: [DrawCommand] {
        commands.flatMap { command -> [DrawCommand] in
            guard case .group(let inner, _) = command else { return [command] }
            return DisplayList(commands: inner).flattenedCommands
        }
    }

    /// The commands `build` adds, as one group laid with `alpha` (see `DrawCommand.group`).
    public mutating func group(alpha: Double = 1, _ build: (inout DisplayList) -> Void) {
        var inner = DisplayList()
        build(&inner)
        add(.group(inner.commands, alpha: alpha))
    }

    /// A (rounded) rectangle, filled and/or outlined (see `DrawCommand.rectangle`).
    public mutating func box(
        _ rect: Rect, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1, cornerRadius: Double = 0,
        transform: AffineTransform = .identity
    ) {
        add(
            .rectangle(
                rect, transform: transform, fill: fill, stroke: stroke, lineWidth: lineWidth,
                cornerRadius: cornerRadius))
    }
}
