import Testing

@testable import GestureWorkshop

@Suite struct RecognizerClassFinderTests {
    @Test func findsASubclassWithItsPlace() throws {
        let source = """
            import GestureEngine

            /// Not this: class Fake: GestureRecognizer
            final class ZStroke: GestureRecognizer {
                var points: [Point] = []
            }
            """
        let found = RecognizerClassFinder.declarations(in: source)
        #expect(found == [.init(name: "ZStroke", superclass: "GestureRecognizer", line: 4, column: 7)])
    }

    @Test func ignoresClassesInCommentsAndStrings() {
        let source = """
            /* class A: GestureRecognizer {} */
            let text = "class B: GestureRecognizer"
            // class C: GestureRecognizer
            class Helper { }
            class D: PanGestureRecognizer {}
            """
        #expect(RecognizerClassFinder.declarations(in: source).map(\.name) == ["D"])
    }

    @Test func severalCandidatesNeedAClassName() throws {
        let source = "class A: GestureRecognizer {}\nclass B: GestureRecognizer {}\n"
        #expect(throws: WorkshopError.self) { try RecognizerClassFinder.choose(nil, in: source, file: "F.swift") }
        #expect(try RecognizerClassFinder.choose("B", in: source, file: "F.swift").line == 2)
        #expect(throws: WorkshopError.self) { try RecognizerClassFinder.choose("C", in: source, file: "F.swift") }
    }

    @Test func noCandidateIsAnErrorAtTheFileStart() {
        #expect(
            throws: WorkshopError(
                "F.swift:1:1: error: no GestureRecognizer subclass found; declare one, such as `class MyGestureRecognizer: GestureRecognizer { … }`"
            )
        ) {
            try RecognizerClassFinder.choose(nil, in: "struct S {}", file: "F.swift")
        }
    }
}
