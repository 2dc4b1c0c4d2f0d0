import Foundation

/// An attendee's recognizer compiled into a shared library, ready for `RecognizerLibrary.load`.
public struct CompiledRecognizer: Sendable, Equatable {
    public let libraryPath: String
    public let className: String
    /// A digest of the source that was compiled (to tell a new save from the same text).
    public let sourceHash: String

    public init(libraryPath: String, className: String, sourceHash: String) {
        self.libraryPath = libraryPath
        self.className = className
        self.sourceHash = sourceHash
    }
}

/// The compiler's verdict on a file that does not compile: `FILE:LINE:COL: error: message` lines.
public struct CompileFailure: Error, CustomStringConvertible, Equatable {
    /// The errors (and warnings) with their places, paths as the attendee typed them.
    public let diagnostics: [String]

    public var description: String { diagnostics.joined(separator: "\n") }
}

/// Compiles an attendee's file with `swiftc` into a shared library linked against libGestureEngine.so, with a
/// small generated entry point (`gesturelab_workshop_make`) that creates their recognizer: the file itself is
/// compiled as written, so the compiler's lines and columns, and a crash's backtrace, point into it.
public final class RecognizerCompiler {
    public let engine: EngineLocation
    /// The attendee's file as they named it (used in every message), and its absolute path (given to swiftc).
    public let displayPath: String
    public let sourcePath: String
    /// `--class NAME`, when the file declares several recognizers.
    public let requestedClass: String?
    /// Where libraries, entry points and compiler output go.
    public let workFolder: String

    /// The C symbol every compiled library exports: `() -> Unmanaged<GestureRecognizer>` (retained).
    public static let factorySymbol = "gesturelab_workshop_make"

    public init(file: String, requestedClass: String?, workFolder: String, engine: EngineLocation) {
        displayPath = file
        sourcePath = URL(fileURLWithPath: file).standardizedFileURL.path
        self.requestedClass = requestedClass
        self.workFolder = workFolder
        self.engine = engine
    }

    /// A compilation in progress: `swiftc` runs as a child process while the window keeps drawing.
    public final class Job {
        let process: Process
        let outputPath: String
        let result: CompiledRecognizer
        let declaration: RecognizerClassFinder.Declaration
        let compiler: RecognizerCompiler
        /// When the compile started (seconds since 1970).
        public let startTime: Double

        init(
            process: Process, outputPath: String, result: CompiledRecognizer,
            declaration: RecognizerClassFinder.Declaration, compiler: RecognizerCompiler
        ) {
            self.process = process
            self.outputPath = outputPath
            self.result = result
            self.declaration = declaration
            self.compiler = compiler
            startTime = Date().timeIntervalSince1970
        }

        public var isRunning: Bool { process.isRunning }

        /// Waits for swiftc, and returns the library or the file's errors.
        public func finish() throws -> CompiledRecognizer {
            process.waitUntilExit()
            let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: outputPath)
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw CompileFailure(diagnostics: compiler.diagnostics(from: output, declaration: declaration))
            }
            return result
        }
    }

    /// Starts compiling the file as it is now. Throws at once when the file cannot be read or declares no
    /// recognizer class.
    public func start() throws -> Job {
        guard let data = FileManager.default.contents(atPath: sourcePath) else {
            throw WorkshopError("\(displayPath): cannot read the file")
        }
        let source = String(decoding: data, as: UTF8.self)
        let declaration = try RecognizerClassFinder.choose(requestedClass, in: source, file: displayPath)
        try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        let moduleName = nextModuleName()
        let entryPath = "\(workFolder)/\(moduleName)Entry.swift"
        try Self.entryPoint(for: declaration.name).write(toFile: entryPath, atomically: true, encoding: .utf8)
        let libraryPath = "\(workFolder)/lib\(moduleName).so"
        let outputPath = "\(workFolder)/\(moduleName).compiler-output.txt"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.swiftc())
        process.arguments = arguments(moduleName: moduleName, sources: [sourcePath, entryPath], output: libraryPath)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? output.close()
        let result = CompiledRecognizer(
            libraryPath: libraryPath, className: declaration.name, sourceHash: Self.digest(data))
        return Job(process: process, outputPath: outputPath, result: result, declaration: declaration, compiler: self)
    }

    /// Compiles and waits.
    public func compile() throws -> CompiledRecognizer {
        try start().finish()
    }

    func arguments(moduleName: String, sources: [String], output: String) -> [String] {
        var arguments = ["-emit-library", "-module-name", moduleName, "-Onone", "-g", "-swift-version", "5"]
        arguments += ["-diagnostic-style", "llvm", "-no-color-diagnostics"]
        for folder in engine.moduleFolders { arguments += ["-I", folder] }
        for folder in engine.cModuleFolders { arguments += ["-I", folder] }
        arguments += ["-L", engine.libraryFolder, "-lGestureEngine"]
        arguments += ["-Xlinker", "-rpath", "-Xlinker", engine.libraryFolder]
        return arguments + sources + ["-o", output]
    }

    /// Every compile gets its own module name, so two versions loaded in one process never share symbol names.
    private func nextModuleName() -> String {
        var number = 1
        while FileManager.default.fileExists(atPath: "\(workFolder)/libAttendee\(number).so")
            || FileManager.default.fileExists(atPath: "\(workFolder)/Attendee\(number)Entry.swift")
        {
            number += 1
        }
        return "Attendee\(number)"
    }

    /// The generated second file: creates the attendee's class through the one initializer a recognizer has.
    static func entryPoint(for className: String) -> String {
        """
        // Generated by gesturelab workshop: the playground's way to create the attendee's recognizer.
        import GestureEngine

        @_cdecl("\(factorySymbol)")
        public func gesturelabWorkshopMake() -> UnsafeMutableRawPointer {
            let recognizer: GestureRecognizer = \(className)()
            return Unmanaged.passRetained(recognizer).toOpaque()
        }

        """
    }

    /// swiftc from $SWIFTC, else from PATH.
    static func swiftc() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"] { return path }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw WorkshopError("swiftc is not on PATH: workshop mode compiles recognizers with the Swift toolchain")
    }

    /// The compiler's positioned errors and warnings, with the attendee's path as they typed it; an error in the
    /// generated entry point is explained at the class's declaration.
    func diagnostics(from output: String, declaration: RecognizerClassFinder.Declaration) -> [String] {
        var lines: [String] = []
        for rawLine in output.split(separator: "\n") {
            let line = String(rawLine)
            guard let diagnostic = Diagnostic(line), diagnostic.severity != "note" else { continue }
            if diagnostic.file == sourcePath {
                lines.append(
                    "\(displayPath):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity): \(diagnostic.message)"
                )
            } else if diagnostic.file.hasPrefix(workFolder) && diagnostic.severity == "error" {
                lines.append(
                    "\(displayPath):\(declaration.line):\(declaration.column): error: the playground creates "
                        + "\(declaration.name)() with no arguments, which does not compile (\(diagnostic.message))")
            }
        }
        if !lines.contains(where: { $0.contains(": error: ") }) {
            let rest = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            lines.append(
                "\(displayPath): error: swiftc failed: " + (rest.isEmpty ? "no output" : rest.joined(separator: " | ")))
        }
        return lines
    }

    /// FNV-1a, 64 bits, as hex: enough to tell two versions of a file apart.
    public static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// One line of swiftc's output in the LLVM style: `PATH:LINE:COL: SEVERITY: MESSAGE`.
struct Diagnostic: Equatable {
    let file: String
    let line: Int
    let column: Int
    let severity: String
    let message: String

    init(file: String, line: Int, column: Int, severity: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    init?(_ text: String) {
        for severity in ["error", "warning", "note"] {
            guard let marker = text.range(of: ": \(severity): ") else { continue }
            let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else { continue }
            file = place.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            message = String(text[marker.upperBound...])
            return
        }
        return nil
    }
}
