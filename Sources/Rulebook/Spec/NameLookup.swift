// The one way to look up a name a spec or a command line gives: a model, a model option, a
// fault. Each lookup that fails throws `Diagnostic.unknown`, so every command and the table
// runner word it alike and suggest the nearest name.

extension ModelRegistry {
    /// The model registered as `name`; `unknown model "pagr": did you mean pager? (known: …)`
    /// otherwise.
    package func resolve(
        _ name: String, as kind: Diagnostic.Kind = .row, at location: FileLocation? = nil
    ) throws(Diagnostic) -> any RulebookModel.Type {
        guard let model = model(named: name) else {
            throw Diagnostic.unknown(
                "model", name, known: descriptors.map(\.name), as: kind, at: location)
        }
        return model
    }

    /// The faults named `name` of the model `model`, or of every model when `model` is `nil`;
    /// `unknown fault "x" for pager: did you mean …? (known: …)` when there is none.
    package func faults(
        named name: String, of model: String? = nil, as kind: Diagnostic.Kind = .row
    ) throws(Diagnostic) -> [SeededFault] {
        let candidates = model.map { model in faults.filter { $0.model == model } } ?? faults
        let named = candidates.filter { $0.fault.name == name }
        guard !named.isEmpty else {
            var known: [String] = []
            for fault in candidates where !known.contains(fault.fault.name) {
                known.append(fault.fault.name)
            }
            throw Diagnostic.unknown("fault", name, for: model, known: known, as: kind)
        }
        return named
    }
}

extension ModelDescriptor {
    /// Checks that the model declares each option and that each is written as declared
    /// (`cursor`, or `delay=VALUE`); `unknown option "cursr" for pager: did you mean cursor?
    /// (known: cursor)` otherwise.
    package func check(
        options given: [ModelOption], as kind: Diagnostic.Kind = .row,
        at location: FileLocation? = nil
    ) throws(Diagnostic) {
        for option in given {
            guard let declared = options.first(where: { $0.name == option.name }) else {
                throw Diagnostic.unknown(
                    "option", option.name, for: name, known: options.map(\.name), as: kind,
                    at: location)
            }
            if declared.takesValue != (option.value != nil) {
                let form = declared.takesValue ? "\(declared.name)=VALUE" : declared.name
                throw Diagnostic(kind, at: location, "option \(declared.name) is written \(form)")
            }
        }
    }
}

extension ModelOption {
    /// Reads an option as a fence, `rulebook new` and `rulebook explore --option` write it:
    /// `cursor` or `delay=500`, its name normalised like a keyword. A blank name or value
    /// (`=1`, `delay=`) is refused.
    package init(parsing word: String) throws(Diagnostic) {
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Keyword.normalize(parts.first.map(String.init) ?? word)
        guard !name.isEmpty, parts.count == 1 || !parts[1].isEmpty else {
            throw Diagnostic("option \"\(word)\" must be a name or name=value")
        }
        self.init(name: name, value: parts.count == 2 ? String(parts[1]) : nil)
    }
}

extension ModelFault {
    /// The faults of a model whose seeded bugs are the cases of `Fault` (named by their raw
    /// values), each breaking the rule `rule` gives: each fault is described once, next to
    /// its case.
    public static func cases<Fault: RawRepresentable<String> & CaseIterable>(
        of _: Fault.Type, breaking rule: (Fault) -> String
    ) -> [ModelFault] {
        Fault.allCases.map { ModelFault($0.rawValue, breaks: rule($0)) }
    }
}

extension ModelWithFaults {
    /// The case of `Fault` that `fault` switches on; `unknown fault "x" for pager (known: …)`
    /// when the model has none of that name.
    public static func seeded<Fault: RawRepresentable<String>>(
        _ fault: FaultSwitch, as _: Fault.Type = Fault.self
    ) throws(ModelError) -> Fault {
        guard let seeded = Fault(rawValue: fault.name) else {
            throw Diagnostic.unknown(
                "fault", fault.name, for: descriptor.name, known: faults.map(\.name))
        }
        return seeded
    }
}
