extension ModelError {
    /// What a model's handler threw, as the problem of its row: a `ModelError` as it is, any
    /// other error by its description (`CancellationError()`), so a handler may throw the
    /// app's own errors and need not be written `throws(ModelError)`.
    static func thrown(by error: any Error) -> ModelError {
        (error as? ModelError) ?? ModelError(String(describing: error))
    }
}
