import Classroom
import Foundation
import Hummingbird
import NIOCore

/// The teacher's actions, behind the class token: remove, rename, reset, and the exports.
extension ClassroomServer {
    /// `POST /api/teacher/remove {"name"}`, `…/rename {"name", "to"}`, `…/reset {"confirm": "reset"}`.
    struct TeacherAction: Codable, Validatable {
        var name: String?
        var to: String?
        var confirm: String?

        static var what: String { "teacher's action" }
        func validate() throws {
            for value in [name, to].compactMap({ $0 }) where value.utf8.count > ClassroomLimits.textBytes {
                throw InvalidUpload("a name is longer than \(ClassroomLimits.textBytes) bytes")
            }
        }
    }

    func addTeacherRoutes(to router: Router<ClassroomRequestContext>) {
        router.post("/api/teacher/remove") { request, context in
            try await self.authorize(request, context)
            let action = try await Self.decode(TeacherAction.self, from: request)
            guard let name = action.name else { throw HTTPError(.badRequest, message: "remove: give \"name\"") }
            let change = try await self.refusing(context) { try await self.store.remove(name) }
            await self.live.changed(change)
            await self.log("the teacher removed \(name)", kind: "teacher's actions")
            return try Self.json(Stored(stored: 1))
        }
        router.post("/api/teacher/rename") { request, context in
            try await self.authorize(request, context)
            let action = try await Self.decode(TeacherAction.self, from: request)
            guard let name = action.name, let new = action.to else {
                throw HTTPError(.badRequest, message: "rename: give \"name\" and \"to\"")
            }
            let change = try await self.refusing(context) { try await self.store.rename(name, to: new) }
            await self.live.changed(change)
            await self.log("the teacher renamed \(name) to \(new)", kind: "teacher's actions")
            return try Self.json(Stored(stored: 1))
        }
        router.post("/api/teacher/reset") { request, context in
            try await self.authorize(request, context)
            let action = try await Self.decode(TeacherAction.self, from: request)
            guard action.confirm == "reset" else {
                throw HTTPError(.badRequest, message: "reset: give {\"confirm\": \"reset\"} (it empties the class)")
            }
            // A backup first: a reset by mistake is one `classroom restore` away.
            let backup = try? self.backups.make(of: self.store)
            let change = try await self.store.reset()
            await self.live.changed(change)
            await self.log(
                "the teacher reset the class" + (backup.map { " (backed up to \($0))" } ?? ""),
                kind: "teacher's actions")
            return try Self.json(Stored(stored: 1))
        }
        router.get("/api/teacher/strokes.jsonl") { request, context in
            try await self.authorize(request, context)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/x-ndjson", .cacheControl: "no-store",
                    .contentDisposition: "attachment; filename=\"classroom.strokes.jsonl\"",
                ], body: .init(byteBuffer: ByteBuffer(bytes: try await self.store.exportStrokes())))
        }
        router.get("/api/teacher/results.csv") { request, context in
            try await self.authorize(request, context)
            let text = try await self.store.exportResults(budget: self.configuration.falseAcceptBudget)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/csv; charset=utf-8", .cacheControl: "no-store",
                    .contentDisposition: "attachment; filename=\"classroom-results.csv\"",
                ], body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        router.get("/api/teacher/join") { request, context in
            try await self.authorize(request, context)
            return try Self.json(
                self.joinInfo(
                    port: request.head.authority.flatMap { $0.split(separator: ":").last.flatMap { Int($0) } }))
        }
    }

    /// What the page's join panel shows: an address for each network interface and the attendee's command.
    struct JoinInfo: Codable {
        var addresses: [String]
        var token: String
        var command: String
    }

    func joinInfo(port: Int?) -> JoinInfo {
        let port = port ?? configuration.port
        let hosts = configuration.host == "0.0.0.0" ? LocalAddresses.ipv4() + ["127.0.0.1"] : [configuration.host]
        let addresses = hosts.map { "http://\($0):\(port)" }
        return JoinInfo(
            addresses: addresses, token: token,
            command: "gesturelab workshop FILE.swift --classroom \(addresses.first ?? "") --name NAME --token \(token)")
    }
}
