import CairoRenderer
import Foundation
import GestureEngine
import SceneSupport
import Testing

/// A path that grows while a finger draws it (`DisplayList.growingStroke`): cut into pieces at fixed points, so a
/// new point changes only the last piece, and a frame repaints that piece's box rather than the whole path.
@Suite("Growing strokes")
struct GrowingStrokeTests {
    /// Points 0.05 rad apart on a circle of radius 150 around (400, 300): 7.5 points between neighbours.
    private static func arc(_ count: Int) -> [Point] {
        (0..<count).map { index in
            let angle = Double(index) * 0.05
            return Point(x: 400 + 150 * cos(angle), y: 300 + 150 * sin(angle))
        }
    }

    private static func pieces(of points: [Point], color: Color = .pathYellow) -> [[Point]] {
        var list = DisplayList()
        list.growingStroke(points, color: color, width: 7)
        return list.commands.map { command in
            guard case .group(let inner, 1) = command, inner.count == 1,
                case .polyline(let piece, color, 7, false) = inner[0]
            else { return [] }
            return piece
        }
    }

    @Test("the pieces join end to start and make up the path, none longer than the piece size")
    func piecesMakeUpThePath() {
        for count in [2, 3, 16, 17, 18, 33, 120] {
            let path = Self.arc(count)
            let pieces = Self.pieces(of: path)
            #expect(pieces.allSatisfy { $0.count >= 2 && $0.count <= DisplayList.segmentsPerStrokePiece + 1 })
            for (previous, next) in zip(pieces, pieces.dropFirst()) { #expect(previous.last == next.first) }
            let joined = (pieces.first ?? []) + pieces.dropFirst().flatMap { $0.dropFirst() }
            #expect(joined == path, "\(count) points")
        }
    }

    @Test("a new point changes only the last piece (or starts a new one)")
    func growingChangesOnlyTheEnd() {
        var before = Self.pieces(of: Self.arc(2))
        for count in 3...60 {
            let after = Self.pieces(of: Self.arc(count))
            #expect(after.count == before.count || after.count == before.count + 1)
            #expect(Array(after.prefix(before.count - 1)) == Array(before.dropLast()), "\(count) points")
            before = after
        }
    }

    @Test("a translucent stroke stays one polyline (pieces would overlap darker where they meet)")
    func translucentStaysWhole() {
        var list = DisplayList()
        let path = Self.arc(40)
        let color = Color.pathYellow.withAlpha(0.5)
        list.growingStroke(path, color: color, width: 7)
        #expect(list.commands == [.polyline(path, color: color, width: 7, closed: false)])
        var empty = DisplayList()
        empty.growingStroke(Array(path.prefix(1)), color: .pathYellow, width: 7)
        #expect(empty.commands.isEmpty, "one point draws nothing")
    }

    /// A piece of 16 segments of 7.5 points spans at most 120 points along each axis; with the 7-point width and
    /// the 3-pixel margins its box is under 140 × 140 pixels. The whole circle's box is 300 + 7 + 6 = 313 pixels
    /// square, so one piece's repaint is under a fifth of it (a single polyline would repaint all of it).
    @Test("drawn point by point, each frame repaints about one piece's box, and the pixels match a full redraw")
    func repaintsOnlyTheLastPiece() throws {
        let renderer = DisplayListRenderer(images: try ImageLibrary(directory: NSTemporaryDirectory(), names: []))
        let canvas = try #require(ImageCanvas(width: 800, height: 600))
        let reference = try #require(ImageCanvas(width: 800, height: 600))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer)
        let path = Self.arc(126)  // a little over a whole turn
        let wholeCircle = 313 * 313
        var largest = 0
        var list = DisplayList()
        for count in 1...path.count {
            list = DisplayList()
            list.add(.clear(.background))
            list.growingStroke(Array(path.prefix(count)), color: .pathYellow, width: 7)
            let region = incremental.draw(list)
            if count > 2 { largest = max(largest, region.area) }
        }
        #expect(incremental.fullFrames == 1)
        #expect(largest * 5 < wholeCircle, "largest repaint \(largest) pixels")
        reference.draw(list, with: renderer, scale: 1)
        #expect(canvas.bytes.elementsEqual(reference.bytes))
    }

    /// Round five times, 66 pieces: the pieces of earlier turns are under the repaints again each time the finger
    /// comes back over them. Kept layers were limited to 64, fewer than the pieces, so each turn drew the earlier
    /// turns' pieces again (and with the inspector's groups too, every frame did).
    @Test("a stroke going round five times draws each piece's layer once", arguments: [1.0, 2.0])
    func longStrokeKeepsItsPieces(scale: Double) throws {
        let renderer = DisplayListRenderer(images: try ImageLibrary(directory: NSTemporaryDirectory(), names: []))
        let canvas = try #require(ImageCanvas(width: Int(800 * scale), height: Int(600 * scale)))
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer, scale: scale)
        // 0.03 rad apart on a circle of radius 150: 4.5 points between neighbours; 1,050 points go round five times.
        let path = (0..<1050).map { index in
            let angle = Double(index) * 0.03
            return Point(x: 400 + 150 * cos(angle), y: 300 + 150 * sin(angle))
        }
        var groups = Set<[DrawCommand]>()
        for count in 2...path.count {
            var list = DisplayList()
            list.add(.clear(.background))
            list.growingStroke(Array(path.prefix(count)), color: .pathYellow, width: 7)
            // A trail over the newest 40 points, as the inspector draws one: each repaint reaches across the turns.
            let trail = Array(path.prefix(count).suffix(40))
            list.add(.polyline(trail, color: Color.accent.withAlpha(0.5), width: 3, closed: false))
            for case .group(let commands, _) in list.commands { groups.insert(commands) }
            incremental.draw(list)
        }
        #expect(groups.count > 1000, "a new last piece for every point")
        #expect(renderer.groupLayersDrawn == groups.count, "layers drawn more than once")
    }
}
