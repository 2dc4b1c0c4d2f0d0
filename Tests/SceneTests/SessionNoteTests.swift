import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// A note over the scene says what the session did (where a recording went) for a few seconds: on virtual time.
@Suite("The note after a recording")
struct SessionNoteTests {
    private func texts(_ driver: AppDriver) -> [String] { DrawnText.all(in: driver.app.displayList()).map(\.text) }

    @Test("stopping a recording shows the file's path for six seconds, then the note goes")
    func pathShownForAFewSeconds() {
        let driver = AppDriver(scene: .knob, size: Size(width: 1024, height: 720))
        let note = SessionNote.recorded(events: 42, to: "/home/ada/gesturelab-knob-1764400000.trace.jsonl")
        #expect(note == "Recorded 42 events to /home/ada/gesturelab-knob-1764400000.trace.jsonl")
        driver.app.showNote(note)
        #expect(texts(driver).contains(note))
        driver.wait(5.9)
        #expect(texts(driver).contains(note), "still there after 5.9 s")
        driver.wait(0.2)
        #expect(driver.app.needsDisplay, "its going asks for a frame")
        #expect(!texts(driver).contains(note), "gone after 6 s")
    }

    @Test("a second note replaces the first and gets its own six seconds")
    func secondNoteReplaces() {
        let driver = AppDriver(scene: .monkey, size: Size(width: 1024, height: 720))
        driver.app.showNote(SessionNote.recorded(events: 1, to: "/tmp/a.trace.jsonl"))
        driver.wait(4)
        driver.app.showNote(SessionNote.recordingFailed("/nope is not writable"))
        #expect(!texts(driver).contains("Recorded 1 event to /tmp/a.trace.jsonl"))
        #expect(texts(driver).contains("Recording failed: /nope is not writable"))
        driver.wait(4)
        #expect(
            texts(driver).contains("Recording failed: /nope is not writable"), "not taken away by the first's timer")
        driver.wait(2.1)
        #expect(driver.app.note == nil)
    }

    @Test("in a narrow window a long path keeps the file's name, cut at its folders, and stays in the scene")
    func longPathKeepsTheName() throws {
        let driver = AppDriver(scene: .circles, size: Size(width: 480, height: 360))
        let folder = String(repeating: "/a-long-folder-name", count: 8)
        driver.app.showNote(SessionNote.recorded(events: 7, to: "\(folder)/gesturelab-circles-1.trace.jsonl"))
        let shown = try #require(DrawnText.all(in: driver.app.displayList()).first { $0.text.hasPrefix("Recorded") })
        #expect(
            shown.text.hasPrefix("Recorded 7 events to …") && shown.text.hasSuffix("gesturelab-circles-1.trace.jsonl"))
        #expect(shown.box.maxX <= 480 && shown.box.minX >= 0, "\(shown.box)")
    }

    @Test("a text cut keeping its end keeps the words before the path and the path's end, 40 characters in all")
    func cutKeepingEnd() {
        let text = "Recorded 2 events to /a/b/c/d/e/f/g/h/name.trace.jsonl"
        #expect(TextWrapping.cutKeepingEnd(text, to: 40) == "Recorded 2 events to …h/name.trace.jsonl")
        #expect(TextWrapping.cutKeepingEnd(text, to: 100) == text)
        #expect(
            TextWrapping.cutKeepingEnd("Recording failed: the disk is full today", to: 32)
                == "Recording failed: …is full today")
        #expect(TextWrapping.cutKeepingEnd(text, to: 20) == "…" + text.suffix(19), "no room for the words before it")
    }

    @Test("a note over the replay's or the recording's badge does not cover it")
    func beside() throws {
        let driver = AppDriver(scene: .knob, size: Size(width: 1024, height: 720))
        driver.app.session = SessionStatus(isRecording: true)
        driver.app.showNote(SessionNote.recorded(events: 3, to: "/tmp/b.trace.jsonl"))
        let texts = DrawnText.all(in: driver.app.displayList())
        let badge = try #require(texts.first { $0.text.hasPrefix("REC") })
        let note = try #require(texts.first { $0.text.hasPrefix("Recorded") })
        #expect(!badge.box.intersects(note.box))
    }
}
