/// The one wording of a name that nothing declares: a model, a verb, a column, a model
/// option, a fault or a command-line option. Every "unknown …" message comes from here, so
/// each says the same three things in the same order: what was not found, the nearest
/// known name, and the known names.
///
/// `unknown model "pagr": did you mean pager? (known: debounce, optimistic, pager)`
extension Diagnostic {
    /// `unknown KIND "NAME"[ for OWNER][: did you mean NEAREST?] (known: A, B)`; the list
    /// reads `(it takes none)` when `known` is empty, and is left out when `listsKnown` is
    /// false (a command's options are listed by its `--help`). `hint` replaces the "did you
    /// mean" part when a name is known in another role (a column that is an input, not an
    /// expectation). The nearest name is also the diagnostic's suggestion, for editors.
    package static func unknown(
        _ what: String, _ name: String, for owner: String? = nil, known: [String],
        listsKnown: Bool = true, hint: String? = nil, as kind: Kind = .row,
        at location: FileLocation? = nil
    ) -> Diagnostic {
        let nearest = hint == nil ? Suggestion.closest(to: name, among: known) : nil
        let quoted = Cell.isQuoted(name) ? name : "\"\(name)\""
        var message = "unknown \(what) \(quoted)"
        if let owner { message += " for \(owner)" }
        message += hint ?? nearest.map { ": did you mean \($0)?" } ?? ""
        if listsKnown {
            message +=
                known.isEmpty ? " (it takes none)" : " (known: \(known.joined(separator: ", ")))"
        }
        return Diagnostic(kind, at: location, message, suggestion: nearest)
    }
}
