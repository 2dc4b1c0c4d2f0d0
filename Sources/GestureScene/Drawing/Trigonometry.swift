import RealModule

/// Cosine for drawing code.
func cosine(_ radians: Double) -> Double { Double.cos(radians) }
/// Sine for drawing code.
func sine(_ radians: Double) -> Double { Double.sin(radians) }
