import Foundation

/// Synthesizes the two sounds as 16-bit mono WAV files, deterministically (a seeded noise source).
enum SoundSynth {
    static let sampleRate = 22_050

    /// "Chomp": two quick bites, each a burst of low, filtered noise with a sharp attack and a fast decay.
    static func chomp() -> [Double] {
        var noise = Noise(seed: 42)
        var samples = [Double](repeating: 0, count: Int(0.32 * Double(sampleRate)))
        var low = 0.0
        for (start, strength) in [(0.0, 1.0), (0.15, 0.8)] {
            let first = Int(start * Double(sampleRate))
            for index in 0..<Int(0.13 * Double(sampleRate)) where first + index < samples.count {
                let t = Double(index) / Double(sampleRate)
                low += 0.25 * (noise.next() - low)  // a one-pole low-pass: a crunch, not a hiss
                let thump = sin(2 * Double.pi * 140 * t) * exp(-t * 40)
                samples[first + index] += strength * (1.8 * low + 0.5 * thump) * exp(-t * 28)
            }
        }
        return normalized(samples)
    }

    /// "Hehehe": three short, rising "he" syllables: a breathy onset, then a voiced vowel (harmonics shaped by
    /// two formants near 500 Hz and 1.9 kHz).
    static func hehehe() -> [Double] {
        var noise = Noise(seed: 7)
        var samples: [Double] = []
        for (syllable, pitch) in [330.0, 360, 390].enumerated() {
            let length = Int(0.13 * Double(sampleRate))
            var phase = 0.0
            for index in 0..<length {
                let t = Double(index) / Double(sampleRate)
                let breath = noise.next() * exp(-t * 60) * 0.5
                let f0 = pitch * (1 + 0.08 * t / 0.13)
                phase += 2 * Double.pi * f0 / Double(sampleRate)
                var voice = 0.0
                for harmonic in 1...12 {
                    let frequency = f0 * Double(harmonic)
                    let formant = exp(-pow((frequency - 500) / 250, 2)) + 0.6 * exp(-pow((frequency - 1900) / 350, 2))
                    voice += formant * sin(phase * Double(harmonic)) / Double(harmonic).squareRoot()
                }
                let envelope = min(t / 0.015, 1) * exp(-max(t - 0.05, 0) * 18)
                samples.append((breath + voice) * envelope)
            }
            if syllable < 2 { samples += [Double](repeating: 0, count: Int(0.06 * Double(sampleRate))) }
        }
        return normalized(samples)
    }

    static func normalized(_ samples: [Double]) -> [Double] {
        let peak = samples.map(abs).max() ?? 1
        return samples.map { $0 / max(peak, 1e-9) * 0.85 }
    }

    /// A RIFF/WAVE file: 16-bit PCM, mono.
    static func wav(_ samples: [Double]) -> Data {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let bytes = samples.count * 2
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36 + bytes))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))
        append(UInt16(1))
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * 2))
        append(UInt16(2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(bytes))
        for sample in samples { append(Int16(max(-1, min(1, sample)) * 32_767)) }
        return data
    }
}

/// A small seeded noise source (xorshift), so the sounds come out the same every time.
struct Noise {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    /// A value in [-1, 1].
    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state % 2_000_001) / 1_000_000 - 1
    }
}
