import SceneSupport

extension SceneKind {
    /// The chevron tutorial with the walkthrough's gallery (`--scene chevron`).
    public static let chevron: SceneKind = "chevron"
}

extension ChevronScene {
    /// What the state file says about the chevron scene: whether the photo library is open, which gallery
    /// recognizers fired, in order, why the last chevron failed (cleared by a successful one), why the last gallery
    /// stroke failed, and what "teach it my way" last said.
    public struct State: Codable, Equatable, Sendable {
        public var photoLibraryOpen: Bool
        public var galleryRecognized: [String]
        public var lastFailure: String?
        /// Why the last stroke drawn in a gallery box was refused (cleared by one its box accepted).
        public var galleryFailure: String?
        /// What "teach it my way" last said.
        public var teaching: String?
    }
}
