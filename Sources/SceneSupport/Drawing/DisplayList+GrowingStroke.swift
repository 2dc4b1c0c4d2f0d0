import GestureEngine

extension DisplayList {
    /// Segments in each piece of a growing stroke (see `growingStroke`).
    public static let segmentsPerStrokePiece = 16

    /// A path that grows at its end while a finger draws it (the circle game's live path), as a row of groups of
    /// `segmentsPerStrokePiece` segments each, cut at fixed points along the path, each piece starting where the
    /// last one ended.
    ///
    /// Why pieces: a renderer repaints a stroke whole wherever a repaint reaches it (a clip changes how Cairo
    /// rasterizes an outline), so as one polyline every new point repainted the whole path, and the frame cost grew
    /// with the stroke. A group is laid from a kept layer, which a clip cuts exactly; the pieces that did not change
    /// stay the same commands, so a new point repaints only the last piece's box.
    ///
    /// Pieces meet with two round caps where one polyline would have a round join: the same shape. Only the
    /// antialiased rim of the meeting point is laid twice, a change of a level or two there. A translucent stroke
    /// would show a darker disc at every meeting point, so one with alpha below 1 stays a single polyline.
    public mutating func growingStroke(_ points: [Point], color: Color, width: Double) {
        guard points.count > 1 else { return }
        guard color.alpha >= 1 else {
            add(.polyline(points, color: color, width: width, closed: false))
            return
        }
        var start = 0
        while start < points.count - 1 {
            let end = Swift.min(start + Self.segmentsPerStrokePiece, points.count - 1)
            add(.group([.polyline(Array(points[start...end]), color: color, width: width, closed: false)], alpha: 1))
            start = end
        }
    }
}
