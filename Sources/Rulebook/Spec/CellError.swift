import RulebookDiagnostics

/// What a cell reader throws when a cell's text is not a valid value for its column
/// (`maybe` where `yes` or `no` is expected): a row's ``Diagnostic``, without a place until
/// the runner gives it the row's.
public typealias CellError = Diagnostic
