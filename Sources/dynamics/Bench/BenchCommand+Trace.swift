import DynamicsEngine
import Foundation

extension BenchCommand {
    /// `dynamics bench --world FILE --trace OUT`: runs a world file (``WorldFile``) for its steps at
    /// 1/60 s and writes every frame of every dynamic body to a binary trace
    /// (``WorldTraceWriter``), the input of `Benchmarks/quality/metrics.py`.
    func runTrace(world path: String, to output: String) throws {
        let file = try WorldFile(contentsOf: path)
        let (world, ids) = file.makeWorld()
        let dynamic = zip(file.bodies, ids).filter { $0.0.type == "dynamic" }.map(\.1)
        var writer = try WorldTraceWriter(path: output, bodyCount: dynamic.count, frameCount: file.steps + 1)
        try writer.append(world, dynamic)
        for _ in 0..<file.steps {
            world.step(1.0 / 60)
            try writer.append(world, dynamic)
        }
        try writer.close()
        if json {
            let record: [String: Any] = [
                "world": file.name, "bodies": dynamic.count, "frames": file.steps + 1, "trace": output,
                "engine": "swift-dynamics",
            ]
            let data = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        }
    }
}

/// Writes the solver-quality suite's binary trace (little-endian): a 16-byte header — the bytes
/// `DQT1`, then UInt32 body count, frame count and fields per body (7) — and then, frame by frame
/// (frame 0 is the initial state) and body by body, seven Float32: x, y, angle, vx, vy, angular
/// velocity (mirrored back to y up, counter-clockwise) and 1 when the body is awake, else 0.
struct WorldTraceWriter {
    private let handle: FileHandle
    private let path: String
    private var buffer: [UInt32] = []

    /// Creates (or truncates) the trace file and writes its header.
    init(path: String, bodyCount: Int, frameCount: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw CLIError("cannot write trace file '\(path)'") }
        self.handle = handle
        self.path = path
        var header = Data("DQT1".utf8)
        for field in [UInt32(bodyCount), UInt32(frameCount), 7] {
            withUnsafeBytes(of: field.littleEndian) { header.append(contentsOf: $0) }
        }
        try write(header)
    }

    /// Appends one frame: the state of `bodies` now.
    mutating func append(_ world: World, _ bodies: [BodyID]) throws {
        buffer.removeAll(keepingCapacity: true)
        for id in bodies {
            let p = world.position(of: id)
            let q = world.rotation(of: id)
            let v = world.linearVelocity(of: id)
            // The angle from the rotation's pair in Double, mirrored: −atan2(s, c) = atan2(−s, c).
            let angle = Float(atan2(-Double(q.s), Double(q.c)))
            // Appended one by one: no array per body and frame.
            func put(_ value: Float) { buffer.append(value.bitPattern.littleEndian) }
            put(p.x)
            put(-p.y)
            put(angle)
            put(v.x)
            put(-v.y)
            put(-world.angularVelocity(of: id))
            put(world.isAwake(id) ? 1 : 0)
        }
        try write(buffer.withUnsafeBufferPointer { Data(buffer: $0) })
    }

    /// Flushes and closes the file.
    func close() throws {
        do { try handle.close() } catch { throw CLIError("cannot write trace file '\(path)': \(error)") }
    }

    /// Writes bytes, a failure as a ``CLIError`` naming the file.
    private func write(_ data: Data) throws {
        do { try handle.write(contentsOf: data) } catch {
            throw CLIError("cannot write trace file '\(path)': \(error)")
        }
    }
}
