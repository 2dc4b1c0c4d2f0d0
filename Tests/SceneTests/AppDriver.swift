import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// The demo app on a virtual clock, with a recording sound player: scenes are tested without a display.
final class AppDriver {
    let clock = VirtualClock()
    let sound = RecordingSoundPlayer()
    let app: DemoApp

    init(scene: SceneKind, size: Size = Size(width: 1000, height: 760), calibrationProfile: String? = nil) {
        app = DemoApp(size: size, clock: clock, sound: sound, scene: scene, calibrationProfile: calibrationProfile)
    }

    func send(_ kind: InputEvent.Kind) { app.send(InputEvent(time: clock.now, kind)) }
    func wait(_ seconds: Double) { clock.advance(by: seconds) }

    func touches(_ samples: [TouchSample]) { send(.touches(samples)) }
    func down(_ id: Int = 1, _ point: Point) { touches([TouchSample(id: id, phase: .began, location: point)]) }
    func move(_ id: Int = 1, _ point: Point) { touches([TouchSample(id: id, phase: .moved, location: point)]) }
    func up(_ id: Int = 1, _ point: Point) { touches([TouchSample(id: id, phase: .ended, location: point)]) }

    /// One finger along a path, `interval` seconds between points, lifted at the end.
    func drag(_ path: [Point], interval: Double = 0.016) {
        down(1, path[0])
        for point in path.dropFirst() {
            wait(interval)
            move(1, point)
        }
        up(1, path[path.count - 1])
    }

    func tap(_ point: Point) {
        down(1, point)
        wait(0.05)
        up(1, point)
    }

    func key(_ name: String) { send(.key(KeySample(key: name))) }

    var state: AppState { app.state() }
}

/// Remembers the sounds asked for.
final class RecordingSoundPlayer: SoundPlaying {
    var played: [SoundEffect] = []
    func play(_ sound: SoundEffect) { played.append(sound) }
}
