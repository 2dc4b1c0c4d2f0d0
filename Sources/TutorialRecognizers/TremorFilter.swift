import GestureEngine

/// A hand's tremor taken out of a stroke before its straightness is judged. A tremor is a small, fast wave across
/// the direction of travel: at a few percent of the stroke's size it barely moves the stroke, but it bends every
/// step, so a measure that reads corners or detours from steps reads the tremor as many small corners. Averaging
/// each point with its neighbours over a stretch of the path that is wide compared with the tremor's amplitude
/// flattens the wave (a wave is averaged away in proportion to how many of its swings the stretch covers) while a
/// corner, which turns once and stays turned, keeps its full turn a little way on either side.
public enum TremorFilter {
    /// `samples` points spaced evenly along the stroke, each the Gaussian-weighted mean of its neighbours along the
    /// path: the weights fall off with distance along the path with a standard deviation of `width` (pixels). Near
    /// either end the neighbourhood shrinks to what lies on both sides alike, so the first and last points stay
    /// where they are and the stroke keeps its length from end to end.
    public static func steadied(_ points: [Point], width: Double, samples: Int = 64) -> [Point] {
        let even = StrokeGeometry.resample(points, count: samples)
        let total = StrokeGeometry.length(of: points)
        guard even.count >= 3, total > 0, width > 0 else { return even }
        // Sensor noise lengthens the raw path, so a stretch measured along it covers less of the shape: the width is
        // widened by how much longer the raw path is than the averaged one, and the stroke averaged again. A clean
        // stroke's averaged path is nearly as long as the raw one, and it barely changes.
        let once = averaged(even, width: width, total: total)
        let steadyLength = StrokeGeometry.length(of: once)
        guard steadyLength > 0, steadyLength < total else { return once }
        return averaged(even, width: width * total / steadyLength, total: total)
    }

    /// Each of the evenly spaced points `even` (along a path `total` long) as the Gaussian-weighted mean of its
    /// neighbours, `width` the standard deviation in pixels of path.
    private static func averaged(_ even: [Point], width: Double, total: Double) -> [Point] {
        let step = total / Double(even.count - 1)
        let sigma = width / step  // in samples
        let reach = Int((3 * sigma).rounded(.up))
        let weights = (0...reach).map { offset in
            Double.exp(-Double(offset * offset) / (2 * sigma * sigma))
        }
        return even.indices.map { index in
            let radius = min(reach, index, even.count - 1 - index)
            var sum = even[index] * weights[0]
            var weight = weights[0]
            if radius > 0 {
                for offset in 1...radius {
                    sum = sum + (even[index - offset] + even[index + offset]) * weights[offset]
                    weight += 2 * weights[offset]
                }
            }
            return sum / weight
        }
    }
}
