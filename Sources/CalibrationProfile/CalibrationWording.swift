import Foundation

/// The words a calibration's result is shown in: each widened measure as a readable phrase ("circles from 0.72 of
/// a turn"), and the false accepts as a percentage of the strokes checked.
public enum CalibrationWording {
    /// A phrase for a measure's new limit; an unknown measure reads as its name and limit.
    public static func phrase(_ measure: String, limit: Double, gesture: CalibratedGesture) -> String {
        let value = number(limit)
        let degrees = "\(Int(limit.rounded()))°"
        switch (gesture, measure) {
        case (.circle, "fit error"): return "circles off round by up to \(value) of the radius"
        case (.circle, "aspect (across/along)"): return "ovals down to \(value) as wide as long"
        case (.circle, "gap between the ends (× diameter)"): return "ends up to \(value) of the width apart"
        case (.circle, "turn covered"): return "circles from \(value) of a turn"
        case (.circle, "turns past one"): return "circles going round up to \(value) times"
        case (.circle, "heading turn short of the sweep"):
            return "turning up to \(value) of a turn less than going round"
        case (.circle, "bends back (°)"): return "bending back by up to \(degrees)"
        case (.circle, "second corner (°)"): return "corners up to \(degrees)"
        case (.circle, "third corner (°)"): return "a third corner up to \(degrees)"
        case (.circle, "heading wobble (°)"): return "a turn wavering by up to \(degrees)"
        case (.circle, "closest to centre (× r)"): return "paths coming within \(value) of the radius of the centre"
        case (.chevron, "went up (× size)"): return "going up by up to \(value) of the size"
        case (.chevron, "went left first (× size)"): return "starting left by up to \(value) of the size"
        case (.chevron, "went right again (× size)"): return "going right again by up to \(value) of the size"
        case (.chevron, "drop (× longer leg)"): return "ending from \(value) of a leg below the start"
        case (.chevron, "narrowest opening (°)"): return "legs opening from \(degrees)"
        case (.chevron, "widest opening (°)"): return "legs opening up to \(degrees)"
        case (.chevron, "tilt (°)"): return "pointing up to \(degrees) away from right"
        case (.chevron, "leg ratio (long/short)"): return "one leg up to \(value) times the other"
        case (.chevron, "most bent leg"): return "legs bowing by up to \(value) of their length"
        case (.chevron, "second corner (°)"): return "a second corner up to \(degrees)"
        case (.chevron, "leg detour"): return "legs up to \(Int((limit * 100).rounded())) % longer than straight"
        default: return "\(measure) up to \(value)"
        }
    }

    /// "calibrated to you: circles from 0.72 of a turn; false accepts on 3,972 other strokes 0.05 %".
    public static func calibrated(
        _ limits: [String: Double], gesture: CalibratedGesture, falseAccepts: Int, negatives: Int
    ) -> String {
        let phrases = limits.keys.sorted().map { phrase($0, limit: limits[$0] ?? 0, gesture: gesture) }
        return calibrated(phrases: phrases, falseAccepts: falseAccepts, negatives: negatives)
    }

    /// The same sentence with the widened limits already in words (the workshop playground's "tolerance 8 → 14").
    public static func calibrated(phrases: [String], falseAccepts: Int, negatives: Int) -> String {
        "calibrated to you: \(phrases.joined(separator: ", ")); false accepts on \(count(negatives)) other "
            + "strokes \(percent(Double(falseAccepts) / Double(max(negatives, 1))))"
    }

    /// "not calibrated: it would accept 0.90 % of other strokes (budget 0.2 %)".
    public static func overBudget(_ rate: Double, budget: Double) -> String {
        "not calibrated: it would accept \(percent(rate)) of other strokes (budget \(percent(budget, digits: 1)))"
    }

    /// "your circles already pass: nothing to widen".
    public static func alreadyPasses(_ gesture: CalibratedGesture) -> String {
        alreadyPasses(plural: gesture.plural)
    }

    /// "your strokes already pass: nothing to widen", for a gesture known by its plural alone.
    public static func alreadyPasses(plural: String) -> String {
        "your \(plural) already pass: nothing to widen"
    }

    /// Two decimals, trailing zeros dropped ("0.72", "3", "1.5").
    public static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text
    }

    /// A fraction as a percentage ("0.06 %").
    public static func percent(_ fraction: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f %%", fraction * 100)
    }

    /// A count with thousands separated by commas ("3,972").
    public static func count(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
