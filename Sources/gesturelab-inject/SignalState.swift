/// What the signal handler must clean up (a handler can only reach plain globals).
nonisolated(unsafe) var activeDisplayNumber: Int?
nonisolated(unsafe) var activeControlPath: String?
