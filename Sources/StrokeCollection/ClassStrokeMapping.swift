import Classroom
import GestureEngine
import StrokeEvaluation

extension ClassStroke {
    /// A recorded stroke as `person`'s, with an id made from its content, so an upload repeated (or the same stroke
    /// sent while collecting and again from its file) stores it once.
    public init(recorded: RecordedStroke, person: String) {
        let points = recorded.points.map { [$0.location.x, $0.location.y, $0.milliseconds] }
        self.init(
            id: Self.contentID(person: person, kind: recorded.name, points: points), person: person,
            kind: recorded.name, speed: recorded.speed, points: points,
            canvas: recorded.canvas.map { [$0.width, $0.height] })
    }

    /// A stroke just collected, as `person`'s, with its points as the stroke file keeps them: its id is the one
    /// `classroom upload` gives the same stroke read back from the file.
    public init(collected: CollectedStroke, person: String) {
        let points = StrokeLineEncoder.filedPoints(of: collected)
        self.init(
            id: Self.contentID(person: person, kind: collected.key.name, points: points), person: person,
            kind: collected.key.name, speed: collected.key.speed, points: points,
            canvas: StrokeLineEncoder.filedCanvas(of: collected))
    }

    /// FNV-1a of the person, kind and points: stable across runs and machines, unlike `Hasher`.
    static func contentID(person: String, kind: String, points: [[Double]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(person)|\(kind)|\(points)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
