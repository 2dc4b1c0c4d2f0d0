import Foundation

/// The text table `gesturelab bench` prints: a header with the machine and the build, then one line per figure.
public enum BenchTable {
    /// The columns, in order (a test checks them).
    public static let columns = ["measurement", "unit", "p50", "p99", "max", "samples"]

    /// "debug" or "release": figures from a debug build are not comparable with the targets.
    public static var buildConfiguration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    public static func render(_ figures: [BenchFigure]) -> String {
        let info = ProcessInfo.processInfo
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
        var lines = [
            "gesturelab bench — build: \(buildConfiguration), cores: \(info.activeProcessorCount) "
                + "(of \(info.processorCount)), load average at end: \(load)"
        ]
        let nameWidth = Swift.max(columns[0].count, figures.map { $0.name.count }.max() ?? 0)
        func row(_ cells: [String]) -> String {
            [
                pad(cells[0], nameWidth), pad(cells[1], 4), left(cells[2], 10), left(cells[3], 10),
                left(cells[4], 10), "  " + cells[5],
            ].joined(separator: " ")
        }
        lines.append(row(columns))
        for figure in figures {
            lines.append(
                row([
                    figure.name, figure.unit, format(figure.p50), format(figure.p99), format(figure.max), figure.note,
                ]))
        }
        return lines.joined(separator: "\n")
    }

    /// A figure as the table prints it: three decimals.
    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
    private static func left(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}
