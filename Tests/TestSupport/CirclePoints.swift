import GestureEngine
import RealModule

/// The point at `degrees` on a circle around `center` (y down, so positive angles turn clockwise on screen).
public func pointOnCircle(center: Point, radius: Double, degrees: Double) -> Point {
    let radians = GestureEngine.radians(fromDegrees: degrees)
    return Point(x: center.x + radius * Double.cos(radians), y: center.y + radius * Double.sin(radians))
}

/// `count + 1` points once round a circle, starting and ending at 0°: a finger drawing a closed circle.
public func circlePath(center: Point, radius: Double, count: Int = 48) -> [Point] {
    (0...count).map { pointOnCircle(center: center, radius: radius, degrees: 360 * Double($0) / Double(count)) }
}

/// Points on a circle (or an arc), y down, starting at `startDegrees`, going clockwise for positive `sweepDegrees`,
/// each moved by up to `noise` pixels of deterministic jitter.
public func arc(
    center: Point, radius: Double, startDegrees: Double = 0, sweepDegrees: Double = 360, count: Int = 60,
    noise: Double = 0, seed: UInt64 = 1
) -> [Point] {
    var generator = SeededGenerator(seed: seed)
    return (0...count).map { index in
        let degrees = startDegrees + sweepDegrees * Double(index) / Double(count)
        let jitter = Point(x: generator.nextSigned() * noise, y: generator.nextSigned() * noise)
        return pointOnCircle(center: center, radius: radius, degrees: degrees) + jitter
    }
}
