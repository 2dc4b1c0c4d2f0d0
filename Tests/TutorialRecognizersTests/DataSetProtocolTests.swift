import GestureEngine
import StrokeEvaluation
import Testing

/// Issue 49's protocol reads which set a stroke comes from from the line's `source` field, never from its person's
/// number: MMG+ numbers its people from 20001, past Quick, Draw!'s 5000, and its strokes are no drawings.
@Suite("eval's protocol: a stroke's set is its source field")
struct DataSetProtocolTests {
    private func line(_ name: String, subject: Int, source: String?) -> String {
        let field = source.map { #", "source": "\#($0)""# } ?? ""
        return #"{"name": "\#(name)", "subject": \#(subject)\#(field), "points": [[0, 0, 0], [10, 10, 16]]}"#
    }

    @Test("the source field is read into the stroke's data set; a line without one has none")
    func readsSource() throws {
        let text = [
            line("d_stroke2", subject: 20_005, source: "mmgplus-tablet"), line("circle", subject: 1, source: nil),
        ].joined(separator: "\n")
        let strokes = try StrokeFile.parse(text, file: "test.jsonl")
        #expect(strokes.map(\.dataSet) == ["mmgplus-tablet", nil])
    }

    @Test("the new sets' lock box is every third person of each group, whatever their number looks like")
    func newSetsLockBox() throws {
        func part(_ subject: Int, _ source: String?) throws -> DesignSplit.Part {
            let stroke = try #require(
                try StrokeFile.parse(line("x", subject: subject, source: source), file: "t").first)
            return DesignSplit.part(of: stroke)
        }
        #expect(try part(20_005, "mmgplus-smartphone") == .lockBox)
        #expect(try part(20_001, "mmgplus-smartphone") == .development)
        // 20,001 leaves 0 when divided by 3 and 20,003 leaves 2: read as a Quick, Draw! number it would be lock box.
        #expect(try part(20_003, "mmgplus-smartphone") == .development)
        #expect(try part(2106, "lowvision") == .lockBox && part(2101, "lowvision") == .development)
        #expect(try part(3005, "sign") == .lockBox && part(3001, "sign") == .development)
        #expect(try part(5003, "quickdraw") == .lockBox && part(5001, "quickdraw") == .development)
        #expect(try part(5, nil) == .lockBox && part(4, nil) == .development)
    }
}
