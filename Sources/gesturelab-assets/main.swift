import Foundation

// Regenerates every file in assets/: the art (drawn with Cairo) and the sounds (synthesized).
// Usage: swift run gesturelab-assets [OUTPUT_DIRECTORY]   (default: assets)
let output = CommandLine.arguments.dropFirst().first ?? "assets"
/// Pixels per unit of the art: twice the art's size, so that images stay sharp on a 2× (HiDPI) screen and beyond,
/// where the app shows the monkey, at 200 points, at up to 4× and the 300-point knob at up to 2.67×.
let density = 2.0
/// The sizes of the hicolor icon theme that `scripts/install.sh` installs, each drawn at its size (not scaled down).
let iconSizes = [16, 22, 24, 32, 48, 64, 128, 256, 512]

func generate() throws {
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    func save(_ name: String, _ width: Int, _ height: Int, density: Double = density, _ draw: (Canvas) -> Void) throws {
        let canvas = Canvas(width: width, height: height, density: density)
        draw(canvas)
        try canvas.write(to: "\(output)/\(name).png")
        print("wrote \(output)/\(name).png")
    }
    try save("monkey", 400, 400, drawMonkey)
    try save("banana", 400, 400, drawBanana)
    try save("knob-face", 400, 400, drawKnobFace)
    try save("icon", 256, 256, drawIcon)
    for size in iconSizes {
        let folder = "icons/hicolor/\(size)x\(size)/apps"
        try FileManager.default.createDirectory(atPath: "\(output)/\(folder)", withIntermediateDirectories: true)
        try save("\(folder)/gesturelab", 256, 256, density: Double(size) / 256, drawIcon)
    }
    for target in ["star", "moon", "heart", "gem", "flower"] {
        try save("target-\(target)", 200, 200) { drawTarget(target, $0) }
    }
    for index in 1...6 {
        try save("photo-\(index)", 300, 220) { drawPhoto(index, $0) }
    }
    for (name, samples) in [("chomp", SoundSynth.chomp()), ("hehehe", SoundSynth.hehehe())] {
        let path = "\(output)/\(name).wav"
        guard FileManager.default.createFile(atPath: path, contents: SoundSynth.wav(samples)) else {
            throw GeneratorError("cannot write \(path)")
        }
        print("wrote \(path)")
    }
}

do {
    try generate()
} catch {
    FileHandle.standardError.write(Data("gesturelab-assets: \(error)\n".utf8))
    exit(1)
}
