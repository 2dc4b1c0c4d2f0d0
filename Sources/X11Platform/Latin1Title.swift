/// A window title for `WM_NAME`, whose `STRING` type is Latin-1 (ICCCM): tools that predate `_NET_WM_NAME` show
/// these bytes as they are, so UTF-8 there reads "GestureLab â\302\200\302\224". Characters outside Latin-1 become
/// their usual ASCII stand-ins ("—" → "-"), and anything else "?".
public enum Latin1Title {
    public static func bytes(of title: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in title.unicodeScalars {
            if scalar.value < 0x100 {
                bytes.append(UInt8(scalar.value))
                continue
            }
            let standIn: String =
                switch scalar.value {
                case 0x2010...0x2015, 0x2212: "-"
                case 0x2018, 0x2019, 0x201A, 0x2032: "'"
                case 0x201C, 0x201D, 0x201E, 0x2033: "\""
                case 0x2026: "..."
                case 0x2022, 0x2027: "\u{B7}"
                case 0x2190: "<-"
                case 0x2192: "->"
                default: "?"
                }
            bytes += standIn.unicodeScalars.map { UInt8($0.value) }
        }
        return bytes
    }
}
