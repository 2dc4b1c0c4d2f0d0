/// Where a drawn image's visible pixels can land on the device. A round image (the knob) keeps its visible pixels
/// in the disc `ImageLibrary.contentRadius` gives however it is turned, so they stay in that disc's square, which
/// is much smaller than the box around the turned image; repainting and compositing only that square halves the
/// cost of turning the knob.
enum ImageReach {
    /// The device-space square around the visible disc, given the matrix that takes the image's own pixels to
    /// device pixels (`a b c d` its linear part, `tx ty` its offset), the image's pixel size and its content radius.
    static func square(
        a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, width: Int, height: Int, radius: Double
    ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        // The most an image pixel is stretched in any direction: the matrix's larger singular value.
        let sum = a * a + b * b + c * c + d * d
        let determinant = a * d - b * c
        let stretch = ((sum + max(0, sum * sum - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
        // One more image pixel for the resampling filter's reach.
        let reach = (radius + 1) * stretch
        let (x, y) = (Double(width) / 2, Double(height) / 2)
        let centre = (x: a * x + c * y + tx, y: b * x + d * y + ty)
        return (centre.x - reach, centre.y - reach, centre.x + reach, centre.y + reach)
    }
}
