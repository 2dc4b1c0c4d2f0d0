import Foundation

/// Where the gesture engine's shared library and module files are, for compiling an attendee's file against them.
///
/// Looked for next to the running `gesturelab`, in the two layouts it can run from:
/// - the build folder (`.build/debug/`): `libGestureEngine.so`, `Modules/*.swiftmodule`, and the C module maps
///   of the engine's dependencies (swift-numerics' `_NumericsShims`) in `.build/checkouts/*/Sources/*/include`;
/// - an install prefix (`PREFIX/bin/gesturelab`): `PREFIX/lib/gesturelab/libGestureEngine.so`,
///   `PREFIX/lib/gesturelab/Modules/`, and `PREFIX/lib/gesturelab/include/*/module.modulemap`.
/// `GESTURELAB_ENGINE_DIR` names a folder laid out like `PREFIX/lib/gesturelab` instead.
public struct EngineLocation: Sendable, Equatable {
    /// The folder holding libGestureEngine.so.
    public let libraryFolder: String
    /// Folders of Swift modules (GestureEngine and the modules it imports: Logging, RealModule).
    public let moduleFolders: [String]
    /// Folders holding a module.modulemap of a C module the engine's modules reference.
    public let cModuleFolders: [String]

    public static let libraryName = "libGestureEngine.so"
    static let moduleFile = "GestureEngine.swiftmodule"

    /// Finds the engine for the running executable.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> EngineLocation
    {
        var tried: [String] = []
        if let folder = environment["GESTURELAB_ENGINE_DIR"] {
            if let found = installed(in: folder) { return found }
            throw WorkshopError(
                "GESTURELAB_ENGINE_DIR=\(folder) holds no \(libraryName) with Modules/\(moduleFile)")
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let binFolder = executable.deletingLastPathComponent().path
        if let found = buildFolder(binFolder) { return found }
        tried.append(binFolder)
        let prefixLibrary = URL(fileURLWithPath: binFolder).deletingLastPathComponent()
            .appendingPathComponent("lib/gesturelab").path
        if let found = installed(in: prefixLibrary) { return found }
        tried.append(prefixLibrary)
        throw WorkshopError(
            "cannot find the gesture engine (\(libraryName) and Modules/\(moduleFile)) in "
                + tried.joined(separator: " or ") + ": build the whole package first (swift build)")
    }

    /// The SwiftPM build folder layout (the executable's own folder).
    static func buildFolder(_ folder: String) -> EngineLocation? {
        let modules = folder + "/Modules"
        guard exists(folder + "/" + libraryName), exists(modules + "/" + moduleFile) else { return nil }
        // .build/<triple>/debug → .build/checkouts
        let checkouts = URL(fileURLWithPath: folder).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("checkouts").path
        var cModules: [String] = []
        for package in sortedContents(checkouts) {
            let sources = checkouts + "/" + package + "/Sources"
            for target in sortedContents(sources) where exists(sources + "/" + target + "/include/module.modulemap") {
                cModules.append(sources + "/" + target + "/include")
            }
        }
        return EngineLocation(libraryFolder: folder, moduleFolders: [modules], cModuleFolders: cModules)
    }

    /// The install layout: PREFIX/lib/gesturelab.
    static func installed(in folder: String) -> EngineLocation? {
        let modules = folder + "/Modules"
        guard exists(folder + "/" + libraryName), exists(modules + "/" + moduleFile) else { return nil }
        let include = folder + "/include"
        let cModules = sortedContents(include).map { include + "/" + $0 }.filter {
            exists($0 + "/module.modulemap")
        }
        return EngineLocation(libraryFolder: folder, moduleFolders: [modules], cModuleFolders: cModules)
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    private static func sortedContents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
