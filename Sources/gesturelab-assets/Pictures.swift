import CX11
import Foundation

/// The circle game's targets: simple, bold shapes on a soft disc.
func drawTarget(_ name: String, _ c: Canvas) {
    let colors: [String: (UInt32, UInt32)] = [
        "star": (0xFFC83D, 0xB07A00), "moon": (0x8FB8FF, 0x2F5FD1), "heart": (0xF2545B, 0x9E1B22),
        "gem": (0x53D6C8, 0x13877B), "flower": (0xF58AC9, 0xA83277),
    ]
    let (fill, outline) = colors[name] ?? (0xCCCCCC, 0x666666)
    c.circle(100, 100, 92)
    c.paint(0xFFFFFF, outline: 0xDDD6C8, width: 4)
    switch name {
    case "star":
        let points = (0..<10).map { index -> (Double, Double) in
            let radius = index % 2 == 0 ? 70.0 : 30
            let angle = Double(index) * Double.pi / 5 - Double.pi / 2
            return (100 + radius * cos(angle), 104 + radius * sin(angle))
        }
        c.polygon(points)
        c.paint(fill, outline: outline)
    case "moon":
        cairo_new_sub_path(c.cr)
        cairo_arc(c.cr, 100, 100, 64, 0.6, 2 * Double.pi - 0.6)
        cairo_arc_negative(c.cr, 128, 88, 52, 2 * Double.pi - 1.2, 1.5)
        cairo_close_path(c.cr)
        c.paint(fill, outline: outline)
    case "heart":
        cairo_move_to(c.cr, 100, 160)
        cairo_curve_to(c.cr, 20, 110, 30, 40, 100, 68)
        cairo_curve_to(c.cr, 170, 40, 180, 110, 100, 160)
        c.paint(fill, outline: outline)
    case "gem":
        c.polygon([(100, 36), (160, 82), (100, 166), (40, 82)])
        c.paint(fill, outline: outline)
        c.polygon([(100, 36), (124, 82), (100, 166), (76, 82)])
        c.paint(0xFFFFFF, alpha: 0.35)
    default:
        for index in 0..<6 {
            let angle = Double(index) * Double.pi / 3
            c.ellipse(100 + 38 * cos(angle), 100 + 38 * sin(angle), 28, 28)
            c.paint(fill, outline: outline, width: 4)
        }
        c.circle(100, 100, 24)
        c.paint(0xFFD23F, outline: 0xB07A00, width: 4)
    }
}

/// The photo library's pictures: six little landscapes.
func drawPhoto(_ index: Int, _ c: Canvas) {
    let palettes: [(sky: (UInt32, UInt32), sun: UInt32, hills: (UInt32, UInt32))] = [
        ((0xFF9A62, 0xFFD9A0), 0xFFF1B5, (0x7A3E6B, 0x4B2450)),  // sunset
        ((0x6EC3F4, 0xD6F0FF), 0xFFF6C2, (0x3E9B5B, 0x2B6E41)),  // meadow
        ((0x1B2A59, 0x46528C), 0xF2F0E6, (0x15203F, 0x0B1229)),  // night
        ((0xBFE3F5, 0xF4FBFF), 0xFFFFFF, (0xE8EEF5, 0x9EB3C7)),  // snow
        ((0xF7C873, 0xFCEBC2), 0xFFFFFF, (0xD08A4A, 0xA3602B)),  // desert
        ((0x8ED1C6, 0xE2F6F1), 0xFFF6C2, (0x2F8F83, 0x1D5F57)),  // lake
    ]
    let palette = palettes[(index - 1) % palettes.count]
    cairo_rectangle(c.cr, 0, 0, c.width, c.height)
    c.gradient(top: palette.sky.0, bottom: palette.sky.1, from: 0, to: c.height)
    c.circle(c.width * (0.25 + 0.1 * Double(index % 3)), c.height * 0.32, 26)
    c.paint(palette.sun)
    cairo_move_to(c.cr, 0, c.height * 0.7)
    cairo_curve_to(c.cr, c.width * 0.3, c.height * 0.35, c.width * 0.5, c.height * 0.8, c.width * 0.7, c.height * 0.5)
    cairo_curve_to(c.cr, c.width * 0.85, c.height * 0.35, c.width, c.height * 0.6, c.width, c.height * 0.6)
    cairo_line_to(c.cr, c.width, c.height)
    cairo_line_to(c.cr, 0, c.height)
    cairo_close_path(c.cr)
    c.paint(palette.hills.0)
    cairo_move_to(c.cr, 0, c.height * 0.85)
    cairo_curve_to(c.cr, c.width * 0.4, c.height * 0.65, c.width * 0.6, c.height * 0.95, c.width, c.height * 0.8)
    cairo_line_to(c.cr, c.width, c.height)
    cairo_line_to(c.cr, 0, c.height)
    cairo_close_path(c.cr)
    c.paint(palette.hills.1)
    cairo_rectangle(c.cr, 3, 3, c.width - 6, c.height - 6)
    c.color(0xFFFFFF)
    cairo_set_line_width(c.cr, 6)
    cairo_stroke(c.cr)
}
