import GestureEngine

extension ToggleButton {
    /// The "Teach it my way" button of the circle game, the chevron scene and the workshop playground, added to
    /// `root`, with its tap recognizer: the caller gives the tap its action (teaching starts or stops).
    public static func teachButton(in root: View) -> (button: ToggleButton, tap: TapGestureRecognizer) {
        let button = ToggleButton(
            name: "teachButton", frame: Rect(x: 0, y: 0, width: ToggleButton.width, height: 34),
            title: { isOn in isOn ? "Stop teaching (Esc)" : "Teach it my way (C)" },
            compactTitle: { isOn in isOn ? "Stop (Esc)" : "Teach (C)" })
        root.addSubview(button)
        let tap = TapGestureRecognizer(name: "teachTap")
        button.addGestureRecognizer(tap)
        return (button, tap)
    }
}
