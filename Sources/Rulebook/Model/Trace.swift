/// What one applied event did, in terms any model can give and any timeline can draw: the
/// model's clock, if it has one, and marks on named lanes (a ticket, a record, a wait).
///
/// Traces are data, not drawings: the HTML report draws them as SVG timelines, and they
/// hold no reference to the model, so a saved run draws the same timelines.
public struct TraceStep: Equatable, Sendable, Codable {
    /// The model's clock when the event happened (virtual milliseconds, say), or `nil` when
    /// the model has no clock; a timeline uses a time axis only when every step has a time.
    public var time: Int?
    /// What happened, in drawing order.
    public var marks: [TraceMark]

    public init(time: Int? = nil, marks: [TraceMark] = []) {
        self.time = time
        self.marks = marks
    }
}

/// One thing that happened on a lane of a timeline.
public struct TraceMark: Equatable, Sendable, Codable {
    /// How a mark is drawn.
    public enum Kind: Equatable, Sendable, Codable {
        /// Something happens at this moment (an input, a tick, an ignored tap).
        case point
        /// Something starts and stays open on the lane (a request, a write, a wait);
        /// `until` is when it falls due on the model's clock, if it has a deadline.
        case start(until: Int?)
        /// The lane's open span ends here (answered, delivered, superseded); on a lane with
        /// nothing open it is drawn as a point.
        case end
        /// The lane's value from now on (`on`, `off`); drawn where it changes.
        case value
        /// A new generation begins for every lane (a reset, an account switch).
        case generation
    }

    /// How the mark's outcome reads.
    public enum Tone: String, Equatable, Sendable, Codable {
        case neutral
        /// Accepted, delivered, saved.
        case good
        /// Failed, rejected by the model.
        case bad
        /// Ignored, cancelled, superseded: nothing changed.
        case muted
    }

    package let kind: Kind
    /// The lane's name, shown at its left (`ticket A`, `record 1 visible`); empty for a
    /// generation.
    package let lane: String
    /// The short text written at the mark (`page 2`, `accepted`, `"swift"`).
    package let label: String
    package let tone: Tone

    public init(kind: Kind, lane: String, label: String, tone: Tone = .neutral) {
        self.kind = kind
        self.lane = lane
        self.label = label
        self.tone = tone
    }

    /// Something happens at this moment.
    public static func point(_ lane: String, _ label: String, tone: Tone = .neutral) -> Self {
        Self(kind: .point, lane: lane, label: label, tone: tone)
    }

    /// Something starts on the lane, due at `until` if it has a deadline.
    public static func start(_ lane: String, _ label: String, until: Int? = nil) -> Self {
        Self(kind: .start(until: until), lane: lane, label: label)
    }

    /// The lane's open span ends.
    public static func end(_ lane: String, _ label: String, tone: Tone = .neutral) -> Self {
        Self(kind: .end, lane: lane, label: label, tone: tone)
    }

    /// The lane's value from now on.
    public static func value(_ lane: String, _ label: String) -> Self {
        Self(kind: .value, lane: lane, label: label)
    }

    /// A new generation begins (`generation 2`, `account 2`).
    public static func generation(_ label: String) -> Self {
        Self(kind: .generation, lane: "", label: label)
    }
}
