import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bench's HTTP client: one request at a time per caller, many callers at once, each answer timed.
struct BenchHTTP: Sendable {
    let base: String
    let token: String
    let session: URLSession

    init(base: String, token: String, connections: Int) {
        self.base = base
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.timeoutIntervalForRequest = 60
        session = URLSession(configuration: configuration)
    }

    /// An answer, the seconds it took, and the seconds the server's handler says it took (`Server-Timing`).
    struct Answer: Sendable {
        var status: Int
        var body: Data
        var seconds: Double
        var serverSeconds: Double?
    }

    func send(_ method: String, _ path: String, body: Data? = nil, key: String? = nil, authorized: Bool = true)
        async throws -> Answer
    {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if authorized { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let key { request.setValue(key, forHTTPHeaderField: "X-Attendee-Key") }
        let start = DispatchTime.now().uptimeNanoseconds
        let session = session
        let (status, data, timing): (Int, Data, String?) = try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    let response = response as? HTTPURLResponse
                    continuation.resume(
                        returning: (
                            response?.statusCode ?? 0, data ?? Data(),
                            response?.value(forHTTPHeaderField: "Server-Timing")
                        ))
                }
            }.resume()
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let serverSeconds = timing?.split(separator: "=").last.flatMap { Double($0) }.map { $0 / 1000 }
        return Answer(status: status, body: data, seconds: seconds, serverSeconds: serverSeconds)
    }

    /// `send`, refusing anything but 200 with the server's reason.
    func expectOK(_ method: String, _ path: String, body: Data? = nil, key: String? = nil) async throws -> Answer {
        let answer = try await send(method, path, body: body, key: key)
        guard answer.status == 200 else {
            throw BenchFailure(
                "\(method) \(path) answered \(answer.status): \(String(decoding: answer.body.prefix(300), as: UTF8.self))"
            )
        }
        return answer
    }
}

/// Why the bench stopped, in one line.
public struct BenchFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
