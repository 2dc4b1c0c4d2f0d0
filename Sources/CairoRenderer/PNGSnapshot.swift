import SceneSupport

/// A failure to write a PNG, naming the file.
public struct SnapshotError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Renders a display list into a PNG file through a Cairo image surface: no X display needed.
public enum PNGSnapshot {
    /// Writes a `width` × `height` point frame at `scale` pixels per point.
    public static func write(
        _ list: DisplayList, width: Int, height: Int, scale: Double = 1, renderer: DisplayListRenderer, to path: String
    ) throws {
        let pixelWidth = Int((Double(width) * scale).rounded())
        let pixelHeight = Int((Double(height) * scale).rounded())
        guard let canvas = ImageCanvas(width: pixelWidth, height: pixelHeight) else {
            throw SnapshotError(path: path, reason: "cairo could not create a \(pixelWidth)×\(pixelHeight) image")
        }
        canvas.draw(list, with: renderer, scale: scale)
        try canvas.writePNG(to: path)
    }
}
