/// A seeded bug in a model's own logic that breaks one documented rule. `rulebook mutants`
/// runs the specs once with each fault switched on and reports the rules that catch it.
public struct ModelFault: Sendable, Hashable {
    /// Lower-case words joined by hyphens, such as `no-ticket-check`.
    public let name: String
    /// The rule the fault breaks, in words.
    public let breaks: String

    public init(_ name: String, breaks: String) {
        self.name = name
        self.breaks = breaks
    }

    /// Whether `name` is lower-case words (letters and digits) joined by single hyphens.
    package static func isValidName(_ name: String) -> Bool {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty
                && word.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0)
                }
        }
    }
}

/// The fault the runner switched on. Only the runner makes one, so a fault can be switched
/// on neither from a table (an info string has no such option) nor from app code.
public struct FaultSwitch: Sendable, Hashable {
    /// The name of one of the model's `faults`. (The memberwise initializer is internal.)
    public let name: String
}

/// The faults layer of the model protocol: a model that declares seeded bugs, next to its
/// verbs, so that `rulebook mutants` can prove that its spec catches each of them.
///
/// ```swift
/// extension InboxSpecModel: ModelWithFaults {
///     public static let faults = ModelFault.cases(of: Inbox.Fault.self, breaking: \.rule)
///
///     public init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
///         try self.init(options: options)
///         inbox.fault = try Self.seeded(fault, as: Inbox.Fault.self)  // internal to the app
///     }
/// }
/// ```
public protocol ModelWithFaults: RulebookModel {
    /// Every seeded fault, each breaking exactly one rule.
    static var faults: [ModelFault] { get }

    /// Makes a fresh model for one table with the fault `fault.name` switched on; throws
    /// when the model has no such fault or an option value is invalid.
    init(options: ModelOptions, fault: FaultSwitch) throws(ModelError)
}

/// A fault of one model, as `rulebook mutants` selects and reports it.
public struct SeededFault: Sendable, Hashable {
    /// The model's name (`pager`).
    public let model: String
    public let fault: ModelFault

    package init(model: String, fault: ModelFault) {
        self.model = model
        self.fault = fault
    }

    /// `pager/no-ticket-check`.
    package var id: String { "\(model)/\(fault.name)" }
}

extension ModelRegistry {
    /// The faults of every registered model, models in name order, each model's faults in
    /// the order it declares them.
    public var faults: [SeededFault] {
        descriptors.flatMap { descriptor in
            let seeded = model(named: descriptor.name) as? any ModelWithFaults.Type
            return (seeded?.faults ?? []).map { SeededFault(model: descriptor.name, fault: $0) }
        }
    }
}
