import Foundation
import GestureEngine

/// A compiled attendee library loaded into this process with `dlopen`: it makes new instances of the recognizer.
///
/// Libraries are never closed: Swift code cannot be safely unloaded, and each version has its own file and module
/// name, so a session holds every version it loaded (a few hundred kilobytes each).
public final class RecognizerLibrary {
    public let compiled: CompiledRecognizer
    private let make: @convention(c) () -> UnsafeMutableRawPointer

    public init(_ compiled: CompiledRecognizer) throws {
        self.compiled = compiled
        guard let handle = dlopen(compiled.libraryPath, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw WorkshopError("cannot load \(compiled.libraryPath): \(reason)")
        }
        guard let symbol = dlsym(handle, RecognizerCompiler.factorySymbol) else {
            throw WorkshopError(
                "\(compiled.libraryPath) has no \(RecognizerCompiler.factorySymbol): not built by gesturelab workshop")
        }
        make = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeMutableRawPointer).self)
    }

    /// A new instance of the attendee's recognizer, named after its class ("ZStroke" → "zStroke").
    public func makeRecognizer() -> GestureRecognizer {
        Unmanaged<GestureRecognizer>.fromOpaque(make()).takeRetainedValue()
    }
}
