import GestureEngine

/// How far a stroke's heading turns, to compare with how far it sweeps around the centre of its circle.
///
/// A circular arc turns its heading (the direction it is drawn in) exactly as far as it sweeps around its centre: a
/// three-quarter arc does both by 270°. A "U" with straight legs sweeps as far around the centre of the circle
/// fitted to it, but its heading turns only in the bowl, by 180°, and not at all along the legs. So the heading's
/// turn tells a circle from a path that sweeps around a centre without turning with it: a question mark, whose
/// stem turns the heading back, or an "8", whose second loop turns it the other way.
public enum CircleTurning {
    /// The heading's total signed turn (radians, positive clockwise on screen) along a path given by the directions
    /// of its steps (`StrokeGeometry.directions(of:)`): 2π for a circle drawn once, π for a "U" with straight legs.
    public static func headingTurn(ofDirections directions: [Double]) -> Double {
        zip(directions, directions.dropFirst()).reduce(0) { $0 + normalizedAngle($1.1 - $1.0) }
    }
}
