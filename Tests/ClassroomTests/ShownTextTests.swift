import Classroom
import Testing

/// What a name on the teacher's page may be (the issue's limits): NFC, no control or formatting characters, no
/// runs of combining marks, at most 64 bytes of UTF-8.
struct ShownTextTests {
    @Test func theIssuesHostileNamesAreRefused() {
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 300_000)
        #expect(ShownText.problem(withName: zalgo)?.contains("bytes") == true)
        let shortZalgo = "Z" + String(repeating: "\u{0301}", count: 4)
        #expect(ShownText.problem(withName: shortZalgo) == "holds more than 3 combining marks in a row")
        #expect(ShownText.problem(withName: "\n\n\n")?.contains("control") == true, "a name of only newlines")
        #expect(ShownText.problem(withName: "Ada\nBo")?.contains("control") == true)
        #expect(ShownText.problem(withName: "Ada\u{202E}olleh")?.contains("control") == true)
        #expect(ShownText.problem(withName: "   ") == "is empty")
        // 65 bytes: 33 two-byte letters.
        #expect(ShownText.problem(withName: String(repeating: "é", count: 33))?.contains("64 bytes") == true)
        #expect(ShownText.problem(withName: "e\u{0301}") == "is not in Unicode NFC (normalize it first)")
    }

    @Test func realNamesAreTaken() {
        for name in [
            "Ada", "O'Brien", "Ana María", "Nguyễn Thị Minh Khai", "मनीषा", "李小龙", "👩‍💻 Dev",
            String(repeating: "é", count: 32),
        ] {
            #expect(ShownText.problem(withName: ShownText.normalizedName(name)) == nil, "\(name)")
        }
        #expect(ShownText.normalizedName("e\u{0301}va ") == "\u{00E9}va")
    }

    @Test func messagesKeepNewlinesButNotOtherControls() {
        #expect(ShownText.problem(withMessage: "a.swift:1:2: error: x\n  let x\n  ^") == nil)
        #expect(ShownText.problem(withMessage: "bell \u{07}") == "holds a control character")
        #expect(ShownText.problem(withMessage: String(repeating: "x", count: 2001))?.contains("2000 bytes") == true)
    }

    @Test func commandsAreQuotedForTheShell() {
        #expect(ShellQuoting.command(["gesturelab", "--name", "O'Brien"]) == #"gesturelab --name 'O'\''Brien'"#)
        #expect(ShellQuoting.command(["--name", "Ana María", "x"]) == "--name 'Ana María' x")
        #expect(ShellQuoting.quote("") == "''")
        #expect(ShellQuoting.quote("http://10.0.0.2:8080") == "http://10.0.0.2:8080")
        #expect(ShellQuoting.quote("$(rm -rf ~)") == "'$(rm -rf ~)'")
    }
}
