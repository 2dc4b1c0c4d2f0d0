import Testing
import X11Platform

@Suite("Frame pacing: Present only where it has a real refresh to wait for")
struct FramePacingTests {
    @Test("auto takes Present only when the server has it and the screen reports a refresh rate (Xvfb says 0 Hz)")
    func automatic() {
        #expect(FramePacing.resolve(.auto, serverHasPresent: true, refreshRate: 60) == .present)
        #expect(FramePacing.resolve(.auto, serverHasPresent: true, refreshRate: 144) == .present)
        #expect(FramePacing.resolve(.auto, serverHasPresent: true, refreshRate: 0) == .onDemand, "Xvfb")
        #expect(FramePacing.resolve(.auto, serverHasPresent: false, refreshRate: 60) == .onDemand)
        #expect(FramePacing.resolve(.auto, serverHasPresent: false, refreshRate: 0) == .onDemand)
    }

    @Test("present is honoured whenever the extension exists, even at 0 Hz; on-demand always")
    func asked() {
        #expect(FramePacing.resolve(.present, serverHasPresent: true, refreshRate: 0) == .present)
        #expect(FramePacing.resolve(.present, serverHasPresent: false, refreshRate: 60) == .onDemand)
        #expect(FramePacing.resolve(.onDemand, serverHasPresent: true, refreshRate: 60) == .onDemand)
    }

    @Test("the command line names of the choices")
    func names() {
        #expect(FramePacing.Choice.allCases.map(\.rawValue) == ["auto", "present", "on-demand"])
    }
}
