// swift-tools-version:6.0
// GestureLab: Apple's gesture-recognizer tutorials, running on Linux with X11, XInput2 and Cairo.
//
// The folders are the architecture; dependencies point one way:
//   gesturelab (command line) → X11Platform → CairoRenderer → GestureScene → TutorialRecognizers → GestureEngine
//   (InputTrace, the recorded-input format, sits beside the scene and depends on the engine alone.)
// GestureEngine is pure Swift: no C, no X11, no Cairo. Only CairoRenderer, X11Platform and the two tools
// (gesturelab-assets, gesturelab-inject) import the CX11 system-library module.
import PackageDescription

let package = Package(
    name: "GestureLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gesturelab", targets: ["gesturelab"]),
        // (The GestureEngine library product is in Packages/GestureEngine: a shared library, see below.)
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // Workshop mode (issue 13): the engine as a shared library that the app and attendees' recognizers both
        // link. Its sources stay in Sources/GestureEngine; the "GestureEngine" dependencies below name its product.
        .package(path: "Packages/GestureEngine"),
    ],
    targets: [
        // The gesture engine (touches, views, recognizers, time; no C, no X11) is built by Packages/GestureEngine.
        // The tutorials' custom recognizers, each a subclass of GestureRecognizer.
        .target(name: "TutorialRecognizers", dependencies: ["GestureEngine"]),
        // Recorded input: the trace file format, its writer and its validating reader.
        .target(name: "InputTrace", dependencies: ["GestureEngine"]),
        // The tutorials' scenes, their animations and the app around them; they describe frames as display lists.
        .target(
            name: "GestureScene",
            dependencies: [
                "GestureEngine", "TutorialRecognizers",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // The one C doorway: Xlib, XInput2 and Cairo. Only the renderer and the platform layer import it.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "cairo-xlib",
            providers: [.apt(["libx11-dev", "libxi-dev", "libcairo2-dev"])]
        ),
        // Draws the scenes' display lists with Cairo, on screen or into PNG files.
        .target(name: "CairoRenderer", dependencies: ["CX11", "GestureScene"]),
        // Draws the app's images and synthesizes its sounds into assets/ (run: swift run gesturelab-assets).
        .executableTarget(name: "gesturelab-assets", dependencies: ["CX11"]),
        // The X11 platform layer: the window, XInput2 input, the run loop, sounds.
        .target(
            name: "X11Platform",
            dependencies: [
                "CX11", "GestureEngine", "GestureScene", "CairoRenderer", "InputTrace",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test support and QA: an X11 proxy that injects real XI2 touch and touchpad events into the app.
        .executableTarget(name: "gesturelab-inject", dependencies: ["CX11", "InputTrace", "GestureEngine"]),
        // Workshop mode (issue 13): compiles an attendee's recognizer file against the engine, loads it, replays
        // traces onto the playground and checks lessons.
        .target(name: "GestureWorkshop", dependencies: ["GestureEngine", "GestureScene", "InputTrace"]),
        // The command-line app: run (the demo), snapshot, eval.
        .target(
            name: "GestureLabCommands",
            dependencies: [
                "GestureEngine", "TutorialRecognizers", "GestureScene", "CairoRenderer", "X11Platform", "InputTrace",
                "GestureWorkshop",  // issue 13
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "gesturelab",
            dependencies: [
                "GestureLabCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Issue 13: installed as PREFIX/bin/gesturelab, it finds libGestureEngine.so in PREFIX/lib/gesturelab
            // (in the build folder, SwiftPM's own $ORIGIN finds it next to the binary).
            linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../lib/gesturelab"])]
        ),
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine"]),
        .testTarget(name: "GestureWorkshopTests", dependencies: ["GestureWorkshop", "GestureScene", "GestureEngine"]),  // issue 13
        .testTarget(name: "GestureSceneTests", dependencies: ["GestureScene"]),
        .testTarget(name: "ReplayTests", dependencies: ["GestureLabCommands", "InputTrace", "GestureEngine"], exclude: []),
        .testTarget(name: "EndToEndTests", dependencies: ["GestureScene", "GestureEngine"]),
        .testTarget(name: "PlatformTests", dependencies: ["CX11", "X11Platform", "CairoRenderer", "GestureScene", "GestureEngine"]),
        .testTarget(
            name: "TutorialRecognizersTests",
            dependencies: [
                "TutorialRecognizers", "GestureLabCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
