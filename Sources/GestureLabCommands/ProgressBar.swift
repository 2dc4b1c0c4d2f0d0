import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal (so logs and pipes
/// stay clean), redrawn at most every percent.
final class ProgressBar {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastPercent = -1
    private var drawn = false

    /// A callback that draws `label [#####.....] done/total`.
    func update(label: String) -> (Int, Int) -> Void {
        { [self] done, total in
            guard isTerminal, total > 0 else { return }
            let percent = done * 100 / total
            guard percent != lastPercent else { return }
            lastPercent = percent
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
            drawn = true
        }
    }

    /// Clears the bar's line.
    func finish() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
        lastPercent = -1
    }
}
