// Where Foundation exists, its geometry types (CGFloat, CGPoint, CGSize, CGRect) and TimeInterval
// are the library's, so UIKit code compiles unchanged; every file of the module sees them through
// this one import. Where it does not (Embedded Swift), CoreGeometry.swift defines them.
#if canImport(Foundation)
    @_exported import Foundation
#endif
