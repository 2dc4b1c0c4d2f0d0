import Foundation
import GestureEngine

/// The strokes of other kinds the app carries to check a calibration ("false accepts on N other strokes"), so that
/// people calibrating need no data set: `assets/calibration/negative-strokes.json`, made from the design people of
/// two public data sets by `scripts/make-negative-strokes.py` (NOTICE.md beside it names them). Each stroke is 32
/// points, two characters of the base64url alphabet per coordinate, from the stroke's top-left corner.
public struct NegativeStrokes: Sendable {
    /// The strokes, in the file's order, placed in a window with their top-left corner at 100, 100.
    public let strokes: [[Point]]
    /// The stroke kinds' names, one per stroke.
    public let names: [String]

    /// Why the negative strokes could not be had.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(searched: [String])
        case damaged(path: String, detail: String)

        public var description: String {
            switch self {
            case .missing(let searched):
                "the negative strokes (calibration/negative-strokes.json) are not installed; looked in "
                    + searched.joined(separator: ", ")
            case .damaged(let path, let detail): "the negative strokes \(path) are damaged: \(detail)"
            }
        }
    }

    private struct File: Decodable {
        struct Group: Decodable {
            let source: String
            let subject: Int
            let name: String
            let strokes: [String]
        }
        let format: String
        let version: Int
        let pointsPerStroke: Int
        let groups: [Group]
    }

    /// Strokes given directly (tests, a check on a chosen set).
    public init(strokes: [[Point]], names: [String]) {
        precondition(strokes.count == names.count, "one name per stroke")
        self.strokes = strokes
        self.names = names
    }

    /// The file's place relative to an assets folder.
    public static let relativePath = "calibration/negative-strokes.json"

    /// Reads the strokes from a file.
    public init(contentsOf path: String) throws(Failure) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .damaged(path: path, detail: "\(error)")
        }
        guard file.format == "gesturelab-negative-strokes", file.version == 1 else {
            throw .damaged(path: path, detail: "not a negative-stroke file of version 1")
        }
        var strokes: [[Point]] = []
        var names: [String] = []
        for group in file.groups {
            for text in group.strokes {
                guard let points = Self.decode(text), points.count == file.pointsPerStroke else {
                    throw .damaged(
                        path: path, detail: "a stroke of \(group.name) is not \(file.pointsPerStroke) points")
                }
                strokes.append(points)
                names.append(group.name)
            }
        }
        self.strokes = strokes
        self.names = names
    }

    /// The strokes of the installed or checked-out app (see `defaultPath`).
    public static func installed(executablePath: String = CommandLine.arguments[0]) throws(Failure) -> NegativeStrokes {
        let candidates = searchPaths(executablePath: executablePath)
        guard let path = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            throw .missing(searched: candidates)
        }
        return try NegativeStrokes(contentsOf: path)
    }

    /// Where the file is looked for, in order: `$GESTURELAB_ASSETS/calibration/`, the install's
    /// `PREFIX/share/gesturelab/assets/calibration/` beside `PREFIX/bin`, and `assets/calibration/` in the folders
    /// above the executable (a checkout's `.build/debug/gesturelab`, the test bundle).
    public static func searchPaths(
        executablePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var paths: [String] = []
        if let assets = environment["GESTURELAB_ASSETS"], !assets.isEmpty {
            paths.append((assets as NSString).appendingPathComponent(relativePath))
        }
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        paths.append(
            folder.deletingLastPathComponent().appendingPathComponent("share/gesturelab/assets/\(relativePath)").path)
        for _ in 0..<6 {
            paths.append(folder.appendingPathComponent("assets/\(relativePath)").path)
            folder.deleteLastPathComponent()
        }
        return paths
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    private static let values: [UInt8: Int] = Dictionary(
        uniqueKeysWithValues: alphabet.enumerated().map { ($0.element, $0.offset) })

    /// The points of one encoded stroke, or nil if it is not one.
    static func decode(_ text: String) -> [Point]? {
        let bytes = Array(text.utf8)
        guard bytes.count % 4 == 0 else { return nil }
        var points: [Point] = []
        points.reserveCapacity(bytes.count / 4)
        var index = 0
        while index < bytes.count {
            var coordinates: [Double] = []
            for offset in [0, 2] {
                guard let high = values[bytes[index + offset]], let low = values[bytes[index + offset + 1]] else {
                    return nil
                }
                coordinates.append(Double(high * 64 + low) + 100)
            }
            points.append(Point(x: coordinates[0], y: coordinates[1]))
            index += 4
        }
        return points
    }
}
