import GestureEngine
import GestureLabTestSupport
import Testing
import TutorialRecognizers

/// The circle begins at touch-down, but the engine may hold that begin back: UIKit's require(toFail:) "delays the
/// receiver's transition out of possible" until the other recognizer fails. While it waits, the circle must not
/// ask for `changed` (possible → changed is illegal; the fuzzer found it about once every 250 events).
@Suite("The circle while its begin is held back")
struct CircleWaitingTests {
    @Test("a circle that must wait for a double tap to fail asks for nothing illegal, then begins and ends")
    func waitsThenBegins() {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        var illegal: [IllegalTransition] = []
        stage.driver.window.onIllegalTransition = { illegal.append($0) }
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)
        stage.recognizer.require(toFail: double)
        stage.draw(arc(center: Point(x: 300, y: 300), radius: 80))
        #expect(illegal.isEmpty, "\(illegal)")
        #expect(
            stage.log.story
                == "circle: waits for double to fail; double: possible → failed; circle: possible → began; "
                + "circle: began → changed; circle: changed → ended")
    }
}
