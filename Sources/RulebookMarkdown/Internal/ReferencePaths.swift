#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The test-only switch of the fast paths that produce output: with
/// `RULEBOOK_REFERENCE_PATHS=1` in its environment, a process parses with cmark-gfm's own
/// allocator instead of the arena (`CmarkArena`), escapes HTML scalar by scalar into strings
/// instead of byte by byte into the buffer (`HTMLBuffer`, `HTMLEscaping`) and writes the
/// `--json` file with `JSONEncoder` instead of `JSONText`. Each plain path gives the same
/// bytes as its fast path; `ReferencePathsTests` runs both on `spec/`, the CLI fixtures and
/// the fuzzer's seeds and compares every output (ARCHITECTURE.md, "Fast paths").
package enum ReferencePaths {
    /// Whether this process takes the plain reference paths; read once, at first use.
    package static let areOn: Bool = {
        guard let value = getenv("RULEBOOK_REFERENCE_PATHS") else { return false }
        return strcmp(value, "1") == 0
    }()
}
