import FileChecks
import Foundation
import GestureLabTestSupport
import Testing

@Suite("What a path names: nothing, a file, a folder, or something else")
struct PathKindTests {
    @Test("a missing path, a file, a folder, a device, a path through a file")
    func kinds() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/notes.txt"
            try "text".write(toFile: file, atomically: true, encoding: .utf8)
            #expect(PathKind(of: folder) == .folder)
            #expect(PathKind(of: file) == .file)
            #expect(PathKind(of: folder + "/absent") == .missing)
            #expect(PathKind(of: file + "/inside") == .missing, "a path through a file names nothing")
            #expect(PathKind(of: "/dev/null") == .other)
        }
    }

    @Test("one file however it is spelled: through a link, a '..', a second hard link; two files are two")
    func sameFile() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/a.txt"
            try "a".write(toFile: file, atomically: true, encoding: .utf8)
            try "b".write(toFile: folder + "/b.txt", atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: file)
            try FileManager.default.linkItem(atPath: file, toPath: folder + "/hard.txt")
            try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
            #expect(isSameFile(file, folder + "/link"))
            #expect(isSameFile(file, folder + "/sub/../a.txt"))
            #expect(isSameFile(file, folder + "/hard.txt"))
            #expect(!isSameFile(file, folder + "/b.txt"))
            #expect(!isSameFile(file, folder + "/absent"))
        }
    }
}
