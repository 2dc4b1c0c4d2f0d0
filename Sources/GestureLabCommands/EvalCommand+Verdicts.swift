import ArgumentParser
import Foundation
import StrokeEvaluation

extension EvalCommand {
    /// Writes one verdict file for the strokes as recorded and one for each variation, named after it. A variation's
    /// header names the stroke files as recorded (a generated positive's hash is that of the strokes before the
    /// change), so `eval diff` matches every stroke with itself as recorded.
    func writePerturbedVerdicts(_ perturbation: Perturbation, files: [StrokeFileSet.File], into folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("--perturbed-verdicts: cannot make \(folder) (\(error.localizedDescription))")
        }
        let date = Date()
        let asRecorded = VerdictFile(
            evaluation: perturbation.original, files: files, split: split.rawValue, build: Self.build, date: date)
        var written = [(Self.verdictFileName(of: nil), asRecorded)]
        for row in perturbation.rows {
            var file = VerdictFile(
                evaluation: row.evaluation, files: files, split: split.rawValue, build: Self.build, date: date)
            file.header.files = asRecorded.header.files
            file.header.variation = row.variation
            written.append((Self.verdictFileName(of: row.variation), file))
        }
        for (name, file) in written {
            try Self.write(file, to: (folder as NSString).appendingPathComponent(name))
        }
    }

    /// This build, as a verdict file's header names it.
    static var build: VerdictFile.Build {
        VerdictFile.Build(version: GestureLabVersion.current, commit: GestureLabVersion.commit)
    }

    /// Writes a verdict file, or says which path could not be written.
    static func write(_ file: VerdictFile, to path: String) throws {
        do {
            try Data(VerdictLines.text(of: file).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("\(path): cannot write the verdicts (\(error.localizedDescription))")
        }
    }

    /// "as-recorded.jsonl", or the variation's name in lower case with its signs spelled out and every other run of
    /// characters but letters and digits made one hyphen: "rotated −10°" → "rotated-minus-10.jsonl", "0.5× size" →
    /// "0-5x-size.jsonl".
    static func verdictFileName(of variation: String?) -> String {
        guard let variation else { return "as-recorded.jsonl" }
        let spelled = variation.lowercased()
            .replacingOccurrences(of: "−", with: " minus ")
            .replacingOccurrences(of: "+", with: " plus ")
            .replacingOccurrences(of: "×", with: "x")
        var name = ""
        for character in spelled {
            if character.isASCII && (character.isLetter || character.isNumber) {
                name.append(character)
            } else if !name.isEmpty && name.last != "-" {
                name.append("-")
            }
        }
        while name.last == "-" { name.removeLast() }
        return name + ".jsonl"
    }
}
