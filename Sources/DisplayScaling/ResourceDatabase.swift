import Foundation

/// The X resource database as desktops publish it: the text of the root window's `RESOURCE_MANAGER` property
/// (what `xrdb -query` prints). GTK and Qt read the screen's DPI from its `Xft.dpi` line, and so does GestureLab.
public struct ResourceDatabase: Sendable, Equatable {
    /// Resource names and their values, as written ("Xft.dpi" → "192").
    public let values: [String: String]

    /// Parses `name: value` lines. Comments (`!`), blank and malformed lines are skipped; a later line wins.
    public init(text: String) {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("!"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            values[name] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.values = values
    }

    /// `Xft.dpi` as a number, when it is one and plausible (a DPI outside 24…960 is a typo, not a screen).
    public var xftDPI: Double? {
        guard let text = values["Xft.dpi"], let dpi = Double(text), dpi.isFinite, (24...960).contains(dpi) else {
            return nil
        }
        return dpi
    }
}
