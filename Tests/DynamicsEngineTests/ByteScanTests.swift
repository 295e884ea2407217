import DynamicsEngine
import Testing

/// `ByteScan` reads flag bytes eight at a time; it must find exactly what a byte-at-a-time loop
/// finds, for every range start and length (whole words, tails, ranges shorter than a word) and
/// for each flag bit.
@Suite("Flag bytes scanned eight at a time")
struct ByteScanTests {
    @Test func countsAndVisitsWhatAByteAtATimeLoopFinds() {
        // A fixed sequence (a linear congruential generator): a failure repeats.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ below: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % below
        }
        for trial in 0..<200 {
            let length = trial % 41
            // Sparse, dense and all-set runs: out of 20 bytes 1, 10, 19 or all 20 non-zero; the
            // 8 bytes past the range are random too, so a scan that reads past it miscounts.
            let nonzero: UInt64 = [1, 10, 19, 20][trial % 4]
            var bytes: [UInt8] = (0..<length + 8).map { _ in
                next(20) < nonzero ? UInt8(1 + next(15)) : 0
            }
            bytes.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                for start in 0...Swift.min(length, 9) {
                    let range = start..<length
                    for bit: UInt8 in [1, 2, 4, 8] {
                        let expected = range.filter { base[$0] & bit != 0 }.count
                        #expect(ByteScan.count(bit, in: base, range) == expected, "bit \(bit), \(range)")
                    }
                    var visited: [Int] = []
                    var k = ByteScan.firstNonzero(base, from: start, to: length)
                    while k < length {
                        visited.append(k)
                        k = ByteScan.firstNonzero(base, from: k + 1, to: length)
                    }
                    #expect(k == length, "\(range)")
                    #expect(visited == range.filter { base[$0] != 0 }, "\(range)")
                }
            }
        }
    }
}
