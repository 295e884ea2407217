/// A `Double` written as text the way C's `printf` writes it — `%g` and `%.Nf` — without C or
/// Foundation, so messages and descriptions read the same on every platform, Embedded Swift
/// included.
///
/// The digits are the value's exact decimal expansion, rounded to nearest with ties to even, as
/// glibc's `printf` rounds (the tests compare the two on a dense grid).
///
/// ```swift
/// DecimalText.general(1e6)               // "1e+06"
/// DecimalText.general(10000)             // "10000"
/// DecimalText.fixed(0.5, places: 6)      // "0.500000"
/// ```
package enum DecimalText {
    /// `%g` with `significantDigits` digits: trailing zeros dropped, exponent form below 10⁻⁴ and
    /// from 10^significantDigits on.
    ///
    /// ```swift
    /// DecimalText.general(0.0001)   // "0.0001"
    /// DecimalText.general(-1e-5)    // "-1e-05"
    /// ```
    package static func general(_ x: Double, significantDigits: Int = 6) -> String {
        if let special = special(x) { return special }
        var d = Digits(x)
        d.round(toSignificant: max(1, significantDigits))
        let sign = d.negative ? "-" : ""
        if d.exponent < -4 || d.exponent >= max(1, significantDigits) {
            var mantissa = String(d.digits[0])
            let rest = d.digits.dropFirst().reversed().drop(while: { $0 == 0 }).reversed()
            if !rest.isEmpty { mantissa += "." + rest.map { String($0) }.joined() }
            let e = abs(d.exponent)
            return sign + mantissa + (d.exponent < 0 ? "e-" : "e+") + (e < 10 ? "0" : "") + String(e)
        }
        var text = d.fixedText(places: max(0, max(1, significantDigits) - 1 - d.exponent))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return sign + text
    }

    /// A number as a person should read it: whole numbers without a fraction (`160`), a value the
    /// engine holds as a `Float` in the shortest text that reads back to that `Float` (`0.3`, not
    /// `0.30000001192092896`), any other in the shortest text that reads back to the same `Double`.
    /// Exact either way: reading the text back and storing it as the engine does gives the same bits.
    ///
    /// ```swift
    /// DecimalText.readable(Double(Float(0.3)))   // "0.3"
    /// DecimalText.readable(0.1)                  // "0.1"
    /// DecimalText.readable(-2)                   // "-2"
    /// ```
    package static func readable(_ x: Double) -> String {
        if x == 0 { return "0" }
        if x.isFinite && x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        if x.isFinite, Double(Float(x)) == x { return "\(Float(x))" }
        return "\(x)"
    }

    /// ``readable(_:)`` of a `CGFloat` or `Float`.
    package static func readable<Value: BinaryFloatingPoint>(_ x: Value) -> String { readable(Double(x)) }

    /// `%.{places}f`: exactly `places` digits after the point.
    ///
    /// ```swift
    /// DecimalText.fixed(1.0 / 3, places: 6)   // "0.333333"
    /// DecimalText.fixed(2.5, places: 0)       // "3"
    /// ```
    package static func fixed(_ x: Double, places: Int) -> String {
        if let special = special(x) { return special }
        if let scaled = ScaledInteger(x, places: places) {
            var text: [UInt8] = []
            text.reserveCapacity(24)
            scaled.write(to: &text, unsignedZero: false)
            return String(decoding: text, as: UTF8.self)
        }
        var d = Digits(x)
        d.round(toSignificant: d.exponent + 1 + max(0, places))
        return (d.negative ? "-" : "") + d.fixedText(places: max(0, places))
    }

    /// ``fixed(_:places:)`` appended to `text` as UTF-8: the same bytes, without a `String` per
    /// number (a report of 100,000 items writes 400,000 numbers). With `unsignedZero`, a value
    /// that rounds to zero is written without its sign (`0.00`, not `-0.00`, which reads as a
    /// sign error).
    ///
    /// ```swift
    /// var text: [UInt8] = []
    /// DecimalText.appendFixed(-0.001, places: 2, unsignedZero: true, to: &text)   // "0.00"
    /// ```
    package static func appendFixed(
        _ x: Double, places: Int, unsignedZero: Bool = false, to text: inout [UInt8]
    ) {
        if special(x) == nil, let scaled = ScaledInteger(x, places: places) {
            scaled.write(to: &text, unsignedZero: unsignedZero)
            return
        }
        let written = fixed(x, places: places)
        let isZero = written.hasPrefix("-") && written.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
        text.append(contentsOf: (unsignedZero && isZero ? String(written.dropFirst()) : written).utf8)
    }

    /// ``fixed(_:places:)`` where 64-bit integers hold the answer: `|x|` scaled by `10^places`
    /// below 10¹⁸, `x` a normal number with at most 63 bits after its binary point. `x` is
    /// `M·2^-k` exactly, so `x·10^places` is `M·10^places / 2^k`: the quotient is the digits,
    /// the remainder against `2^(k-1)` rounds them to nearest, ties to even (a report of 100,000
    /// items formats 400,000 numbers; the exact expansion took half a second of it).
    private struct ScaledInteger {
        var negative: Bool
        /// `|x|·10^places`, rounded.
        var digits: UInt64
        var places: Int
        var scale: UInt64

        init?(_ x: Double, places: Int) {
            guard places >= 0 && places <= 9 else { return nil }
            var scale: UInt64 = 1
            for _ in 0..<places { scale *= 10 }
            let magnitude = x.magnitude
            var q: UInt64
            if magnitude == 0 {
                q = 0
            } else {
                guard x.isNormal, magnitude * Double(scale) < 1e18 else { return nil }
                let m = (1 << 52) | magnitude.significandBitPattern
                let shift = 52 - Int(magnitude.exponent)
                if shift <= 0 {
                    q = (m << UInt64(-shift)) * scale
                } else {
                    guard shift < 64 else { return nil }
                    let k = UInt64(shift)
                    let (high, low) = m.multipliedFullWidth(by: scale)
                    q = (high << (64 - k)) | (low >> k)
                    let rest = low & ((1 << k) - 1)
                    let half: UInt64 = 1 << (k - 1)
                    if rest > half || (rest == half && q & 1 == 1) { q += 1 }
                }
            }
            self.negative = x.sign == .minus
            self.digits = q
            self.places = places
            self.scale = scale
        }

        /// Sign, whole part, and `places` digits after the point.
        func write(to text: inout [UInt8], unsignedZero: Bool) {
            // Written backwards into a small buffer, then appended at once: per-digit appends
            // and reversing in place cost a thousand instructions a number.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                var i = buffer.count
                @inline(__always) func put(_ byte: UInt8) {
                    i -= 1
                    buffer[i] = byte
                }
                var fraction = digits % scale
                for _ in 0..<places {
                    put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10))
                    fraction /= 10
                }
                if places > 0 { put(UInt8(ascii: ".")) }
                var whole = digits / scale
                repeat {
                    put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10))
                    whole /= 10
                } while whole > 0
                if negative && !(unsignedZero && digits == 0) { put(UInt8(ascii: "-")) }
                text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
            }
        }
    }

    /// The value as `%.17g` writes a coordinate: the shortest text that reads back as the same
    /// `Double`, without a trailing `.0`.
    ///
    /// ```swift
    /// DecimalText.shortest(400)   // "400"
    /// DecimalText.shortest(0.5)   // "0.5"
    /// ```
    package static func shortest(_ x: Double) -> String {
        let text = "\(x)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func special(_ x: Double) -> String? {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        return nil
    }

    /// A finite value's exact decimal expansion d₀.d₁d₂… × 10^exponent (d₀ ≠ 0 unless the value is
    /// zero). A `Double` is m × 2^e with an integer m < 2⁵³, so its expansion is finite: the digits
    /// of m·2^e for e ≥ 0, else of m·5^−e shifted −e places. Worked out with a small big integer
    /// (at most 2,500 bits, for the smallest subnormals), so rounding sees every digit.
    private struct Digits {
        var negative: Bool
        var digits: [Int]
        var exponent: Int

        init(_ x: Double) {
            negative = x.sign == .minus
            var m = x.significandBitPattern
            var e = Int(x.exponentBitPattern) - 1075
            if x.exponentBitPattern == 0 {
                e = -1074  // subnormal or zero: no implicit bit
            } else {
                m |= 1 << 52
            }
            var n = BigInt(m)
            var shift = 0
            if e >= 0 {
                n.shiftLeft(by: e)
            } else {
                for _ in 0..<(-e) { n.multiply(by: 5) }
                shift = -e
            }
            // Decimal digits of the big integer, by repeated division by 10⁹.
            var chunks: [UInt32] = []
            while !n.isZero { chunks.append(n.divide(by: 1_000_000_000)) }
            var all: [Int] = []
            for (n, chunk) in chunks.reversed().enumerated() {
                var part: [Int] = []
                var c = chunk
                for _ in 0..<9 {
                    part.append(Int(c % 10))
                    c /= 10
                }
                all += n == 0 ? Array(part.reversed().drop(while: { $0 == 0 })) : part.reversed()
            }
            if all.isEmpty {
                digits = [0]
                exponent = 0
                return
            }
            exponent = all.count - 1 - shift
            while all.count > 1 && all.last == 0 { all.removeLast() }
            digits = all
        }

        /// Keeps `count` significant digits, rounding as printf does: to nearest, ties to even
        /// (`count` ≤ 0 leaves 0 or one unit of the place before the first digit).
        mutating func round(toSignificant count: Int) {
            guard digits.count > count, digits != [0] else { return }
            let dropped = count >= 0 ? Array(digits[count...]) : [0] + digits
            let keptLast = count > 0 ? digits[count - 1] : 0
            let roundsUp: Bool
            if dropped[0] != 5 {
                roundsUp = dropped[0] > 5
            } else {
                let exactTie = dropped.dropFirst().allSatisfy { $0 == 0 }
                roundsUp = !exactTie || keptLast % 2 == 1
            }
            if count <= 0 {
                digits = roundsUp ? [1] : [0]
                exponent = roundsUp ? exponent - count + 1 : 0
                return
            }
            digits.removeLast(digits.count - count)
            if roundsUp {
                var i = count - 1
                while i >= 0 {
                    if digits[i] < 9 {
                        digits[i] += 1
                        break
                    }
                    digits[i] = 0
                    i -= 1
                }
                if i < 0 {
                    digits.insert(1, at: 0)
                    digits.removeLast()
                    exponent += 1
                }
            }
        }

        /// The digits in positional form with `places` digits after the point.
        func fixedText(places: Int) -> String {
            func digit(_ position: Int) -> String {
                // position p is the 10^p place; digits[0] is the 10^exponent place.
                let index = exponent - position
                return index >= 0 && index < digits.count ? String(digits[index]) : "0"
            }
            var text = ""
            for position in stride(from: max(exponent, 0), through: 0, by: -1) { text += digit(position) }
            if places > 0 {
                text += "."
                for position in stride(from: -1, through: -places, by: -1) { text += digit(position) }
            }
            return text
        }
    }
}
