/// The GestureLab release, written into the files it makes (a stroke session's header).
public enum GestureLabVersion {
    public static let current = "0.1.0"
}
