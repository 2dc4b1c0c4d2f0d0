import RealModule

/// Wraps an angle in radians into (-π, π], so that a step across ±π is a small step, not a jump of 2π.
@inlinable
public func normalizedAngle(_ radians: Double) -> Double {
    var angle = radians.truncatingRemainder(dividingBy: 2 * Double.pi)
    if angle > Double.pi { angle -= 2 * Double.pi }
    if angle <= -Double.pi { angle += 2 * Double.pi }
    return angle
}

/// Converts degrees to radians.
@inlinable
public func radians(fromDegrees degrees: Double) -> Double { degrees * Double.pi / 180 }

/// Converts radians to degrees.
@inlinable
public func degrees(fromRadians radians: Double) -> Double { radians * 180 / Double.pi }
