// swift-tools-version:6.0
// GestureLab: Apple's gesture-recognizer tutorials, running on Linux with X11, XInput2 and Cairo.
//
// The folders are the architecture; dependencies point one way (platform → app → scenes → recognizers → engine):
//   gesturelab (command line) → X11Platform → GestureLabApp → TutorialScenes → SceneSupport → GestureEngine
//                                                             TutorialScenes → TutorialRecognizers → GestureEngine
//   (CalibrationProfile, "teach it my way": the profile file and the negative strokes, sits between the scenes and
//   the recognizers; the command line uses it too.)
//   X11Platform → CairoRenderer → SceneSupport (the renderer draws display lists and knows nothing of scenes)
//   (InputTrace, the recorded-input format, sits beside the app and depends on the engine alone;
//   StrokeEvaluation, eval on recorded strokes, sits above the recognizers and CalibrationProfile (eval --teach) and
//   links no X11 or Cairo;
//   StrokeEvaluationReport, eval's HTML and PNG report, sits on it and on CairoRenderer;
//   StrokeCollection, collecting strokes from people, sits on StrokeEvaluation and on Classroom (to send them to a class), and
//   CollectScene is its scene.)
//   GestureLabCommands → GestureWorkshop (workshop mode: the playground, compiling and loading attendees' files)
//   → GestureLabApp. The engine is a shared library, built by Packages/GestureEngine (see the dependency below).
//   WorkshopWindow (the workshop's window on X11) → X11Platform, GestureWorkshop.
//   GestureWorkshop, GestureLabQA → HeadlessSession (the app on virtual time with no display: the one loop for
//   headless replays, the workshop's replays and fuzz episodes) → GestureLabApp.
//   gesturelab-classroom → ClassroomServer (the teacher's server) → Classroom (wire format, client) ← GestureWorkshop,
//   GestureLabCommands (the attendee's side; `classroom serve` runs the gesturelab-classroom program, so the demo
//   links no NIO, Hummingbird or GRDB).
// The compiler enforces the direction: a scene cannot reach into the app shell, nor the app into the platform.
// GestureEngine is pure Swift: no C, no X11, no Cairo. Only CairoRenderer, X11Platform, DisplayScaling and the two
// tools (gesturelab-assets, gesturelab-inject) import the CX11 system-library module.
import PackageDescription

let package = Package(
    name: "GestureLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gesturelab", targets: ["gesturelab"]),
        // The teacher's classroom server, its own program so that the demo never builds the server's dependencies
        // (`gesturelab classroom serve` runs it).
        .executable(name: "gesturelab-classroom", targets: ["gesturelab-classroom"]),
        // (The GestureEngine library product is in Packages/GestureEngine: a shared library, see below.)
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // Workshop mode: the engine as a shared library that the app and attendees' recognizers both
        // link. Its sources stay in Sources/GestureEngine; the "GestureEngine" dependencies below name its product.
        .package(path: "Packages/GestureEngine"),
        // The classroom server: HTTP and WebSocket (Hummingbird), its state in SQLite (GRDB).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    ],
    targets: [
        // The gesture engine (touches, views, recognizers, time; no C, no X11) is built by Packages/GestureEngine.
        // One seeded random generator for everything that must repeat exactly (generated strokes, fuzz, tests).
        .target(name: "SeededRandom"),
        // How every command-line program reports an error: one line, `gesturelab COMMAND: error: …`, exit 64 or 1.
        .target(
            name: "CommandLineErrors",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // What a path names (nothing, a file, a folder): asked before any command reads or replaces a file.
        .target(name: "FileChecks"),
        // The tutorials' custom recognizers, each a subclass of GestureRecognizer.
        .target(name: "TutorialRecognizers", dependencies: ["GestureEngine"]),
        // "Teach it my way": one person's calibrated limits (the profile file), the shipped negative strokes the
        // budget is checked on, and the session that records three attempts. No X11; the scenes and commands use it.
        .target(name: "CalibrationProfile", dependencies: ["GestureEngine", "TutorialRecognizers", "FileChecks"]),
        // Measuring stroke recognizers on recorded strokes: the stroke file, eval on virtual time, baselines.
        // No X11, no Cairo: the recognizer tests use it too (the HTML/PNG report is StrokeEvaluationReport).
        .target(
            name: "StrokeEvaluation",
            dependencies: ["GestureEngine", "TutorialRecognizers", "CalibrationProfile", "SeededRandom", "FileChecks"]),
        // The eval report (`gesturelab eval --report`): an HTML page with PNG thumbnails of the strokes a recognizer
        // got wrong and the threshold-sweep plot, drawn as display lists and rendered with Cairo.
        .target(
            name: "StrokeEvaluationReport",
            dependencies: ["StrokeEvaluation", "CairoRenderer", "SceneSupport", "GestureEngine", "FileChecks"]
        ),
        // Collecting strokes from people (`gesturelab collect`, `gesturelab strokes`): the session, the safe file
        // writer, merge/split/info. No X11, no Cairo.
        .target(
            name: "StrokeCollection",
            dependencies: ["GestureEngine", "StrokeEvaluation", "SeededRandom", "Classroom", "FileChecks"]),
        // Recorded input: the trace file format, its writer and its validating reader.
        .target(name: "InputTrace", dependencies: ["GestureEngine", "FileChecks"]),
        // What every scene is made of: display lists and colours, image views, the animator, the scene protocol and
        // the context scenes share (clock, sounds, speech bubbles).
        .target(
            name: "SceneSupport",
            dependencies: [
                "GestureEngine",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // The tutorials' scenes, one folder each (the scene, its handlers, its state), and the list that registers them.
        .target(
            name: "TutorialScenes",
            dependencies: ["SceneSupport", "TutorialRecognizers", "CalibrationProfile", "GestureEngine"]),
        // The Collect scene: the guided window of `gesturelab collect` (its own scene, not a tutorial tab).
        .target(
            name: "CollectScene",
            dependencies: ["SceneSupport", "TutorialScenes", "GestureEngine", "StrokeCollection", "StrokeEvaluation"]
        ),
        // The app shell around the scenes: tab bar, hint strip, badges, key bindings, the inspector, the state dump.
        .target(name: "GestureLabApp", dependencies: ["TutorialScenes", "SceneSupport", "GestureEngine"]),
        // The one C doorway: Xlib, XInput2, XRandR, MIT-SHM, Present, DAMAGE and Cairo. Only the renderer and the
        // platform layer import it.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "cairo-xlib",
            providers: [
                .apt([
                    "libx11-dev", "libxi-dev", "libxrandr-dev", "libxext-dev", "libxdamage-dev", "libxpresent-dev",
                    "libcairo2-dev",
                ])
            ]
        ),
        // Draws the scenes' display lists with Cairo, on screen or into PNG files.
        .target(
            name: "CairoRenderer",
            dependencies: ["CX11", "SceneSupport", "GestureEngine", .product(name: "Logging", package: "swift-log")]
        ),
        // Draws the app's images and synthesizes its sounds into assets/ (run: swift run gesturelab-assets).
        .executableTarget(name: "gesturelab-assets", dependencies: ["CX11"]),
        // Device pixels per point (HiDPI): --scale, GESTURELAB_SCALE, GDK_SCALE or the desktop's Xft.dpi. One rule
        // for the app's window and for the injector, which takes points.
        .target(name: "DisplayScaling", dependencies: ["CX11"]),
        // The X11 platform layer: the window, XInput2 input, the run loop, sounds.
        .target(
            name: "ReplayTimeline",
            dependencies: [
                "GestureEngine", "GestureLabApp", "HeadlessSession", "InputTrace", "SceneSupport", "TutorialScenes",
            ]
        ),
        .target(
            name: "X11Platform",
            dependencies: [
                "CX11", "DisplayScaling", "GestureEngine", "GestureLabApp", "SceneSupport", "CairoRenderer",
                "InputTrace", "ReplayTimeline",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test support and QA: an X11 proxy that injects real XI2 touch and touchpad events into the app.
        .executableTarget(
            name: "gesturelab-inject", dependencies: ["CX11", "DisplayScaling", "InputTrace", "GestureEngine"]),
        // Running the app headless: an Xvfb server on a free display and the injection proxy's control socket (for
        // the end-to-end tests and `gesturelab bench`'s latency measurement). Foundation only.
        .target(name: "HeadlessDisplay"),
        // The app with no display on virtual time, and the one loop that plays a trace into it: headless replays,
        // the workshop's replays and fuzz episodes. No X11, no Cairo.
        .target(
            name: "HeadlessSession",
            dependencies: ["GestureEngine", "GestureLabApp", "TutorialScenes", "SceneSupport", "InputTrace"]
        ),
        // Workshop mode: compiles an attendee's recognizer file against the engine, loads it, replays
        // traces onto the playground and checks lessons. The Playground scene is its own (not a tutorial tab).
        .target(
            name: "GestureWorkshop",
            dependencies: [
                "GestureEngine", "GestureLabApp", "TutorialScenes", "SceneSupport", "InputTrace", "Classroom",
                "HeadlessSession", "CalibrationProfile",
            ]
        ),
        // The workshop's window on X11: the playground with the attendee's recognizer, reloaded on every save.
        .target(
            name: "WorkshopWindow",
            dependencies: [
                "GestureWorkshop", "X11Platform", "CairoRenderer", "GestureLabApp", "SceneSupport", "GestureEngine",
            ]
        ),
        // The classroom's wire format and the attendee's client (Foundation only: the workshop and collect link it).
        .target(name: "Classroom"),
        // The teacher's classroom server: uploads, the SQLite store, the live web page.
        .target(
            name: "ClassroomServer",
            dependencies: [
                "Classroom", "HeadlessBrowser",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Debian's chromium, headless, over the DevTools protocol on a pipe: the classroom bench's first draw and the
        // tests' screenshots of web pages.
        .target(name: "HeadlessBrowser"),
        // The fuzzer: random and hostile input into the whole demo on virtual time, with invariant checks. No X11.
        .target(
            name: "GestureLabQA",
            dependencies: [
                "GestureEngine", "GestureLabApp", "TutorialScenes", "SceneSupport", "InputTrace", "SeededRandom",
                "HeadlessSession",
            ]
        ),
        // The bench's measurements: frame cost, engine throughput, and the real app measured live on an X server.
        .target(
            name: "GestureLabBench",
            dependencies: [
                "GestureEngine", "GestureLabApp", "TutorialScenes", "SceneSupport", "CairoRenderer", "X11Platform",
                "HeadlessDisplay", "InputTrace", "ReplayTimeline",
            ]
        ),
        // The command-line app: run (the demo), snapshot, eval, and the shells of fuzz and bench.
        .target(
            name: "GestureLabCommands",
            dependencies: [
                "GestureEngine", "TutorialRecognizers", "StrokeEvaluation", "StrokeEvaluationReport",
                "CalibrationProfile", "GestureLabApp", "TutorialScenes", "SceneSupport", "CairoRenderer", "X11Platform",
                "DisplayScaling", "InputTrace", "HeadlessDisplay",
                "GestureLabQA", "GestureLabBench", "GestureWorkshop", "StrokeCollection", "CollectScene", "Classroom",
                "HeadlessSession", "WorkshopWindow", "ReplayTimeline", "FileChecks", "CommandLineErrors",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "gesturelab",
            dependencies: [
                "GestureLabCommands", "CommandLineErrors",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Installed as PREFIX/bin/gesturelab, it finds libGestureEngine.so in PREFIX/lib/gesturelab
            // (in the build folder, SwiftPM's own $ORIGIN finds it next to the binary).
            linkerSettings: [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../lib/gesturelab"])]
        ),
        // `gesturelab-classroom`: the teacher's server as a program of its own (`gesturelab classroom serve` runs it),
        // the only product that links Hummingbird, NIO and GRDB.
        .executableTarget(
            name: "gesturelab-classroom",
            dependencies: [
                "ClassroomServer", "Classroom", "FileChecks", "CommandLineErrors",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers every test target may use: a seeded random generator, points on circles, the captured log.
        .target(
            name: "GestureLabTestSupport",
            dependencies: [
                "GestureEngine", "SeededRandom", "HeadlessBrowser",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine", "GestureLabTestSupport"]),
        .testTarget(
            name: "GestureWorkshopTests",
            dependencies: [
                "GestureWorkshop", "GestureLabApp", "TutorialScenes", "SceneSupport", "InputTrace", "GestureEngine",
                "GestureLabTestSupport", "CalibrationProfile",
            ]
        ),
        .testTarget(
            name: "SceneTests",
            dependencies: [
                "GestureLabApp", "TutorialScenes", "SceneSupport", "CalibrationProfile", "GestureEngine",
                "GestureLabTestSupport", "CairoRenderer",
            ]
        ),
        .testTarget(
            name: "ReplayTests",
            dependencies: [
                "GestureLabCommands", "GestureLabApp", "TutorialScenes", "InputTrace", "GestureEngine",
                "CairoRenderer", "SceneSupport", "GestureLabBench", "HeadlessSession", "StrokeEvaluation",
                "ReplayTimeline", "GestureLabTestSupport", "CommandLineErrors",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "GestureLabQATests",
            dependencies: [
                "GestureLabQA", "GestureLabApp", "TutorialScenes", "SceneSupport", "InputTrace", "GestureEngine",
                "GestureLabTestSupport", .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "CX11", "HeadlessDisplay", "GestureLabApp", "TutorialScenes", "SceneSupport", "GestureEngine",
                "GestureLabTestSupport",
            ]),
        // The docs match the app: their links resolve, the command line's synopsis is the command's help, every
        // screenshot they show is made by scripts/make-screenshots.sh.
        .testTarget(name: "DocsTests", dependencies: ["GestureLabTestSupport"]),
        .testTarget(
            name: "PlatformTests",
            dependencies: [
                "CX11", "X11Platform", "DisplayScaling", "CairoRenderer", "GestureLabApp", "TutorialScenes",
                "SceneSupport",
                "GestureEngine",
            ]
        ),
        .testTarget(
            name: "StrokeCollectionTests",
            dependencies: [
                "StrokeCollection", "CollectScene", "StrokeEvaluation", "GestureLabApp", "SceneSupport",
                "GestureEngine", "CairoRenderer", "GestureLabTestSupport", "GestureLabQA",
            ]
        ),
        // The classroom end to end: the real server and workshop commands on 127.0.0.1, and the page in chromium.
        .testTarget(
            name: "ClassroomTests",
            dependencies: [
                "Classroom", "ClassroomServer", "SeededRandom", "HeadlessDisplay", "StrokeCollection",
                "StrokeEvaluation", "GestureEngine", "GestureLabTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "StrokeEvaluationReportTests",
            dependencies: ["StrokeEvaluationReport", "StrokeEvaluation", "GestureLabTestSupport"]
        ),
        .testTarget(name: "FileChecksTests", dependencies: ["FileChecks", "GestureLabTestSupport"]),
        .testTarget(
            name: "CalibrationProfileTests",
            dependencies: [
                "CalibrationProfile", "TutorialRecognizers", "GestureEngine", "GestureLabTestSupport", "FileChecks",
            ]),
        .testTarget(
            name: "TutorialRecognizersTests",
            dependencies: [
                "TutorialRecognizers", "StrokeEvaluation", "GestureEngine", "GestureLabTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
