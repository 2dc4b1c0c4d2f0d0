import CX11
import Foundation
import SceneSupport

/// An asset that could not be loaded; the message names the path.
public struct AssetError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot load asset \(path): \(reason)" }
}

/// The app's images, loaded once at start from PNG files in the assets folder. The caller names them (the app
/// knows which its scenes draw); the renderer only looks them up by the names in the display list.
public final class ImageLibrary {
    public let directory: String
    private var surfaces: [String: OpaquePointer] = [:]

    /// Loads the named images; a missing or unreadable file is an error naming its path.
    public init(directory: String, names: [String]) throws {
        self.directory = directory
        for name in names {
            let path = (directory as NSString).appendingPathComponent("\(name).png")
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw AssetError(
                    path: path, reason: FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")
            }
            guard let surface = cairo_image_surface_create_from_png(path) else {
                throw AssetError(path: path, reason: "cairo could not open it")
            }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                throw AssetError(path: path, reason: String(cString: cairo_status_to_string(status)))
            }
            surfaces[name] = surface
        }
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The Cairo surface of an image, if it was loaded.
    public func surface(named name: String) -> OpaquePointer? { surfaces[name] }

    /// The pixel size of an image.
    public func size(of name: String) -> (width: Int, height: Int)? {
        guard let surface = surfaces[name] else { return nil }
        return (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    /// Where the assets are: `GESTURELAB_ASSETS`, else `PREFIX/share/gesturelab/assets` beside an installed
    /// `PREFIX/bin/gesturelab` (scripts/install.sh), else `assets/` next to the package the binary was built in,
    /// else `assets/` in the current directory.
    public static func defaultDirectory(executablePath: String = CommandLine.arguments[0]) -> String {
        if let fromEnvironment = ProcessInfo.processInfo.environment["GESTURELAB_ASSETS"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/gesturelab/assets")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("monkey.png").path) {
            return installed.path
        }
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("assets")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("monkey.png").path) {
                return candidate.path
            }
            folder.deleteLastPathComponent()
        }
        return "assets"
    }
}
