import GestureEngine

/// X reports positions in device pixels; the app and its recognizers work in points, so that a tap's slop, a pan's
/// threshold and a circle's minimum size are the same distance under the finger on every screen.
extension InputEvent.Kind {
    /// The same input with positions and movements divided by `scale` (wheel clicks, touchpad pinch scale and
    /// rotation, and keys have no size and stay as they are).
    public func inPoints(scale: Double) -> InputEvent.Kind {
        guard scale != 1, scale > 0 else { return self }
        func points(_ point: Point) -> Point { Point(x: point.x / scale, y: point.y / scale) }
        switch self {
        case .touches(var samples):
            for index in samples.indices { samples[index].location = points(samples[index].location) }
            return .touches(samples)
        case .pointer(var sample):
            sample.location = points(sample.location)
            return .pointer(sample)
        case .touchpad(var gesture):
            gesture.location = points(gesture.location)
            gesture.delta = points(gesture.delta)
            return .touchpad(gesture)
        case .scroll(var sample):
            sample.location = points(sample.location)
            return .scroll(sample)
        case .resize(let size):
            return .resize(Size(width: size.width / scale, height: size.height / scale))
        case .key:
            return self
        }
    }
}
