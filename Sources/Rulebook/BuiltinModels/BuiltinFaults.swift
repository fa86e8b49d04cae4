import RulebookModels

// The faults layer of the built-in models: the seeded faults of `RulebookModels`, each
// described once, next to its case, with the rule it breaks. The faults themselves are
// `package` in RulebookModels, so only this layer, driven by the runner, can switch one on.

extension PagerSpecModel: ModelWithFaults {
    package static let faults = ModelFault.cases(of: PagerFault.self, breaking: \.rule)

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        try self.init(options: options)
        pager.fault = try Self.seeded(fault, as: PagerFault.self)
    }
}

extension OptimisticSpecModel: ModelWithFaults {
    package static let faults = ModelFault.cases(of: OptimisticFault.self, breaking: \.rule)

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        try self.init(options: options)
        records.fault = try Self.seeded(fault, as: OptimisticFault.self)
    }
}

extension DebounceSpecModel: ModelWithFaults {
    package static let faults = ModelFault.cases(of: DebounceFault.self, breaking: \.rule)

    package init(options: ModelOptions, fault: FaultSwitch) throws(ModelError) {
        try self.init(options: options)
        debounce.fault = try Self.seeded(fault, as: DebounceFault.self)
    }
}
