import StrokeEvaluation

/// A table of the report as real HTML: a header row the page's script sorts by (click a header; again to reverse),
/// and cells whose sort key may differ from the text shown ("3/40 = 7.50%" sorts by 0.075).
struct ReportTable {
    /// One cell: the text shown and, for numbers, the value it sorts by.
    struct Cell {
        let text: String
        let sortValue: Double?

        init(_ text: String, sortValue: Double? = nil) {
            self.text = text
            self.sortValue = sortValue
        }

        /// A count, sorted as a number.
        static func count(_ value: Int) -> Cell { Cell(String(value), sortValue: Double(value)) }

        /// "part/whole = 12.34%", sorted by the fraction (−1 when there is nothing to count, so it sorts first).
        static func share(_ part: Int, _ whole: Int) -> Cell {
            Cell(
                "\(part)/\(whole) = \(Text.percent(part, whole))",
                sortValue: whole > 0 ? Double(part) / Double(whole) : -1)
        }

        /// A number with `digits` decimals, sorted by its value.
        static func number(_ value: Double, digits: Int = 2) -> Cell {
            Cell(Text.fixed(value, digits), sortValue: value.isFinite ? value : nil)
        }

        /// A fraction as a percentage, sorted by its value.
        static func percent(_ value: Double) -> Cell { Cell(Text.percent(value), sortValue: value) }

        /// Nothing to show.
        static let none = Cell("—")
    }

    let id: String
    let headers: [String]
    var rows: [[Cell]] = []
    /// Rows given this class (the positive name's row).
    var rowClasses: [Int: String] = [:]

    init(id: String, headers: [String]) {
        self.id = id
        self.headers = headers
    }

    mutating func add(_ cells: [Cell], class rowClass: String? = nil) {
        if let rowClass { rowClasses[rows.count] = rowClass }
        rows.append(cells)
    }

    var html: String {
        var lines = ["<div class=\"table\"><table class=\"sortable\" id=\"\(id)\"><thead><tr>"]
        lines.append(
            headers.map { "<th scope=\"col\" title=\"click to sort\">\(HTML.escape($0))</th>" }.joined())
        lines.append("</tr></thead><tbody>")
        for (index, row) in rows.enumerated() {
            let rowClass = rowClasses[index].map { " class=\"\($0)\"" } ?? ""
            let cells = row.map { cell in
                let key = cell.sortValue.map { " data-sort=\"\(Text.fixed($0, 6))\"" } ?? ""
                let numeric = cell.sortValue == nil ? "" : " class=\"num\""
                return "<td\(numeric)\(key)>\(HTML.escape(cell.text))</td>"
            }
            lines.append("<tr\(rowClass)>" + cells.joined() + "</tr>")
        }
        if rows.isEmpty {
            lines.append("<tr><td colspan=\"\(headers.count)\">none</td></tr>")
        }
        lines.append("</tbody></table></div>")
        return lines.joined(separator: "\n")
    }
}
