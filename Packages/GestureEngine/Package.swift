// swift-tools-version:6.0
// The gesture engine as a shared library (libGestureEngine.so), for workshop mode.
//
// Its sources stay where they always were, in the root package's Sources/GestureEngine (this package's
// Sources/GestureEngine is a symbolic link to them). It is a package of its own because SwiftPM links a
// `type: .dynamic` product dynamically only into other packages' targets: within one package, every target's
// objects are linked statically. With the engine here, the app, the tests and an attendee's recognizer compiled
// by `gesturelab workshop` all link the one libGestureEngine.so, so a GestureRecognizer is the same type in each.
import PackageDescription

let package = Package(
    name: "GestureEngine",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "GestureEngine", type: .dynamic, targets: ["GestureEngine"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        // The gesture engine: touches, views, recognizers, time. No C, no X11.
        .target(
            name: "GestureEngine",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
