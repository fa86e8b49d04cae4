import Rulebook

/// A bug that the app's glue could have, seeded so that `rulebook mutants` can show that
/// the spec catches it. It lives here, in the spec-models target, and goes through `Cart`'s
/// public API: the app target, which never links this target, carries no fault code.
enum CartFault: String, CaseIterable {
    /// A confirmation empties the cart whichever checkout it answers.
    case confirmsAnyCheckout = "confirms-any-checkout"

    /// The rule the fault breaks.
    var rule: String {
        switch self {
        case .confirmsAnyCheckout: "an old checkout's answer changes nothing"
        }
    }
}

extension CartSpecModel: ModelWithFaults {
    public static let faults = ModelFault.cases(of: CartFault.self, breaking: \.rule)

    public init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        try self.init(options: options)
        self.fault = try Self.seeded(fault, as: CartFault.self)
    }
}
