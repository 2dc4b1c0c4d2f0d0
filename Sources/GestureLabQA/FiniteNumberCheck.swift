/// Finds NaN and infinities anywhere in an `Encodable` value by walking it as an encoder would, without producing
/// any output: many times cheaper than encoding the app's state to JSON after every event, and it follows the state
/// type wherever it goes (no list of fields to keep up to date).
public enum FiniteNumberCheck {
    /// The coding path of the first non-finite number, or nil when every number is finite.
    public static func firstNonFinite<Value: Encodable>(in value: Value) -> String? {
        let walker = Walker(path: [])
        try? value.encode(to: walker)
        return walker.result.found
    }

    final class Result {
        var found: String?
    }

    private struct Walker: Encoder {
        let path: [CodingKey]
        var result = Result()
        var codingPath: [CodingKey] { path }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(path: [CodingKey], result: Result = Result()) {
            self.path = path
            self.result = result
        }

        func check(_ value: Double, at key: CodingKey?) {
            guard !value.isFinite, result.found == nil else { return }
            result.found = (path + (key.map { [$0] } ?? [])).map(\.stringValue).joined(separator: ".")
        }

        func nested(_ key: CodingKey) -> Walker { Walker(path: path + [key], result: result) }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(walker: self))
        }
        func unkeyedContainer() -> UnkeyedEncodingContainer { Unkeyed(walker: self) }
        func singleValueContainer() -> SingleValueEncodingContainer { Single(walker: self) }
    }

    private struct Index: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ index: Int) {
            stringValue = String(index)
            intValue = index
        }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.init(intValue) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let walker: Walker
        var codingPath: [CodingKey] { walker.path }
        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Double, forKey key: Key) { walker.check(value, at: key) }
        mutating func encode(_ value: Float, forKey key: Key) { walker.check(Double(value), at: key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: walker.nested(key))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        { walker.nested(key).container(keyedBy: type) }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            walker.nested(key).unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { walker }
        mutating func superEncoder(forKey key: Key) -> Encoder { walker.nested(key) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let walker: Walker
        var count = 0
        var codingPath: [CodingKey] { walker.path }
        mutating func encodeNil() { count += 1 }
        mutating func encode(_ value: Double) {
            walker.check(value, at: Index(count))
            count += 1
        }
        mutating func encode(_ value: Float) { encode(Double(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: walker.nested(Index(count)))
            count += 1
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            count += 1
            return walker.nested(Index(count - 1)).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            count += 1
            return walker.nested(Index(count - 1)).unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { walker }
    }

    private struct Single: SingleValueEncodingContainer {
        let walker: Walker
        var codingPath: [CodingKey] { walker.path }
        mutating func encodeNil() {}
        mutating func encode(_ value: Double) { walker.check(value, at: nil) }
        mutating func encode(_ value: Float) { walker.check(Double(value), at: nil) }
        // Everything else that is not a number to check (each must be listed: the generic fallback would send it
        // back to its own `encode(to:)`, forever).
        mutating func encode(_ value: Bool) {}
        mutating func encode(_ value: String) {}
        mutating func encode(_ value: Int) {}
        mutating func encode(_ value: Int8) {}
        mutating func encode(_ value: Int16) {}
        mutating func encode(_ value: Int32) {}
        mutating func encode(_ value: Int64) {}
        mutating func encode(_ value: UInt) {}
        mutating func encode(_ value: UInt8) {}
        mutating func encode(_ value: UInt16) {}
        mutating func encode(_ value: UInt32) {}
        mutating func encode(_ value: UInt64) {}
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: walker) }
    }
}
