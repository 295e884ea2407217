import Dynamics

/// The two encodings measured for frames (BENCHMARKS.md): binary float32, which the server
/// sends, and JSON, kept to compare against.
///
/// Binary layout, little-endian: a 36-byte header — `u8` kind (1), `u8` flags (bit 0 playing,
/// bit 1 animator running, bit 2 sizes present), `u16` items, `u16` handles, `u16` reserved,
/// `u32` frame index, `f32` time, `f32` step µs, `f32` kinetic energy, `u32` contacts, `u32`
/// state-hash high and low words — then per item `f32` x, y, angle (and width, height when bit 2
/// is set), then per handle `f32` x, y.
extension Frame {
    /// The header's size in bytes.
    public static let headerSize = 36

    /// The frame in the binary encoding.
    ///
    /// ```swift
    /// try await outbound.write(.binary(ByteBuffer(bytes: frame.binary())))
    /// ```
    public func binary() -> [UInt8] {
        let hasSizes = !sizes.isEmpty
        var out: [UInt8] = []
        out.reserveCapacity(Self.headerSize + poses.count * (hasSizes ? 20 : 12) + handles.count * 8)
        let flags = (playing ? 1 : 0) | (animatorRunning ? 2 : 0) | (hasSizes ? 4 : 0)
        out.append(1)
        out.append(UInt8(flags))
        append16(UInt16(clamping: poses.count), to: &out)
        append16(UInt16(clamping: handles.count), to: &out)
        append16(0, to: &out)
        append32(UInt32(truncatingIfNeeded: index), to: &out)
        append32(Float(time).bitPattern, to: &out)
        append32(Float(stepMicroseconds).bitPattern, to: &out)
        append32(Float(kineticEnergy).bitPattern, to: &out)
        append32(UInt32(clamping: contacts), to: &out)
        append32(UInt32(truncatingIfNeeded: stateHash >> 32), to: &out)
        append32(UInt32(truncatingIfNeeded: stateHash), to: &out)
        for (i, pose) in poses.enumerated() {
            append32(pose.x.bitPattern, to: &out)
            append32(pose.y.bitPattern, to: &out)
            append32(pose.angle.bitPattern, to: &out)
            if hasSizes {
                let size = i < sizes.count ? sizes[i] : .zero
                append32(Float(size.width).bitPattern, to: &out)
                append32(Float(size.height).bitPattern, to: &out)
            }
        }
        for handle in handles {
            append32(Float(handle.x).bitPattern, to: &out)
            append32(Float(handle.y).bitPattern, to: &out)
        }
        return out
    }

    /// The frame as JSON text (the alternative encoding, measured but not sent).
    ///
    /// ```swift
    /// print(frame.json().utf8.count, frame.binary().count)
    /// ```
    public func json() -> String {
        func number(_ v: Float) -> String { v.isFinite ? "\((v * 100).rounded() / 100)" : "0" }
        var text = "{\"type\":\"frame\",\"index\":\(index),\"time\":\(number(Float(time)))"
        text += ",\"playing\":\(playing),\"running\":\(animatorRunning)"
        text += ",\"us\":\(number(Float(stepMicroseconds))),\"energy\":\(number(Float(kineticEnergy)))"
        text += ",\"contacts\":\(contacts),\"hash\":\"\(String(stateHash, radix: 16))\",\"items\":["
        text += poses.map { "[\(number($0.x)),\(number($0.y)),\(number($0.angle))]" }.joined(separator: ",")
        text += "],\"handles\":["
        text += handles.map { "[\(number(Float($0.x))),\(number(Float($0.y)))]" }.joined(separator: ",")
        return text + "]}"
    }

    /// Decodes a binary frame (tests and tools; the page has its own decoder in `protocol.js`).
    ///
    /// ```swift
    /// let frame = Frame(binary: bytes)
    /// ```
    public init?(binary bytes: [UInt8]) {
        guard bytes.count >= Self.headerSize, bytes[0] == 1 else { return nil }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
        }
        func f32(_ at: Int) -> Float { Float(bitPattern: u32(at)) }
        let flags = bytes[1]
        let items = u16(2)
        let handleCount = u16(4)
        let stride = flags & 4 != 0 ? 20 : 12
        guard bytes.count == Self.headerSize + items * stride + handleCount * 8 else { return nil }
        self.init(index: Int(u32(8)), time: Double(f32(12)))
        playing = flags & 1 != 0
        animatorRunning = flags & 2 != 0
        stepMicroseconds = Double(f32(16))
        kineticEnergy = Double(f32(20))
        contacts = Int(u32(24))
        stateHash = UInt64(u32(28)) << 32 | UInt64(u32(32))
        var at = Self.headerSize
        for _ in 0..<items {
            poses.append(Pose(x: f32(at), y: f32(at + 4), angle: f32(at + 8)))
            if stride == 20 {
                sizes.append(CGSize(width: Double(f32(at + 12)), height: Double(f32(at + 16))))
            }
            at += stride
        }
        for _ in 0..<handleCount {
            handles.append(CGPoint(x: Double(f32(at)), y: Double(f32(at + 4))))
            at += 8
        }
    }
}

private func append16(_ value: UInt16, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
}

private func append32(_ value: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
    out.append(UInt8(truncatingIfNeeded: value >> 16))
    out.append(UInt8(truncatingIfNeeded: value >> 24))
}
