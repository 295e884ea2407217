import DynamicsRender
import Foundation
import Testing

/// Number text: fixed rounding, no locale, no exponent, no negative zero.
@Suite struct SVGNumberTests {
    @Test func numbersRoundHalfAwayFromZeroAndDropTrailingZeros() {
        #expect(SVGNumber.format(3.14159) == "3.14")
        #expect(SVGNumber.format(0.125) == "0.13")
        #expect(SVGNumber.format(-0.125) == "-0.13")
        #expect(SVGNumber.format(100.0) == "100")
        #expect(SVGNumber.format(-0.001) == "0")
        #expect(SVGNumber.format(1e-12) == "0")
        #expect(SVGNumber.format(123456789.987) == "123456789.99")
        #expect(SVGNumber.format(1.5, decimals: 0) == "2")
        #expect(SVGNumber.format(0.1, decimals: 4, trimmed: false) == "0.1000")
        #expect(SVGNumber.format(-12, decimals: 2, trimmed: false) == "-12.00")
        #expect(SVGNumber.format(Double.nan) == "0")
        #expect(SVGNumber.format(Double.infinity) == "0")
    }
}
