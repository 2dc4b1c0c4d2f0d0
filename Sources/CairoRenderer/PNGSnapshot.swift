import SceneSupport

/// A failure to write a PNG, naming the file.
public struct SnapshotError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Renders a display list into a PNG file through a Cairo image surface: no X display needed.
public enum PNGSnapshot {
    public static func write(_ list: DisplayList, width: Int, height: Int, renderer: DisplayListRenderer, to path: String) throws {
        guard let canvas = ImageCanvas(width: width, height: height) else {
            throw SnapshotError(path: path, reason: "cairo could not create a \(width)×\(height) image")
        }
        canvas.draw(list, with: renderer)
        try canvas.writePNG(to: path)
    }
}
