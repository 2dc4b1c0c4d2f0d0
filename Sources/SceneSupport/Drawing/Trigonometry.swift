import RealModule

/// Cosine for drawing code.
public func cosine(_ radians: Double) -> Double { Double.cos(radians) }
/// Sine for drawing code.
public func sine(_ radians: Double) -> Double { Double.sin(radians) }
