import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// The tremor filter on its own: a Gaussian average along the path. The expected values come from the geometry of
/// averaging: evenly spaced points on a line average to themselves, and a Gaussian of standard deviation w keeps
/// exp(−2π²w²/λ²) of a wave of wavelength λ.
@Suite("Tremor filter: a tremor averaged away, lines and corners kept")
struct TremorFilterTests {
    @Test("a straight stretch more than three widths from a corner does not move; the ends stay")
    func straightStaysPut() throws {
        // An "L": 200 px right, then 200 px down. 64 points 400/63 px apart; the averaging reaches 3 widths.
        let corner = Point(x: 200, y: 0)
        let ell = polyline([Point(x: 0, y: 0), corner, Point(x: 200, y: 200)], step: 2)
        let width = 10.0
        let even = StrokeGeometry.resample(ell, count: 64)
        let steady = TremorFilter.steadied(ell, width: width, samples: 64)
        try #require(steady.count == even.count)
        #expect(steady.first == even.first)
        #expect(steady.last == even.last)
        let step = 400.0 / 63
        for (index, point) in even.enumerated() where abs(Double(index) * step - 200) > 3 * width + step {
            #expect(point.distance(to: steady[index]) < 1e-9, "point \(index)")
        }
        // The corner itself is rounded inwards (towards the inside of the "L"), by less than one width.
        let nearest = try #require(steady.min { $0.distance(to: corner) < $1.distance(to: corner) })
        #expect(nearest.x < corner.x && nearest.y > corner.y)
        #expect(nearest.distance(to: corner) < width)
    }

    /// A line 600 px long with a wave of `amplitude` and `wavelength` across it.
    private func wavy(amplitude: Double, wavelength: Double) -> [Point] {
        (0...1200).map { index in
            let x = Double(index) / 2
            return Point(x: x, y: 300 + amplitude * sin(2 * Double.pi * x / wavelength))
        }
    }

    /// The largest distance from the line y = 300 in the middle of the stroke (more than three widths from
    /// either end, where the averaging shrinks).
    private func residual(_ points: [Point], width: Double) -> Double {
        points.filter { $0.x > 3 * width + 10 && $0.x < 600 - 3 * width - 10 }.map { abs($0.y - 300) }.max() ?? 0
    }

    @Test("a tremor's short waves shrink to the Gaussian's share; a shape-sized wave keeps nearly all of it")
    func wavesShrink() {
        let width = 15.0
        // λ = 60 px: exp(−2π² · 15² / 60²) = 0.29 of the 4 px amplitude stays (the even spacing along the wavy
        // path moves the samples a little: up to 0.4 allowed).
        let tremor = TremorFilter.steadied(wavy(amplitude: 4, wavelength: 60), width: width, samples: 64)
        #expect(residual(tremor, width: width) < 0.4 * 4)
        // λ = 300 px, a bend as long as half the stroke: exp(−2π² · 15² / 300²) = 0.95 stays (0.85 allowed).
        let bend = TremorFilter.steadied(wavy(amplitude: 20, wavelength: 300), width: width, samples: 64)
        #expect(residual(bend, width: width) > 0.85 * 20)
    }

    @Test("no width leaves the evenly spaced stroke as it is; a dot stays a dot")
    func degenerate() {
        let line = polyline([Point(x: 0, y: 0), Point(x: 100, y: 0)], step: 10)
        #expect(TremorFilter.steadied(line, width: 0, samples: 16) == StrokeGeometry.resample(line, count: 16))
        #expect(
            TremorFilter.steadied([Point(x: 5, y: 5)], width: 3, samples: 16).allSatisfy { $0 == Point(x: 5, y: 5) })
    }
}
