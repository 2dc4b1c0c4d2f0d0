import CX11
import SceneSupport

/// Draws frames onto a canvas that keeps the previous frame, repainting only what changed: the commands that
/// differ from the previous display list give a dirty region; inside it, clipped, every command that reaches it is
/// painted again in order, starting from the clear. The result is the same, byte for byte, as drawing the whole
/// list (Tests/ReplayTests/IncrementalDrawingTests checks this on every fixture trace).
public final class IncrementalRenderer {
    public let canvas: ImageCanvas
    public let renderer: DisplayListRenderer
    /// Device pixels per point.
    public let scale: Double
    private let bounds: DrawCommandBounds
    private var previous: DisplayList?
    /// Frames drawn whole, and frames that repainted only a part (for the tests and the bench).
    public private(set) var fullFrames = 0
    public private(set) var partialFrames = 0

    public init(canvas: ImageCanvas, renderer: DisplayListRenderer, scale: Double = 1, margin: Int? = nil) {
        self.canvas = canvas
        self.renderer = renderer
        self.scale = scale
        bounds = DrawCommandBounds(
            scale: scale, margin: margin ?? DrawCommandBounds.margin,
            images: renderer.preparesImages ? renderer.images : nil)
    }

    /// The canvas's pixels no longer show the last frame (a resize, a new scale, an expose): draw the next one whole.
    public func invalidate() {
        previous = nil
    }

    /// Draws `list` and returns the device pixels that changed (empty when the list is the same as the last one).
    @discardableResult
    public func draw(_ list: DisplayList) -> DirtyRegion {
        let whole = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var region = DirtyRegion(bounds: whole)
        guard let previous, let dirty = dirtyRegion(from: previous, to: list) else {
            canvas.draw(list, with: renderer, scale: scale)
            self.previous = list
            fullFrames += 1
            region.add(whole)
            return region
        }
        self.previous = list
        guard !dirty.isEmpty else { return dirty }
        partialFrames += 1
        // One rectangle at a time, each clip a single box: with several boxes Cairo clips a shape's outline against
        // each of them, which adds vertices where a box's edge crosses it, and a shape wholly inside one rectangle
        // (a circle repainted whole) came out a level off along another rectangle's edge.
        for rect in dirty.rects {
            let commands = list.commands.filter { command in
                guard let reach = bounds.bounds(of: command) else { return true }
                return rect.intersects(reach)
            }
            canvas.draw(commands, with: renderer, scale: scale, clip: [rect])
        }
        return dirty
    }

    /// The pixels to repaint, or nil when that is everything (the clear changed, or the changes cover the canvas).
    private func dirtyRegion(from old: DisplayList, to new: DisplayList) -> DirtyRegion? {
        let diff = DisplayListDiff(from: old, to: new)
        var region = DirtyRegion(bounds: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        for command in diff.changed {
            guard let reach = bounds.bounds(of: command) else { return nil }
            region.add(reach)
        }
        guard !region.isEmpty else { return region }
        // Strokes, images and the corners of rounded boxes that reach the region are repainted whole (see
        // `DrawCommandBounds.wholeParts`); that grows the region, which can reach more of them, so repeat until
        // nothing grows.
        let whole = new.commands.flatMap { command in
            bounds.wholeParts(of: command).map { $0.intersection(region.bounds) }
        }
        var grew = true
        while grew {
            grew = false
            for reach in whole where region.intersects(reach) && !region.contains(reach) {
                region.add(reach)
                grew = true
            }
        }
        return region.coversBounds ? nil : region
    }
}
