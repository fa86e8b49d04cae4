#if canImport(Glibc)
    import Glibc
#endif

/// How the C heap grows in a check that ends the process (Linux, glibc), a fast path
/// (ARCHITECTURE.md, "Fast paths"): glibc grows a heap 128 KiB past what is asked and gives back to
/// the system what is freed beyond that, so a short check keeps faulting fresh pages in as its
/// parses and rows take memory and free it. A pad of 16 MiB keeps freed memory at hand for the next
/// allocation: a fifth to a quarter fewer page faults on the English files of `spec/`, and about 6%
/// less time at every size (Benchmarks/RESULTS.md, "0.7.4"). Only address space is reserved: pages
/// become resident when touched. Not for long-lived processes (`rulebook lsp`, `--watch`), whose
/// heaps would then keep that much past their use. It writes nothing, so it needs no reference
/// path.
enum HeapGrowth {
    /// Asks glibc to grow heaps 16 MiB at a time; nothing elsewhere. `mallopt` is looked up
    /// at run time, since Swift's Glibc module does not import `malloc.h`.
    static func growInLargeSteps() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else {
                return
            }
            let topPad: Int32 = -2  // M_TOP_PAD in malloc.h
            _ = unsafeBitCast(symbol, to: Mallopt.self)(topPad, 16 << 20)
        #endif
    }
}
