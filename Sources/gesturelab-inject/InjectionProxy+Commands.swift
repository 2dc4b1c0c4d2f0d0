import Foundation
import GestureEngine
import Glibc
import InputTrace

/// The proxy's commands: what to inject, from the control socket or from a trace.
extension InjectionProxy {
    func readControl(_ fd: Int32) {
        guard let bytes = UnixSocket.readSome(fd) else {
            close(fd)
            controlClients[fd] = nil
            return
        }
        controlClients[fd, default: []] += bytes
        while let newline = controlClients[fd]?.firstIndex(of: 10) {
            let line = String(decoding: controlClients[fd]![..<newline], as: UTF8.self)
            controlClients[fd]!.removeSubrange(...newline)
            let reply: String
            do {
                reply = try execute(line.trimmingCharacters(in: .whitespaces))
            } catch {
                reply = "error \(error)"
            }
            UnixSocket.writeAll(fd, Array((reply + "\n").utf8))
        }
    }

    /// Commands (one a line; coordinates in points from the window's top-left corner, as the app lays out and records
    /// them; angles in degrees):
    ///   touch begin|update|end ID X Y
    ///   pinch begin|update|end FINGERS X Y SCALE ANGLE_CHANGE [DX DY]
    ///   swipe begin|update|end FINGERS X Y DX DY
    ///   trace FILE        (plays the trace's touch and touchpad events in real time)
    ///   ping
    func execute(_ line: String) throws -> String {
        let words = line.split(separator: " ").map(String.init)
        guard let verb = words.first else { return "ok" }
        func number(_ index: Int) throws -> Double {
            guard index < words.count, let value = Double(words[index]), value.isFinite else {
                throw InjectorError("'\(line)': expected a number at word \(index + 1)")
            }
            return value
        }
        func phase() throws -> Int {
            guard words.count > 1, let index = ["begin", "update", "end"].firstIndex(of: words[1]) else {
                throw InjectorError("'\(line)': expected begin, update or end")
            }
            return index
        }
        switch verb {
        case "ping":
            return "ok"
        case "touch":
            let evtype = SyntheticXIEvent.touchBegin + UInt16(try phase())
            let id = UInt32(try number(2))
            let (x, y) = (try number(3), try number(4))
            return try inject(from: InjectedDevices.touchscreenID) { target, sequence, time in
                SyntheticXIEvent.touch(evtype, id: id, x: x, y: y, target: target, sequence: sequence, time: time)
            }
        case "pinch":
            let evtype = SyntheticXIEvent.pinchBegin + UInt16(try phase())
            let values = try (2...6).map(number)
            let dx = words.count > 8 ? try number(7) : 0
            let dy = words.count > 8 ? try number(8) : 0
            return try inject(from: InjectedDevices.touchpadID) { target, sequence, time in
                SyntheticXIEvent.pinch(
                    evtype, fingers: UInt32(values[0]), x: values[1], y: values[2], dx: dx, dy: dy,
                    scale: values[3], angle: values[4], target: target, sequence: sequence, time: time)
            }
        case "swipe":
            let evtype = SyntheticXIEvent.swipeBegin + UInt16(try phase())
            let values = try (2...6).map(number)
            return try inject(from: InjectedDevices.touchpadID) { target, sequence, time in
                SyntheticXIEvent.swipe(
                    evtype, fingers: UInt32(values[0]), x: values[1], y: values[2], dx: values[3], dy: values[4],
                    target: target, sequence: sequence, time: time)
            }
        case "trace":
            guard words.count == 2 else { throw InjectorError("usage: trace FILE") }
            return try schedule(trace: TraceReader.read(path: words[1]))
        default:
            throw InjectorError("unknown command '\(verb)'")
        }
    }

    /// Splices one event from `source` (one of `InjectedDevices`) into the stream of the client that owns
    /// GestureLab's window.
    func inject(from source: UInt16, _ build: (SyntheticXIEvent.Target, UInt16, UInt32) -> [UInt8]) throws -> String {
        guard let found = target ?? findTarget() else {
            throw InjectorError("no GestureLab window on the display yet")
        }
        guard let connection = connections.first(where: { $0.framer.owns(window: found.window) }) else {
            throw InjectorError(
                "GestureLab's window belongs to no client of this proxy (start the app with DISPLAY=:\(displayNumber))")
        }
        target = found
        let event = SyntheticXIEvent.Target(
            opcode: finder.opcode, window: found.window, root: found.root, origin: found.origin, scale: found.scale,
            sourceID: source)
        guard UnixSocket.writeAll(connection.client, build(event, connection.framer.lastSequence, milliseconds)) else {
            throw InjectorError("the app's connection has closed")
        }
        return "ok"
    }

    /// Queues a trace's touch and touchpad events as commands, at their times from now.
    func schedule(trace: Trace) throws -> String {
        let now = Date().timeIntervalSince(start)
        let first = trace.events.first?.time ?? 0
        var count = 0
        for event in trace.events {
            let due = now + event.time - first
            switch event.kind {
            case .touches(let samples):
                for sample in samples {
                    let verb = sample.phase == .began ? "begin" : sample.phase.isFinal ? "end" : "update"
                    scheduled.append((due, "touch \(verb) \(sample.id) \(sample.location.x) \(sample.location.y)"))
                    count += 1
                }
            case .touchpad(let gesture):
                let verb = gesture.phase == .began ? "begin" : gesture.phase == .changed ? "update" : "end"
                if gesture.kind == .pinch {
                    scheduled.append(
                        (
                            due,
                            "pinch \(verb) \(gesture.fingerCount) \(gesture.location.x) \(gesture.location.y) \(gesture.scale) \(degrees(fromRadians: gesture.rotationDelta)) \(gesture.delta.x) \(gesture.delta.y)"
                        ))
                } else {
                    scheduled.append(
                        (
                            due,
                            "swipe \(verb) \(gesture.fingerCount) \(gesture.location.x) \(gesture.location.y) \(gesture.delta.x) \(gesture.delta.y)"
                        ))
                }
                count += 1
            default:
                break  // pointer and keys go through XTest (xdotool), not through this proxy
            }
        }
        scheduled.sort { $0.due < $1.due }
        return "ok \(count) events queued"
    }

    func runDueCommands() {
        let now = Date().timeIntervalSince(start)
        while let next = scheduled.first, next.due <= now {
            scheduled.removeFirst()
            do {
                _ = try execute(next.command)
            } catch {
                FileHandle.standardError.write(Data("gesturelab-inject: \(error)\n".utf8))
            }
        }
    }
}
