import CX11

/// Everything XInput 2 says of one device, as `gesturelab devices` lists it: its id, name and place in the device
/// hierarchy, its kind, its touch class and its valuators (axes). Plain values, so the listing's text is tested
/// without a server.
public struct InputDeviceInfo: Sendable, Equatable {
    /// Where the device sits in XInput's hierarchy (XI2.h: XIMasterPointer … XIFloatingSlave).
    public enum Use: String, Sendable {
        case masterPointer = "master pointer"
        case masterKeyboard = "master keyboard"
        case slavePointer = "slave pointer"
        case slaveKeyboard = "slave keyboard"
        case floatingSlave = "floating slave"
    }

    /// A touch class: direct (a touchscreen: touches land where the finger is) or dependent (a touchpad: touches
    /// move a pointer), and how many touches it follows at once.
    public struct Touch: Sendable, Equatable {
        public let isDirect: Bool
        public let maximumTouches: Int

        public init(isDirect: Bool, maximumTouches: Int) {
            self.isDirect = isDirect
            self.maximumTouches = maximumTouches
        }
    }

    /// One axis: its number, its label ("Abs Pressure", "Abs MT Touch Major"), its range, its resolution in units per
    /// metre (0 when the driver gives none) and whether it is absolute.
    public struct Valuator: Sendable, Equatable {
        public let number: Int
        public let label: String
        public let minimum: Double
        public let maximum: Double
        public let resolution: Int
        public let isAbsolute: Bool

        public init(number: Int, label: String, minimum: Double, maximum: Double, resolution: Int, isAbsolute: Bool) {
            self.number = number
            self.label = label
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
            self.isAbsolute = isAbsolute
        }
    }

    public let id: Int
    public let name: String
    public let use: Use
    /// The master a slave is attached to, or a master's paired device.
    public let attachment: Int
    public let isEnabled: Bool
    public let touch: Touch?
    public let valuators: [Valuator]
    public let buttons: Int
    /// Smooth-scrolling axes (XIScrollClass).
    public let scrollAxes: Int

    public init(
        id: Int, name: String, use: Use, attachment: Int, isEnabled: Bool, touch: Touch?, valuators: [Valuator],
        buttons: Int, scrollAxes: Int
    ) {
        self.id = id
        self.name = name
        self.use = use
        self.attachment = attachment
        self.isEnabled = isEnabled
        self.touch = touch
        self.valuators = valuators
        self.buttons = buttons
        self.scrollAxes = scrollAxes
    }

    /// touchscreen, touchpad, pen, eraser, mouse or keyboard (for masters: pointer or keyboard): a touch class
    /// decides; then the name, as tablets name their tools ("… Pen stylus", "… Pen eraser"); then a pressure axis
    /// (only pens have one without touch).
    public var kind: String {
        switch use {
        case .masterPointer: return "pointer"
        case .masterKeyboard: return "keyboard"
        case .slaveKeyboard: return "keyboard"
        case .slavePointer, .floatingSlave:
            if name.lowercased().contains("eraser") { return "eraser" }
            let kind = InputDevices.kind(
                name: name, touchMode: touch.map { $0.isDirect ? Int32(XIDirectTouch) : Int32(XIDependentTouch) },
                fromTouch: false)
            if kind == "mouse" && valuators.contains(where: { $0.label == "Abs Pressure" }) { return "pen" }
            return kind
        }
    }
}
