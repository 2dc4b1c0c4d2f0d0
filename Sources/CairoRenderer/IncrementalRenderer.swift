import CX11
import SceneSupport

/// Draws frames onto a canvas that keeps the previous frame, repainting only what changed: the commands that
/// differ from the previous display list give a dirty region; inside it, clipped, every command that reaches it is
/// painted again in order, starting from the clear. The result is the same, byte for byte, as drawing the whole
/// list (Tests/ReplayTests/IncrementalDrawingTests checks this on every fixture trace).
///
/// A list with a top layer (`DisplayList.topLayerStart`) is drawn in two steps: the commands beneath the top layer
/// on a second canvas, the backdrop, kept from frame to frame like the first; then, where anything changed, the
/// backdrop's pixels copied over and the top layer's commands painted on them. A change only the top layer makes
/// then repaints only its commands, not the ones under them.
public final class IncrementalRenderer {
    public let canvas: ImageCanvas
    public let renderer: DisplayListRenderer
    /// Device pixels per point.
    public let scale: Double
    private let bounds: DrawCommandBounds
    private var previous: DisplayList?
    /// The pixels of the previous frame's commands beneath its top layer; only while frames have a top layer (it is
    /// as large as the canvas).
    private var backdrop: ImageCanvas?
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
        let split = list.topLayerStart.map { (below: list.commands[..<$0], top: list.commands[$0...]) }
        if split == nil { backdrop = nil }
        let plan = previous.flatMap { previous -> (backdrop: DirtyRegion?, canvas: DirtyRegion)? in
            if let split {
                guard backdrop != nil, let oldStart = previous.topLayerStart else { return nil }
                return layeredPlan(
                    from: (previous.commands[..<oldStart], previous.commands[oldStart...]), to: split)
            }
            return dirtyRegion(from: previous.commands[...], to: list.commands[...]).map { (nil, $0) }
        }
        self.previous = list
        guard let plan else {
            drawWhole(list, split: split)
            fullFrames += 1
            region.add(whole)
            return region
        }
        guard !plan.canvas.isEmpty else { return plan.canvas }
        partialFrames += 1
        if let backdrop, let split, let below = plan.backdrop {
            repaint(below, with: split.below, on: backdrop)
            repaint(plan.canvas, with: split.top, on: canvas, over: backdrop)
        } else {
            repaint(plan.canvas, with: list.commands[...], on: canvas)
        }
        return plan.canvas
    }

    /// A frame drawn whole: on the canvas, or (with a top layer) the commands beneath it on the backdrop, copied
    /// over, and the top layer on them.
    private func drawWhole(_ list: DisplayList, split: (below: ArraySlice<DrawCommand>, top: ArraySlice<DrawCommand>)?)
    {
        guard let split, let backdrop = backdrop ?? canvas.makeSimilar() else {
            canvas.draw(list, with: renderer, scale: scale)
            return
        }
        self.backdrop = backdrop
        let whole = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        backdrop.draw(Array(split.below), with: renderer, scale: scale)
        canvas.copy(whole, from: backdrop)
        canvas.draw(Array(split.top), with: renderer, scale: scale)
    }

    /// Repaints the region's rectangles on `target` with the commands that reach each, starting from `underlay`'s
    /// pixels there when one is given.
    private func repaint(
        _ region: DirtyRegion, with commands: ArraySlice<DrawCommand>, on target: ImageCanvas,
        over underlay: ImageCanvas? = nil
    ) {
        // One rectangle at a time, each clip a single box: with several boxes Cairo clips a shape's outline against
        // each of them, which adds vertices where a box's edge crosses it, and a shape wholly inside one rectangle
        // (a circle repainted whole) came out a level off along another rectangle's edge.
        // Each command's reach once, not once per rectangle: measuring text is a dictionary look-up per label.
        let reaches = commands.map { bounds.bounds(of: $0) }
        let pieces = region.rects.map { rect in
            (rect, zip(commands, reaches).filter { $0.1.map { rect.intersects($0) } ?? true }.map(\.0))
        }
        target.repaint(pieces, with: renderer, scale: scale, over: underlay)
    }

    /// What to repaint with a top layer: the backdrop where the commands beneath it changed, and the canvas there
    /// and where the top layer changed. Nil when a redraw of everything is due.
    private func layeredPlan(
        from old: (below: ArraySlice<DrawCommand>, top: ArraySlice<DrawCommand>),
        to new: (below: ArraySlice<DrawCommand>, top: ArraySlice<DrawCommand>)
    ) -> (backdrop: DirtyRegion?, canvas: DirtyRegion)? {
        guard let below = dirtyRegion(from: old.below, to: new.below),
            let above = dirtyRegion(from: old.top, to: new.top, startingWith: below)
        else { return nil }
        return (below, above)
    }

    /// The pixels to repaint, or nil when that is everything (the clear changed, or the changes cover the canvas).
    /// `start` is a region that must be repainted anyway (where the pixels under these commands changed).
    private func dirtyRegion(
        from old: ArraySlice<DrawCommand>, to new: ArraySlice<DrawCommand>, startingWith start: DirtyRegion? = nil
    ) -> DirtyRegion? {
        let diff = DisplayListDiff(from: old, to: new)
        var region = start ?? DirtyRegion(bounds: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        for command in diff.changed {
            guard let reach = bounds.bounds(of: command) else { return nil }
            region.add(reach)
        }
        guard !region.isEmpty else { return region }
        // Strokes, images and the corners of rounded boxes that reach the region are repainted whole (see
        // `DrawCommandBounds.wholeParts`); that grows the region, which can reach more of them, so repeat until
        // nothing grows.
        let whole = new.flatMap { command in
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
