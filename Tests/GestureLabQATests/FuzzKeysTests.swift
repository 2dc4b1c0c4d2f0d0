import GestureLabQA
import SceneSupport
import Testing
import TutorialScenes

@Suite("The fuzzer presses the keys the scenes declare")
struct FuzzKeysTests {
    @Test("a number key per scene, the inspector's I, and every key a scene declares (letters in both cases)")
    func keysComeFromTheCatalog() {
        let keys = Set(FuzzInputGenerator.keys)
        let catalog = SceneCatalog.tutorials
        for number in 1...catalog.scenes.count { #expect(keys.contains(String(number))) }
        #expect(!keys.contains(String(catalog.scenes.count + 1)), "no key for a scene that is not there")
        #expect(keys.contains("i"))
        for info in catalog.infos {
            for key in info.keys {
                #expect(keys.contains(key.key), "\(info.kind.rawValue) declares \(key.key)")
                if key.key.count == 1 { #expect(keys.contains(key.key.uppercased())) }
            }
        }
    }
}
