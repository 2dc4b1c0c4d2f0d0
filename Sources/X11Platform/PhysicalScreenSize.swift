import CX11

/// The physical pixel density of the monitor the window is on, as XRandR reports it from the monitor's EDID.
/// Many outputs report nothing (Xvfb, projectors, some virtual machines say 0 mm): then there is no answer.
public enum PhysicalScreenSize {
    /// Pixels per millimetre of the output that shows the point (`x`, `y`) of the root window, or of the first
    /// connected output with a size; nil when XRandR is missing or no output reports a plausible size.
    public static func pixelsPerMillimetre(display: OpaquePointer, near x: Int32 = 0, _ y: Int32 = 0) -> Double? {
        var event: Int32 = 0
        var error: Int32 = 0
        guard XRRQueryExtension(display, &event, &error) != 0 else { return nil }
        let root = XRootWindow(display, XDefaultScreen(display))
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        var candidates: [(density: Double, containsPoint: Bool)] = []
        for index in 0..<Int(resources.pointee.noutput) {
            guard let output = XRRGetOutputInfo(display, resources, resources.pointee.outputs[index]) else { continue }
            defer { XRRFreeOutputInfo(output) }
            guard output.pointee.connection == RR_Connected, output.pointee.crtc != 0,
                let crtc = XRRGetCrtcInfo(display, resources, output.pointee.crtc)
            else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            guard
                let density = density(
                    pixels: (Int(crtc.pointee.width), Int(crtc.pointee.height)),
                    millimetres: (Int(output.pointee.mm_width), Int(output.pointee.mm_height)))
            else { continue }
            let inside =
                x >= crtc.pointee.x && x < crtc.pointee.x + Int32(crtc.pointee.width) && y >= crtc.pointee.y
                && y < crtc.pointee.y + Int32(crtc.pointee.height)
            candidates.append((density, inside))
        }
        return (candidates.first(where: \.containsPoint) ?? candidates.first)?.density
    }

    /// Pixels per millimetre from a mode's size and the monitor's size, or nil when the size is missing or
    /// implausible (under 20 mm, or horizontal and vertical densities that disagree by more than a quarter, which is
    /// what a monitor reporting its aspect ratio — 16 × 9 "mm" — or a rotated output without swapped sizes gives).
    public static func density(pixels: (width: Int, height: Int), millimetres: (width: Int, height: Int)) -> Double? {
        guard pixels.width > 0, pixels.height > 0, millimetres.width >= 20, millimetres.height >= 20 else { return nil }
        let horizontal = Double(pixels.width) / Double(millimetres.width)
        let vertical = Double(pixels.height) / Double(millimetres.height)
        guard max(horizontal, vertical) / min(horizontal, vertical) < 1.25 else { return nil }
        return (horizontal + vertical) / 2
    }
}
