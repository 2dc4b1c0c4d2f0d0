import Foundation
import GestureLabTestSupport
import Testing

@testable import GestureWorkshop

/// Writes a file and returns its path.
@discardableResult
func write(_ text: String, to path: String) throws -> String {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// A one-finger tap recognizer, as an attendee would type it.
let tapSource = """
    import GestureEngine

    /// Recognizes a one-finger tap.
    class MyTap: GestureRecognizer {
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            if event.touches(for: self).count > 1 { state = .failed }
        }

        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            state = .recognized
        }
    }

    """

/// A tap at (300, 300) from 0.1 s to 0.15 s, on the playground of a 1024×720 window.
let tapTrace = """
    {"format": "gesturelab-trace", "height": 720, "scene": "playground", "version": 1, "width": 1024}
    {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 300.0, "y": 300.0}]}
    {"t": 0.15, "touches": [{"id": 1, "phase": "ended", "x": 300.0, "y": 300.0}]}

    """
