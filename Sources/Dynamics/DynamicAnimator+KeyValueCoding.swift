// Key-value coding takes Foundation's `NSNumber`s: there is none without Foundation.
#if canImport(Foundation)
    /// UIKit's debug switches by key, as iOS code reaches them (they are private API, so it uses
    /// key-value coding: `animator.setValue(true, forKey: "debugEnabled")`).
    ///
    /// The keys are `debugEnabled` (a `Bool`), `debugFrameInterval` (a whole number ≥ 0) and
    /// `debugAnimationSpeed` (a number ≥ 0). Any other key, or a value of the wrong kind, is refused
    /// with a ``DynamicsError`` that names the key and the value (UIKit raises
    /// `NSUnknownKeyException`), and nothing changes.
    extension DynamicAnimator {
        /// The keys ``setValue(_:forKey:)`` and ``value(forKey:)`` know.
        ///
        /// ```swift
        /// DynamicAnimator.debugKeys   // ["debugEnabled", "debugFrameInterval", "debugAnimationSpeed"]
        /// ```
        public static let debugKeys = ["debugEnabled", "debugFrameInterval", "debugAnimationSpeed"]

        /// Sets a debug property by its UIKit key. Numbers may be Swift numbers, `Bool`s or
        /// `NSNumber`s.
        ///
        /// ```swift
        /// animator.setValue(true, forKey: "debugEnabled")
        /// animator.setValue(0.25, forKey: "debugAnimationSpeed")
        /// ```
        public func setValue(_ value: Any?, forKey key: String) {
            let setter = "DynamicAnimator.setValue(_:forKey: \"\(key)\")"
            switch key {
            case "debugEnabled":
                guard let flag = Self.bool(value) else { return report(wrongValue(value, setter, "a Bool")) }
                debugEnabled = flag
            case "debugFrameInterval":
                guard let interval = Self.wholeNumber(value), interval >= 0 else {
                    return report(wrongValue(value, setter, "a whole number >= 0"))
                }
                debugFrameInterval = interval
            case "debugAnimationSpeed":
                guard let speed = Self.number(value), NumericDomain.Interval.animatorSpeed.contains(speed)
                else {
                    return report(
                        wrongValue(value, setter, "a number in \(NumericDomain.Interval.animatorSpeed)"))
                }
                debugAnimationSpeed = speed
            default:
                report(unknownKey(key, in: setter))
            }
        }

        /// Reads a debug property by its UIKit key: a `Bool`, an `Int` or a `Double`; `nil` (and
        /// an error) for an unknown key.
        ///
        /// ```swift
        /// animator.value(forKey: "debugEnabled") as? Bool   // false
        /// ```
        public func value(forKey key: String) -> Any? {
            switch key {
            case "debugEnabled": return debugEnabled
            case "debugFrameInterval": return debugFrameInterval
            case "debugAnimationSpeed": return debugAnimationSpeed
            default:
                report(unknownKey(key, in: "DynamicAnimator.value(forKey: \"\(key)\")"))
                return nil
            }
        }

        private func unknownKey(_ key: String, in call: String) -> DynamicsError {
            DynamicsError(
                .unknownKey,
                "\(call): this animator is not key value coding-compliant for the key \"\(key)\"; "
                    + "known keys: \(Self.debugKeys.joined(separator: ", "))")
        }

        private func wrongValue(_ value: Any?, _ call: String, _ expected: String) -> DynamicsError {
            let shown = value.map { "\($0) (\(type(of: $0)))" } ?? "nil"
            return DynamicsError(.outOfRange, "\(call): \(shown) is not \(expected); nothing changed")
        }

        private static func bool(_ value: Any?) -> Bool? {
            switch value {
            case let flag as Bool: return flag
            case let number as Int: return number != 0
            case let number as NSNumber: return number.boolValue
            default: return nil
            }
        }

        private static func number(_ value: Any?) -> Double? {
            switch value {
            case let x as Double: return x
            case let x as Float: return Double(x)
            case let x as CGFloat: return Double(x)
            case let x as Int: return Double(x)
            case let x as NSNumber: return x.doubleValue
            default: return nil
            }
        }

        private static func wholeNumber(_ value: Any?) -> Int? {
            switch value {
            case let x as Int: return x
            case let x as UInt: return Int(exactly: x)
            default:
                guard let x = number(value), x.rounded() == x, abs(x) < 1e15 else { return nil }
                return Int(x)
            }
        }
    }
#endif
