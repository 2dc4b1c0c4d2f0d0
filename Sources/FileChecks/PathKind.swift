#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path on the command line names, read once with links followed: nothing, a file, a folder, or something
/// else (a device, a pipe). Every command that reads or replaces a file asks this first, so that a folder given by
/// mistake gets a clear message and is never read as a file or removed.
public enum PathKind: Equatable, Sendable {
    case missing
    case file
    case folder
    case other

    /// The kind of what `path` names now. A path that cannot be looked at (no permission on a folder above it) is
    /// `other`: the read that follows says why.
    public init(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = errno == ENOENT || errno == ENOTDIR ? .missing : .other
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        default: self = .other
        }
    }
}
