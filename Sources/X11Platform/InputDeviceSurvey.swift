import CX11
import DisplayScaling
import Foundation

/// `gesturelab devices` without a window: opens the display, asks for XInput 2.4 as the app does, and lists every
/// device with what the app would make of it at the scale it would use.
public enum InputDeviceSurvey {
    /// The listing; throws `X11StartError` when there is no display to open, and says so when the server has no
    /// XInput 2 (the app then reads core pointer and key events only).
    public static func text(
        displayName: String?, scaleOption: Double?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let name = displayName ?? displayVariable()
        guard let name, !name.isEmpty else { throw X11StartError.noDisplayVariable }
        guard let display = XOpenDisplay(name) else { throw X11StartError.cannotOpenDisplay(name) }
        defer { XCloseDisplay(display) }
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        var major: Int32 = 2
        var minor: Int32 = 4
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0,
            XIQueryVersion(display, &major, &minor) == Success, major >= 2
        else {
            return "\(name): the server has no XInput 2; GestureLab reads its core pointer and keys only"
        }
        let scale = DesktopScale.resolve(option: scaleOption, environment: environment, display: display)
        return InputDeviceReport.text(
            InputDeviceList.query(display: display), display: name, version: (Int(major), Int(minor)),
            scale: scale.factor, scaleSource: scale.source.rawValue)
    }
}
