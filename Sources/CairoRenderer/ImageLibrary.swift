import CX11
import Foundation
import Logging
import SceneSupport

/// An asset that could not be loaded; the message names the path.
public struct AssetError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot load asset \(path): \(reason)" }
}

/// The app's images, from PNG files in the assets folder. The caller names them (the app knows which its scenes
/// draw); the renderer only looks them up by the names in the display list. Each file is checked at start (it
/// exists, is a PNG, and its size is read from its header) but decoded only when first drawn: decoding every image
/// up front was most of the app's launch time.
public final class ImageLibrary {
    public let directory: String
    private struct Entry {
        let path: String
        let width: Int
        let height: Int
        /// Nil until the image is first drawn; a file that then fails to decode stays nil and is not drawn.
        var surface: OpaquePointer?
        var decoded = false
        /// Nil until first asked for (`contentRadius(named:)`).
        var contentRadius: Double?
    }
    private var entries: [String: Entry] = [:]
    private static let logger = Logger(label: "gesturelab.images")
    private var prepared = PreparedImages()

    /// Checks the named images; a missing, unreadable or non-PNG file is an error naming its path.
    public init(directory: String, names: [String]) throws {
        self.directory = directory
        for name in names {
            let path = (directory as NSString).appendingPathComponent("\(name).png")
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw AssetError(
                    path: path, reason: FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")
            }
            guard let header = FileHandle(forReadingAtPath: path).flatMap({ try? $0.read(upToCount: 24) }),
                let size = PNGHeader.size(of: header)
            else {
                throw AssetError(path: path, reason: "not a PNG file")
            }
            entries[name] = Entry(path: path, width: size.width, height: size.height)
        }
    }

    deinit {
        for entry in entries.values { if let surface = entry.surface { cairo_surface_destroy(surface) } }
        prepared.removeAll()
    }

    /// The Cairo surface of an image, decoded on first use; nil for an unknown name or a file Cairo cannot decode.
    public func surface(named name: String) -> OpaquePointer? {
        guard var entry = entries[name] else { return nil }
        if entry.decoded { return entry.surface }
        entry.decoded = true
        if let surface = cairo_image_surface_create_from_png(entry.path) {
            let status = cairo_surface_status(surface)
            if status == CAIRO_STATUS_SUCCESS {
                entry.surface = surface
            } else {
                cairo_surface_destroy(surface)
                // The header was checked at start; a file whose pixels then fail to decode is said once, by path.
                Self.logger.error(
                    "\(AssetError(path: entry.path, reason: String(cString: cairo_status_to_string(status)))); not drawn"
                )
            }
        }
        entries[name] = entry
        return entry.surface
    }

    /// The pixel size of an image (from its PNG header: no decoding needed).
    public func size(of name: String) -> (width: Int, height: Int)? {
        guard let entry = entries[name] else { return nil }
        return (entry.width, entry.height)
    }

    /// The image resampled once to `width` × `height` device pixels (Cairo's good filter), kept for later frames: a
    /// frame then composites it at about its own size instead of filtering the large original again.
    public func prepared(named name: String, width: Int, height: Int) -> OpaquePointer? {
        guard let original = surface(named: name) else { return nil }
        return prepared.surface(of: name, original: original, width: width, height: height)
    }

    /// How far from the image's centre its visible pixels reach, in image pixels: the farthest corner of a pixel
    /// whose alpha is not zero. A round image (the knob) reaches no farther than its disc however it is turned, so
    /// a turned copy changes only the square around that disc, not the larger box around the turned image
    /// (`DrawCommandBounds`). Nil for an unknown name or an image that cannot be decoded.
    public func contentRadius(named name: String) -> Double? {
        if let known = entries[name]?.contentRadius { return known }
        guard let surface = surface(named: name) else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let centre = (x: Double(width) / 2, y: Double(height) / 2)
        // Without an alpha channel every pixel shows: the reach is the corners'.
        var farthest = (centre.x * centre.x + centre.y * centre.y)
        if format == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) {
            farthest = 0
            for row in 0..<height {
                let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                // The pixel's corner farthest from the centre, vertically.
                let dy = max(abs(Double(row) - centre.y), abs(Double(row + 1) - centre.y))
                for column in 0..<width where pixels[column] >> 24 != 0 {
                    let dx = max(abs(Double(column) - centre.x), abs(Double(column + 1) - centre.x))
                    farthest = max(farthest, dx * dx + dy * dy)
                }
            }
        }
        let radius = farthest.squareRoot()
        entries[name]?.contentRadius = radius
        return radius
    }

    /// Where the assets are: `GESTURELAB_ASSETS`, else `PREFIX/share/gesturelab/assets` beside an installed
    /// `PREFIX/bin/gesturelab` (scripts/install.sh), else `assets/` next to the package the binary was built in,
    /// else `assets/` in the current directory. A folder counts if it holds `marker`, one of the images the app
    /// needs (the caller knows which; the renderer knows no scene).
    public static func defaultDirectory(
        containing marker: String, executablePath: String = CommandLine.arguments[0]
    ) -> String {
        if let fromEnvironment = ProcessInfo.processInfo.environment["GESTURELAB_ASSETS"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/gesturelab/assets")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("\(marker).png").path) {
            return installed.path
        }
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("assets")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\(marker).png").path) {
                return candidate.path
            }
            folder.deleteLastPathComponent()
        }
        return "assets"
    }
}
