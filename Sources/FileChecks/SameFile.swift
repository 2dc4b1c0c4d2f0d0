#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// True when both paths name one existing file (the same device and inode), however they are spelled: through a
/// link, a `..`, or a second hard link.
public func isSameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
}
