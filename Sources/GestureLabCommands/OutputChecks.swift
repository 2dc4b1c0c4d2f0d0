import ArgumentParser
import FileChecks

/// The output options' checks (`OutputFile`), made before anything runs, as a usage error.
enum OutputChecks {
    /// Throws when one of `outputs` may not be written: a folder, a file the command reads (`inputs`), a recording or
    /// a stroke file.
    static func check(_ outputs: [String?], readingFrom inputs: [String] = []) throws {
        for output in outputs.compactMap({ $0 }) {
            if let problem = OutputFile.problem(output, readingFrom: inputs) { throw ValidationError(problem) }
        }
    }
}
