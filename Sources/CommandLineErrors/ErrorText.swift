import Foundation

/// Any error as one line a person can act on: Foundation's file errors become "cannot write PATH: reason" instead of
/// `Error Domain=NSCocoaErrorDomain Code=4 …`.
public enum ErrorText {
    public static func line(_ error: any Error) -> String {
        if let failure = error as? CommandFailure { return oneLine(failure.description) }
        if let cocoa = error as? CocoaError { return oneLine(describe(cocoa)) }
        let bridged = error as NSError
        if bridged.domain == NSCocoaErrorDomain {
            return oneLine(describe(CocoaError(CocoaError.Code(rawValue: bridged.code), userInfo: bridged.userInfo)))
        }
        if bridged.domain == NSPOSIXErrorDomain {
            return oneLine(String(cString: strerror(Int32(bridged.code))))
        }
        // An NSError's own description is its domain, code and user info: the localized one is for people.
        if !(type(of: error) is NSError.Type) { return oneLine(String(describing: error)) }
        return oneLine(bridged.localizedDescription)
    }

    /// A file operation's error: what was being done, to which path, and the system's reason.
    private static func describe(_ error: CocoaError) -> String {
        let path = error.filePath ?? error.url?.path
        let verb: String
        switch error.code {
        case .fileReadNoSuchFile, .fileReadNoPermission, .fileReadCorruptFile, .fileReadUnknown,
            .fileReadInvalidFileName, .fileReadTooLarge, .fileReadUnknownStringEncoding,
            .fileReadInapplicableStringEncoding:
            verb = "cannot read"
        case .fileWriteNoPermission, .fileWriteOutOfSpace, .fileWriteUnknown, .fileWriteInvalidFileName,
            .fileWriteVolumeReadOnly, .fileWriteFileExists, .fileWriteInapplicableStringEncoding:
            verb = "cannot write"
        default:
            verb = "cannot use"
        }
        let reason = systemReason(error) ?? fallbackReason(error.code)
        guard let path else { return reason }
        // Foundation says "no such file" for a read and a write alike: the path and the reason say enough.
        if error.code == .fileNoSuchFile { return "\(path): no such file, or a folder on its way is missing" }
        return "\(verb) \(path): \(reason)"
    }

    /// The errno text under a Foundation file error, when it carries one ("No such file or directory").
    private static func systemReason(_ error: CocoaError) -> String? {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nil
    }

    private static func fallbackReason(_ code: CocoaError.Code) -> String {
        switch code {
        case .fileReadNoSuchFile, .fileNoSuchFile: "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "no space left on the device"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileWriteFileExists: "it already exists"
        case .fileReadCorruptFile: "the file is damaged"
        case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding: "the file is not UTF-8 text"
        default: "error \(code.rawValue)"
        }
    }

    /// Newlines (a wrapped message, a server's multi-line text) joined into one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}
