import Foundation
import GestureLabTestSupport
import Testing

@testable import GestureWorkshop

/// Finding libGestureEngine.so and the module files next to the binary, in both layouts.
@Suite struct EngineLocationTests {
    private func touch(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data())
    }

    @Test func buildFolderLayoutWithTheCheckoutsCModuleMaps() throws {
        try withTemporaryFolder { root in
            let debug = root + "/.build/x86_64-unknown-linux-gnu/debug"
            try touch(debug + "/libGestureEngine.so")
            try touch(debug + "/Modules/GestureEngine.swiftmodule")
            try touch(root + "/.build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap")
            try touch(root + "/.build/checkouts/swift-numerics/Sources/RealModule/RealModule.swift")
            let found = try #require(EngineLocation.buildFolder(debug))
            #expect(found.libraryFolder == debug)
            #expect(found.moduleFolders == [debug + "/Modules"])
            #expect(found.cModuleFolders == [root + "/.build/checkouts/swift-numerics/Sources/_NumericsShims/include"])
        }
    }

    @Test func installPrefixLayout() throws {
        try withTemporaryFolder { prefix in
            let library = prefix + "/lib/gesturelab"
            try touch(library + "/libGestureEngine.so")
            try touch(library + "/Modules/GestureEngine.swiftmodule")
            try touch(library + "/include/_NumericsShims/module.modulemap")
            let found = try #require(EngineLocation.installed(in: library))
            #expect(found.cModuleFolders == [library + "/include/_NumericsShims"])
            #expect(EngineLocation.installed(in: prefix + "/lib") == nil)
        }
    }

    @Test func aMissingLibraryIsNotAnEngine() throws {
        try withTemporaryFolder { folder in
            try touch(folder + "/Modules/GestureEngine.swiftmodule")
            #expect(EngineLocation.buildFolder(folder) == nil)
            #expect(throws: WorkshopError.self) {
                try EngineLocation.find(environment: ["GESTURELAB_ENGINE_DIR": folder])
            }
        }
    }
}
