// Codable conformances of the library's value types, where Codable exists (not in Embedded Swift).
// CGVector and CGAffineTransform use CoreGraphics' array forms; the others their fields by name.
#if !hasFeature(Embedded)
    #if !canImport(CoreGraphics)
        extension CGVector: Codable {
            /// Decodes `[dx, dy]`, the form CoreGraphics writes.
            ///
            /// ```swift
            /// let v = try JSONDecoder().decode(CGVector.self, from: Data("[1,2]".utf8))
            /// ```
            public init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                let dx = try container.decode(CGFloat.self)
                self.init(dx: dx, dy: try container.decode(CGFloat.self))
            }

            /// Encodes `[dx, dy]`, the form CoreGraphics writes.
            ///
            /// ```swift
            /// let json = try JSONEncoder().encode(CGVector(dx: 1, dy: 2))  // [1,2]
            /// ```
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(dx)
                try container.encode(dy)
            }
        }

        extension CGAffineTransform: Codable {
            /// Decodes `[a, b, c, d, tx, ty]`, the form CoreGraphics writes.
            ///
            /// ```swift
            /// let json = Data("[1,0,0,1,5,6]".utf8)
            /// let t = try JSONDecoder().decode(CGAffineTransform.self, from: json)
            /// ```
            public init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                var values: [CGFloat] = []
                for _ in 0..<6 { values.append(try container.decode(CGFloat.self)) }
                self.init(
                    a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            }

            /// Encodes `[a, b, c, d, tx, ty]`, the form CoreGraphics writes.
            ///
            /// ```swift
            /// let json = try JSONEncoder().encode(CGAffineTransform.identity)  // [1,0,0,1,0,0]
            /// ```
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                for value in [a, b, c, d, tx, ty] {
                    try container.encode(value)
                }
            }
        }
    #endif

    extension FloatRange: Codable {
        private enum CodingKeys: String, CodingKey { case minimum, maximum }

        /// Decodes `{"minimum": …, "maximum": …}`.
        ///
        /// ```swift
        /// let r = try JSONDecoder().decode(FloatRange.self, from: Data(#"{"minimum":-1,"maximum":1}"#.utf8))
        /// ```
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                minimum: try c.decode(CGFloat.self, forKey: .minimum),
                maximum: try c.decode(CGFloat.self, forKey: .maximum))
        }

        /// Encodes `{"minimum": …, "maximum": …}`.
        ///
        /// ```swift
        /// let json = try JSONEncoder().encode(FloatRange(minimum: -1, maximum: 1))
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(minimum, forKey: .minimum)
            try c.encode(maximum, forKey: .maximum)
        }
    }

    extension Offset: Codable {
        private enum CodingKeys: String, CodingKey { case horizontal, vertical }

        /// Decodes `{"horizontal": …, "vertical": …}`.
        ///
        /// ```swift
        /// let o = try JSONDecoder().decode(Offset.self, from: Data(#"{"horizontal":10,"vertical":0}"#.utf8))
        /// ```
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                horizontal: try c.decode(CGFloat.self, forKey: .horizontal),
                vertical: try c.decode(CGFloat.self, forKey: .vertical))
        }

        /// Encodes `{"horizontal": …, "vertical": …}`.
        ///
        /// ```swift
        /// let json = try JSONEncoder().encode(Offset(horizontal: 10, vertical: 0))
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(horizontal, forKey: .horizontal)
            try c.encode(vertical, forKey: .vertical)
        }
    }

    extension EdgeInsets: Codable {
        private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

        /// Decodes `{"top": …, "left": …, "bottom": …, "right": …}`.
        ///
        /// ```swift
        /// let json = Data(#"{"top":64,"left":0,"bottom":0,"right":0}"#.utf8)
        /// let insets = try JSONDecoder().decode(EdgeInsets.self, from: json)
        /// ```
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                top: try c.decode(CGFloat.self, forKey: .top),
                left: try c.decode(CGFloat.self, forKey: .left),
                bottom: try c.decode(CGFloat.self, forKey: .bottom),
                right: try c.decode(CGFloat.self, forKey: .right))
        }

        /// Encodes `{"top": …, "left": …, "bottom": …, "right": …}`.
        ///
        /// ```swift
        /// let json = try JSONEncoder().encode(EdgeInsets.zero)
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(top, forKey: .top)
            try c.encode(left, forKey: .left)
            try c.encode(bottom, forKey: .bottom)
            try c.encode(right, forKey: .right)
        }
    }
#endif
