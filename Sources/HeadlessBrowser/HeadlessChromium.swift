import Foundation

/// Debian's `chromium`, headless, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: the
/// browser reads commands on its fd 3 and answers on fd 4, each message JSON ended by a NUL byte). No port is
/// opened; the page it loads talks to 127.0.0.1 only.
public final class HeadlessChromium {
    private var pid: pid_t = 0
    private let commands: Int32
    private let answers: Int32
    private var buffer: [UInt8] = []
    private var nextId = 0
    private var session: String?
    /// The events the browser sent between answers (method and parameters), oldest first.
    private var events: [(method: String, parameters: [String: Any])] = []
    public let profile: String

    public static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public init(width: Int, height: Int) throws {
        guard let executable = Self.executable else {
            throw BrowserError("chromium is not installed: run scripts/install-dependencies.sh --for-tests")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)").path
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw BrowserError("cannot make pipes") }
        // Only the two ends dup'ed to fds 3 and 4 go to the browser (dup2 clears close-on-exec on the copies).
        for fd in toBrowser + fromBrowser { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)",
            "--hide-scrollbars", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        commands = toBrowser[1]
        answers = fromBrowser[0]
        guard status == 0 else { throw BrowserError("cannot start chromium: \(status)") }
    }

    deinit {
        close(commands)
        close(answers)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Opens `url` in a new tab and talks to that tab from now on. With `watchingConsole`, the page's console
    /// messages, uncaught exceptions and failed loads are kept for `consoleErrors`.
    public func open(_ url: URL, width: Int, height: Int, watchingConsole: Bool = false) throws {
        let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
        guard let targetId = target["targetId"] as? String else { throw BrowserError("no tab: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetId, "flatten": true], toPage: false)
        session = attached["sessionId"] as? String
        _ = try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        if watchingConsole {
            _ = try send("Runtime.enable", [:])
            _ = try send("Log.enable", [:])
        }
        _ = try send("Page.navigate", ["url": url.absoluteString])
    }

    /// Lays the page out again at another size, as a phone's or a tablet's screen shows it.
    public func resize(width: Int, height: Int) throws {
        _ = try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// The value of a JavaScript expression in the page.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` until it is true, at most `seconds`.
    public func waitFor(_ expression: String, seconds: Double = 20) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try evaluate(expression)) as? Bool == true { return true }
            // The poll interval of this wait-for-condition loop: each look is a round trip to the browser.
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// The errors the page reported since it was opened with `watchingConsole`: uncaught exceptions,
    /// `console.error` calls and the browser's own error entries (a picture or script that did not load), one line
    /// each. Events arrive with the answers to commands: evaluate something first.
    public func consoleErrors() -> [String] {
        events.compactMap { event in
            let parameters = event.parameters
            switch event.method {
            case "Runtime.exceptionThrown":
                let details = parameters["exceptionDetails"] as? [String: Any]
                let exception = details?["exception"] as? [String: Any]
                return "exception: \(exception?["description"] ?? details?["text"] ?? "?")"
            case "Runtime.consoleAPICalled" where parameters["type"] as? String == "error":
                let arguments = (parameters["args"] as? [[String: Any]]) ?? []
                return "console.error: "
                    + arguments.map { "\($0["value"] ?? $0["description"] ?? "?")" }.joined(separator: " ")
            case "Log.entryAdded":
                guard let entry = parameters["entry"] as? [String: Any], entry["level"] as? String == "error" else {
                    return nil
                }
                return "\(entry["source"] ?? "log"): \(entry["text"] ?? "?") \(entry["url"] ?? "")"
            default:
                return nil
            }
        }
    }

    /// A PNG of the page as it is drawn now.
    public func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw BrowserError("no screenshot")
        }
        return data
    }

    /// Sends a command and waits (at most 30 s) for its answer; events in between are skipped.
    private func send(_ method: String, _ parameters: [String: Any], toPage: Bool = true) throws -> [String: Any] {
        nextId += 1
        var message: [String: Any] = ["id": nextId, "method": method, "params": parameters]
        if toPage, let session { message["sessionId"] = session }
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(commands, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw BrowserError("chromium closed its pipe") }
            written += count
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let answer = try JSONSerialization.jsonObject(with: text) as? [String: Any] else { continue }
                if let method = answer["method"] as? String {
                    events.append((method, answer["params"] as? [String: Any] ?? [:]))
                    continue
                }
                guard answer["id"] as? Int == nextId else { continue }
                if let error = answer["error"] { throw BrowserError("\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 500) >= 0 else { continue }
            if poller.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw BrowserError("chromium closed its pipe") }
            buffer += chunk[..<count]
        }
        throw BrowserError("chromium did not answer \(method) within 30 s")
    }
}

/// Why the browser could not be started or driven, in a sentence.
public struct BrowserError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
