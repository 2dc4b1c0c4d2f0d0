import CX11

extension X11Window {
    /// The screen's size in millimetres, from the monitor's density (XRandR); nil where the monitor reports none.
    public var screenMillimetres: (width: Double, height: Double)? {
        guard let density = pixelsPerMillimetre else { return nil }
        let screen = XDefaultScreen(display)
        return (
            (Double(XDisplayWidth(display, screen)) / density).rounded(),
            (Double(XDisplayHeight(display, screen)) / density).rounded()
        )
    }
}
