import Foundation
import GestureLabTestSupport
import Testing

/// SwiftPM's build plan (the llbuild manifest `.build/debug.yaml` that built these tests): what building one product
/// compiles, found by following each output back to the command that makes it and on to that command's inputs.
struct BuildPlan {
    /// Each command's inputs, by every output it makes.
    private var inputsByOutput: [String: [String]] = [:]

    /// The plan of the build these tests come from: `<build folder>/<configuration>.yaml`, beside the folder the
    /// test executable is in (`<build folder>/<triple>/<configuration>/`).
    static func ofThisBuild() throws -> (plan: BuildPlan, triple: String, configuration: String) {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while !["debug", "release"].contains(folder.lastPathComponent) && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        let configuration = folder.lastPathComponent
        let triple = folder.deletingLastPathComponent().lastPathComponent
        let manifest = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("\(configuration).yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw TestFailure("no build plan at \(manifest.path) (the test executable is \(executable.path))")
        }
        return (BuildPlan(manifest: text), triple, configuration)
    }

    /// Reads the commands' `inputs:` and `outputs:` lines (each a JSON array on one line).
    init(manifest: String) {
        var inputs: [String] = []
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("  \"") && line.hasSuffix("\":") {
                inputs = []
            } else if trimmed.hasPrefix("inputs: ") {
                inputs = Self.list(trimmed.dropFirst("inputs: ".count))
            } else if trimmed.hasPrefix("outputs: ") {
                for output in Self.list(trimmed.dropFirst("outputs: ".count)) { inputsByOutput[output] = inputs }
            }
        }
    }

    private static func list(_ json: Substring) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    /// The modules whose object files building `node` (such as `<gesturelab-…-debug.exe>`) needs, with how many.
    func modules(buildingNode node: String) -> [String: Int] {
        var seen: Set<String> = []
        var pending = [node]
        var modules: [String: Int] = [:]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next.hasSuffix(".o"), let range = next.range(of: #"/[^/]+\.build/"#, options: .regularExpression) {
                modules[String(next[range].dropFirst().dropLast(7)), default: 0] += 1
            }
            pending += inputsByOutput[next] ?? []
        }
        return modules
    }

    /// Whether the plan has `node` at all.
    func has(_ node: String) -> Bool { inputsByOutput[node] != nil }
}

@Suite("the demo builds only what it needs: the teacher's server is a program of its own")
struct DemoBuildPlanTests {
    /// The server's dependencies (issue 52: of the demo's 1,351 object files, GRDB alone was 168).
    static func isServerModule(_ module: String) -> Bool {
        ["NIO", "CNIO", "_NIO", "Hummingbird", "HummingbirdCore", "GRDB", "WSCore"].contains { module.hasPrefix($0) }
            || module == "ClassroomServer"
    }

    @Test("building --product gesturelab compiles no NIO, Hummingbird or GRDB module; gesturelab-classroom does")
    func demoLinksNoServerModule() throws {
        let (plan, triple, configuration) = try BuildPlan.ofThisBuild()
        // SwiftPM's name for "the product's executable is built".
        func productNode(_ name: String) -> String { "<\(name)-\(triple)-\(configuration).exe>" }
        let demoNode = productNode("gesturelab")
        try #require(plan.has(demoNode), "no \(demoNode) in the build plan")
        let demo = plan.modules(buildingNode: demoNode)
        // The plan is read right: the demo's own modules are in it.
        #expect(demo["GestureEngine"] != nil && demo["GestureLabCommands"] != nil && demo["X11Platform"] != nil)
        let server = demo.keys.filter(Self.isServerModule).sorted()
        #expect(server.isEmpty, "the gesturelab product compiles server modules: \(server)")

        let serverNode = productNode("gesturelab-classroom")
        try #require(plan.has(serverNode), "no \(serverNode) in the build plan")
        let classroom = plan.modules(buildingNode: serverNode)
        for module in ["ClassroomServer", "NIOCore", "Hummingbird", "GRDB"] {
            #expect(classroom[module] != nil, "gesturelab-classroom's plan lacks \(module)")
        }
        #expect(classroom["X11Platform"] == nil && classroom["GestureEngine"] == nil)
    }
}
