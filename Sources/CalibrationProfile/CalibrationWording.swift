import Foundation

/// The words a calibration's result is shown in: each widened measure as a readable phrase ("circles from 0.65 of
/// a turn"), and the false accepts as a percentage of the strokes checked.
public enum CalibrationWording {
    /// The circle's measures of closing: judged together, so told as one (`CircleClosing`).
    static let closingMeasures: Set = ["turn covered", "gap between the ends (× diameter)", "open part of the turn"]

    /// The phrases for a calibration's limits, in the order of the measures' names; for the circle, the turn and
    /// the gap make one phrase: the turn from which clean circles now pass, and before.
    public static func phrases(_ limits: [String: Double], gesture: CalibratedGesture) -> [String] {
        var phrases: [String] = []
        for name in limits.keys.sorted() {
            let words = phrase(for: name, in: limits, gesture: gesture)
            if !phrases.contains(words) { phrases.append(words) }
        }
        return phrases
    }

    /// The phrase for one measure of a calibration's `limits`: the circle's turn and gap as the closing they make
    /// together; any other measure by how far a stroke otherwise as usual may now go (`reach`).
    public static func phrase(for measure: String, in limits: [String: Double], gesture: CalibratedGesture) -> String {
        if gesture == .circle && closingMeasures.contains(measure) { return closingPhrase(limits) }
        let limit = limits[measure] ?? 0
        return phrase(measure, reach: reach(of: measure, limit: limit, gesture: gesture) ?? limit, gesture: gesture)
    }

    /// How far a measure may go with `limit` when every other measure is at its usual value (costing nothing): the
    /// value at which it alone costs the whole threshold. A measure at its limit costs one unit of the two allowed,
    /// so the limit itself says less than a stroke may do (chevrons drawn at 135° widen the opening's limit to
    /// 115°). Nil for a measure the gesture does not score.
    public static func reach(of measure: String, limit: Double, gesture: CalibratedGesture) -> Double? {
        guard var scale = gesture.generalScales[measure] else { return nil }
        scale.limit = limit
        return max(0, scale.value(costing: gesture.scoreThreshold))
    }

    /// "circles from 0.65 of a turn (was 0.7)": where clean arcs start to pass with the limits, and with none.
    public static func closingPhrase(_ limits: [String: Double]) -> String {
        guard let now = CircleClosing.smallestTurn(limits: limits) else { return "circles must go all the way round" }
        let before = CircleClosing.smallestTurn().map { " (was \(number($0)))" } ?? ""
        return "circles from \(number(now)) of a turn\(before)"
    }

    /// A phrase for how far one measure may go, told alone; an unknown measure reads as its name and value. (The
    /// circle's turn and gap are told together by `phrases`.)
    public static func phrase(_ measure: String, reach limit: Double, gesture: CalibratedGesture) -> String {
        let value = number(limit)
        let degrees = "\(Int(limit.rounded()))°"
        switch (gesture, measure) {
        case (.circle, "fit error"): return "circles off round by up to \(value) of the radius"
        case (.circle, "aspect (across/along)"): return "ovals down to \(value) as wide as long"
        case (.circle, "gap between the ends (× diameter)"): return "ends up to \(value) of the width apart"
        case (.circle, "turn covered"): return "circles from \(value) of a turn"
        case (.circle, "open part of the turn"): return "circles left open by up to \(value) of a turn"
        case (.circle, "turns past one"): return "circles going round up to \(value) times"
        case (.circle, "heading turn short of the sweep"):
            return "turning up to \(value) of a turn less than going round"
        case (.circle, "bends back (°)"): return "bending back by up to \(degrees)"
        case (.circle, "second corner (°)"): return "corners up to \(degrees)"
        case (.circle, "third corner (°)"): return "a third corner up to \(degrees)"
        case (.circle, "heading wobble (°)"): return "a turn wavering by up to \(degrees)"
        case (.circle, "straightest stretch (share)"):
            return "straight stretches up to \(Int((limit * 100).rounded())) % of the path"
        case (.circle, "straight sides (share)"):
            return "straight sides making up to \(Int((limit * 100).rounded())) % of the path"
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
        case (.chevron, "turning at the apex (share)"):
            return "corners rounded until \(value) of the turn is at the apex"
        case (.chevron, "leg bow (× the arc's)"): return "legs bowing up to \(value) of a round arc's bow"
        default: return "\(measure) up to \(value)"
        }
    }

    /// "calibrated to you: circles from 0.68 of a turn (was 0.8); false accepts on 3,972 other strokes 0.05 %".
    public static func calibrated(
        _ limits: [String: Double], gesture: CalibratedGesture, falseAccepts: Int, negatives: Int
    ) -> String {
        calibrated(phrases: phrases(limits, gesture: gesture), falseAccepts: falseAccepts, negatives: negatives)
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
