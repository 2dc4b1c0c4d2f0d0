import Foundation
import Hummingbird

/// Adds `Server-Timing: handler;dur=MS` to every answer: the milliseconds from the handler's start to its answer.
/// The bench reports it beside what its client measured, since on a loaded machine the client's own waits (its
/// threads, its HTTP stack) make up much of the latter.
struct ServerTimingMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var response = try await next(request, context)
        let milliseconds = (ContinuousClock.now - start) / .milliseconds(1)
        response.headers[.init("Server-Timing")!] = "handler;dur=" + String(format: "%.3f", milliseconds)
        return response
    }
}
