import CalibrationProfile
import FileChecks
import Foundation
import GestureLabTestSupport
import Testing

@Suite("The calibration profile file: where it lives, round trip, atomic writes, damaged files, reset")
struct ProfileStoreTests {
    private let entry = CalibrationProfile.Entry(
        limits: ["turn covered": 0.72], generalLimits: ["turn covered": 0.75],
        date: Date(timeIntervalSince1970: 1_800_000_000), attempts: 3, falseAccepts: 2, negatives: 3972)

    @Test("XDG_CONFIG_HOME when set and absolute, else ~/.config (the XDG base directory specification)")
    func standardPath() {
        #expect(
            ProfileStore.standardPath(environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/home/ann"])
                == "/tmp/cfg/gesturelab/profile.json")
        #expect(
            ProfileStore.standardPath(environment: ["HOME": "/home/ann"]) == "/home/ann/.config/gesturelab/profile.json"
        )
        // "If $XDG_CONFIG_HOME is either not set or empty, a default equal to $HOME/.config should be used"; a
        // relative path "is invalid and should be ignored".
        #expect(
            ProfileStore.standardPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/ann"])
                == "/home/ann/.config/gesturelab/profile.json")
        #expect(
            ProfileStore.standardPath(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/ann"])
                == "/home/ann/.config/gesturelab/profile.json")
    }

    @Test("saved and loaded back the same, its folder made, no temporary file left behind")
    func roundTrip() throws {
        try withTemporaryFolder { folder in
            let store = ProfileStore(path: folder + "/gesturelab/profile.json")
            #expect(try store.load() == nil)
            let profile = CalibrationProfile(recognizers: ["circle": entry])
            try store.save(profile)
            #expect(try store.load() == profile)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/gesturelab") == ["profile.json"])
            #expect(abs(entry.falseAcceptRate - 2.0 / 3972) < 1e-12)
        }
    }

    @Test("a damaged file is a clear error naming the file and what is wrong")
    func damaged() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            let store = ProfileStore(path: path)
            try Data("{\"version\": 1, \"recognizers\": {\"circle\": {\"limits\": {}}}".utf8).write(
                to: URL(fileURLWithPath: path))
            #expect(throws: ProfileStore.Failure.self) { try store.load() }
            do {
                _ = try store.load()
            } catch let error as ProfileStore.Failure {
                #expect(error.description.hasPrefix("the calibration profile \(path) is damaged (not valid JSON)"))
            }
            try Data("{\"version\": 1, \"recognizers\": {\"circle\": {\"limits\": {}}}}".utf8).write(
                to: URL(fileURLWithPath: path))
            do {
                _ = try store.load()
                Issue.record("an entry without its date loaded")
            } catch let error as ProfileStore.Failure {
                #expect(error.description.contains("missing recognizers.circle.generalLimits"))
            }
            try Data("{\"version\": 2, \"recognizers\": {}}".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: ProfileStore.Failure.damaged(path: path, detail: "unknown version 2")) { try store.load() }
        }
    }

    @Test("a file that is no profile (a document, a recording) is refused by load and reset and left as it is")
    func notAProfile() throws {
        try withTemporaryFolder { folder in
            for (name, text) in [("README.md", "# Notes\n"), ("t.jsonl", "{\"format\":\"gesturelab-trace\"}\n")] {
                let path = folder + "/" + name
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                let store = ProfileStore(path: path)
                #expect(throws: ProfileStore.Failure.self) { try store.load() }
                #expect(throws: ProfileStore.Failure.self) { try store.reset() }
                #expect(throws: ProfileStore.Failure.self) { try store.reset(.chevron) }
                do {
                    _ = try store.reset()
                } catch let error as ProfileStore.Failure {
                    #expect(error.description.hasPrefix("\(path) is not a calibration profile ("))
                    #expect(error.description.hasSuffix("left as it is"))
                }
                #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
            }
            // The same text at the standard place is a damaged profile: nothing but GestureLab writes there.
            let standard = ProfileStore.standard(environment: ["XDG_CONFIG_HOME": folder])
            try FileManager.default.createDirectory(atPath: folder + "/gesturelab", withIntermediateDirectories: true)
            try Data("# Notes\n".utf8).write(to: URL(fileURLWithPath: standard.path))
            #expect(standard.isStandardPlace)
            #expect(throws: ProfileStore.Failure.damaged(path: standard.path, detail: "not valid JSON")) {
                try standard.load()
            }
            #expect(try standard.reset())
            #expect(PathKind(of: standard.path) == .missing)
        }
    }

    @Test("reset removes one recognizer's entry, the whole file when nothing is left, and says when there was none")
    func reset() throws {
        try withTemporaryFolder { folder in
            let store = ProfileStore(path: folder + "/profile.json")
            #expect(try !store.reset())
            try store.save(CalibrationProfile(recognizers: ["circle": entry, "chevron": entry]))
            #expect(try store.reset(.circle))
            #expect(try store.load()?.recognizers.keys.sorted() == ["chevron"])
            #expect(try !store.reset(.circle))
            #expect(try store.reset(.chevron))
            #expect(!FileManager.default.fileExists(atPath: store.path))
        }
    }

    @Test("a profile path that names a folder is refused: reset removes nothing in it, load names the problem")
    func folderIsNeverRemoved() throws {
        try withTemporaryFolder { folder in
            let precious = folder + "/precious"
            try FileManager.default.createDirectory(atPath: precious, withIntermediateDirectories: true)
            try "keep me".write(toFile: precious + "/notes.txt", atomically: true, encoding: .utf8)
            let store = ProfileStore(path: precious)
            #expect(throws: ProfileStore.Failure.notAFile(path: precious)) { try store.reset() }
            #expect(throws: ProfileStore.Failure.notAFile(path: precious)) { try store.reset(.circle) }
            #expect(throws: ProfileStore.Failure.notAFile(path: precious)) { try store.load() }
            #expect(FileManager.default.fileExists(atPath: precious + "/notes.txt"), "the folder's file was removed")
            #expect("\(ProfileStore.Failure.notAFile(path: precious))".contains("left as it is"))
        }
    }

    @Test("a link to a folder is refused like the folder; a link to a profile is removed, the profile it names kept")
    func linksAreNotFollowedIntoRemoval() throws {
        try withTemporaryFolder { folder in
            let precious = folder + "/precious"
            try FileManager.default.createDirectory(atPath: precious, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/to-folder", withDestinationPath: precious)
            let toFolder = ProfileStore(path: folder + "/to-folder")
            #expect(throws: ProfileStore.Failure.notAFile(path: toFolder.path)) { try toFolder.reset() }
            #expect(PathKind(of: precious) == .folder)

            let real = ProfileStore(path: folder + "/real.json")
            try real.save(CalibrationProfile(recognizers: ["circle": entry]))
            try FileManager.default.createSymbolicLink(atPath: folder + "/to-file", withDestinationPath: real.path)
            #expect(try ProfileStore(path: folder + "/to-file").reset())
            #expect(PathKind(of: folder + "/to-file") == .missing)
            #expect(PathKind(of: real.path) == .file, "removing the link removed the profile it named")
        }
    }
}
