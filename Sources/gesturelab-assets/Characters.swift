import CX11
import Foundation

/// The monkey: a round brown face with big ears, a tan face mask and a grin.
func drawMonkey(_ c: Canvas) {
    let brown: UInt32 = 0x8A5A33
    let dark: UInt32 = 0x4A2E1A
    let tan: UInt32 = 0xF0C9A0
    let pink: UInt32 = 0xE89A8A
    for x in [78.0, 322] {
        c.circle(x, 190, 60)
        c.paint(brown, outline: dark)
        c.circle(x, 190, 34)
        c.paint(pink)
    }
    c.circle(200, 205, 150)
    c.paint(brown, outline: dark)
    // A tuft of hair.
    cairo_move_to(c.cr, 170, 62)
    cairo_curve_to(c.cr, 185, 20, 215, 30, 205, 60)
    cairo_move_to(c.cr, 205, 58)
    cairo_curve_to(c.cr, 230, 25, 255, 45, 235, 70)
    c.color(dark)
    cairo_set_line_width(c.cr, 7)
    cairo_stroke(c.cr)
    // The face mask: two eye lobes and a muzzle.
    c.circle(158, 190, 66)
    c.circle(242, 190, 66)
    c.paint(tan)
    c.ellipse(200, 268, 112, 82)
    c.paint(tan)
    // Eyes with highlights.
    for x in [160.0, 240] {
        c.ellipse(x, 190, 30, 36)
        c.paint(0xFFFFFF, outline: dark, width: 4)
        c.circle(x + 6, 196, 17)
        c.paint(0x2A1A10)
        c.circle(x + 12, 188, 6)
        c.paint(0xFFFFFF)
    }
    // Nostrils and a grin.
    c.ellipse(186, 246, 8, 6)
    c.paint(dark)
    c.ellipse(214, 246, 8, 6)
    c.paint(dark)
    cairo_new_sub_path(c.cr)
    cairo_arc(c.cr, 200, 262, 58, 0.2 * Double.pi, 0.8 * Double.pi)
    c.color(dark)
    cairo_set_line_width(c.cr, 8)
    cairo_stroke(c.cr)
    c.ellipse(120, 262, 20, 12)
    c.paint(pink, alpha: 0.6)
    c.ellipse(280, 262, 20, 12)
    c.paint(pink, alpha: 0.6)
}

/// The banana: a ripe crescent with brown tips.
func drawBanana(_ c: Canvas) {
    cairo_save(c.cr)
    cairo_translate(c.cr, 200, 200)
    cairo_rotate(c.cr, -0.55)
    cairo_scale(c.cr, 1.1, 1.1)
    cairo_translate(c.cr, 0, -25)
    cairo_move_to(c.cr, -150, -20)
    cairo_curve_to(c.cr, -90, 140, 90, 140, 150, -20)
    cairo_curve_to(c.cr, 100, 20, -100, 20, -150, -20)
    cairo_close_path(c.cr)
    let pattern = cairo_pattern_create_linear(0, 0, 0, 110)!
    cairo_pattern_add_color_stop_rgb(pattern, 0, 1.0, 0.92, 0.35)
    cairo_pattern_add_color_stop_rgb(pattern, 1, 0.96, 0.72, 0.10)
    c.paint(pattern, outline: 0x7A5410, width: 6)
    // A ridge along the fruit.
    cairo_move_to(c.cr, -120, 5)
    cairo_curve_to(c.cr, -60, 75, 60, 75, 120, 5)
    c.color(0xC98F12, 0.7)
    cairo_set_line_width(c.cr, 4)
    cairo_stroke(c.cr)
    // Brown tips: the stalk and the flower end.
    c.polygon([(-150, -20), (-172, -34), (-160, -6)])
    c.paint(0x5A3A12, outline: 0x3A2408, width: 3)
    c.circle(150, -20, 9)
    c.paint(0x3A2408)
    cairo_restore(c.cr)
}

/// The knob's face: a brushed-metal dial with tick marks, a shaded disc and a centre dot. It has no pointer: the
/// scene draws the pointer (`KnobScene.pointerRect`, a red rounded bar at 188, 70, 24 × 90 of these 400 units)
/// turned over the face, which stays put as a real dial's light and scale do.
func drawKnobFace(_ c: Canvas) {
    c.circle(200, 205, 188)
    c.paint(0x000000, alpha: 0.15)
    c.circle(200, 200, 188)
    let ring = cairo_pattern_create_linear(0, 12, 0, 388)!
    cairo_pattern_add_color_stop_rgb(ring, 0, 0.93, 0.93, 0.95)
    cairo_pattern_add_color_stop_rgb(ring, 1, 0.55, 0.56, 0.60)
    cairo_set_source(c.cr, ring)
    cairo_fill(c.cr)
    cairo_pattern_destroy(ring)
    for index in 0..<36 {
        let angle = Double(index) * Double.pi / 18 - Double.pi / 2
        let inner = index % 3 == 0 ? 150.0 : 162
        cairo_move_to(c.cr, 200 + inner * cos(angle), 200 + inner * sin(angle))
        cairo_line_to(c.cr, 200 + 178 * cos(angle), 200 + 178 * sin(angle))
        c.color(0x3A3D45, index % 3 == 0 ? 0.9 : 0.5)
        cairo_set_line_width(c.cr, index % 3 == 0 ? 5 : 3)
        cairo_stroke(c.cr)
    }
    c.circle(200, 200, 138)
    let cap = cairo_pattern_create_radial(170, 160, 10, 200, 200, 140)!
    cairo_pattern_add_color_stop_rgb(cap, 0, 0.98, 0.98, 1.0)
    cairo_pattern_add_color_stop_rgb(cap, 1, 0.68, 0.70, 0.75)
    c.paint(cap, outline: 0x5A5D66, width: 4)
    c.circle(200, 200, 18)
    c.paint(0x8A8D96)
}

/// The app icon: a blue tile with a finger's touch and its swirl.
func drawIcon(_ c: Canvas) {
    c.roundedRect(8, 8, 240, 240, 56)
    c.gradient(top: 0x4FA3F7, bottom: 0x2F5FD1, from: 8, to: 248)
    cairo_new_sub_path(c.cr)
    cairo_arc(c.cr, 128, 128, 78, -0.3, 4.4)
    c.color(0xFFFFFF, 0.85)
    cairo_set_line_width(c.cr, 14)
    cairo_stroke(c.cr)
    c.circle(128, 128, 34)
    c.paint(0xFFFFFF)
    c.circle(128, 128, 20)
    c.paint(0xF5C400)
}
