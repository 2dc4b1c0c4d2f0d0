/// Something on screen that adds its own drawing to a frame, in window coordinates (through all its transforms).
/// Views draw themselves; scenes and the app shell only say in which order.
public protocol DrawsItself: AnyObject {
    func draw(into list: inout DisplayList)
}
