import ArgumentParser
import Classroom
import Foundation

/// The classroom options `collect` and `workshop` share, checked one way for both.
enum ClassroomArguments {
    /// `--classroom URL --name NAME [--token T]`: a teacher's address, and the name the strokes and checks go under.
    static func validate(classroom: String?, name: String?, token: String?) throws {
        guard let classroom else {
            if name != nil || token != nil { throw ValidationError("--name and --token need --classroom") }
            return
        }
        guard let url = URL(string: classroom), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            throw ValidationError("--classroom wants the teacher's address, such as http://192.168.1.20:8080")
        }
        guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--classroom needs --name NAME (your name on the teacher's page)")
        }
        if let problem = ShownText.problem(withName: ShownText.normalizedName(name)) {
            throw ValidationError("--name \(problem)")
        }
    }
}
