#if !hasFeature(Embedded)
    // On the full toolchain the scene types are also `Codable` (JSONDecoder, JSONEncoder, and any
    // other coder), in the same form as the scene format: through its one implementation
    // (Scene+JSONForm.swift), with a `JSONValue` as the go-between.

    /// A coding key for any string.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    extension JSONValue: Codable {
        package init(from decoder: any Decoder) throws {
            if let c = try? decoder.container(keyedBy: AnyKey.self) {
                self = .object(
                    try c.allKeys.map { ($0.stringValue, try c.decode(JSONValue.self, forKey: $0)) })
            } else if var c = try? decoder.unkeyedContainer() {
                var elements: [JSONValue] = []
                while !c.isAtEnd { elements.append(try c.decode(JSONValue.self)) }
                self = .array(elements)
            } else {
                let c = try decoder.singleValueContainer()
                if c.decodeNil() {
                    self = .null
                } else if let b = try? c.decode(Bool.self) {
                    self = .bool(b)
                } else if let n = try? c.decode(Double.self) {
                    self = .number(n)
                } else {
                    self = .string(try c.decode(String.self))
                }
            }
        }

        package func encode(to encoder: any Encoder) throws {
            switch self {
            case .null:
                var c = encoder.singleValueContainer()
                try c.encodeNil()
            case .bool(let b):
                var c = encoder.singleValueContainer()
                try c.encode(b)
            case .number(let n):
                var c = encoder.singleValueContainer()
                if n == n.rounded(), let i = Int(exactly: n) { try c.encode(i) } else { try c.encode(n) }
            case .string(let s):
                var c = encoder.singleValueContainer()
                try c.encode(s)
            case .array(let elements):
                var c = encoder.unkeyedContainer()
                for element in elements { try c.encode(element) }
            case .object(let members):
                var c = encoder.container(keyedBy: AnyKey.self)
                for member in members { try c.encode(member.value, forKey: AnyKey(member.key)) }
            }
        }
    }

    /// Decodes `T` through its scene-format form; a problem becomes a `dataCorrupted` error.
    private func decodeSceneForm<T: JSONReadable>(_ decoder: any Decoder) throws -> T {
        let value = try JSONValue(from: decoder)
        do {
            return try JSONReader(JSONDocument(value), log: DecodingLog()).read()
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    extension Scene: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(Scene.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ItemDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ItemDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ItemShape: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ItemShape.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension GroupDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(GroupDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension BehaviorDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(BehaviorDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension GravityDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(GravityDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension CollisionDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(CollisionDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension CollisionModeDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(CollisionModeDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension BoundaryDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(BoundaryDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ItemPropertiesDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ItemPropertiesDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension AttachmentDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(AttachmentDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension AttachmentKindDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(AttachmentKindDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension SnapDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(SnapDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension PushDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(PushDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension PushModeDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(PushModeDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension FieldDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(FieldDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension FieldKindDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(FieldKindDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension RegionDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(RegionDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension CompositeDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(CompositeDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ScriptEvent: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ScriptEvent.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ScriptAction: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ScriptAction.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension DragDescription: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(DragDescription.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension TimedPoint: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(TimedPoint.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    extension ScriptValue: Codable {
        /// Reads the scene format's form.
        ///
        /// ```swift
        /// let value = try JSONDecoder().decode(ScriptValue.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws { self = try decodeSceneForm(decoder) }

        /// Writes the scene format's form.
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(value)
        /// ```
        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }
#endif
