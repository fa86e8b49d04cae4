#if canImport(Glibc)
    import Glibc
#endif

/// How the C heap grows in a check that ends the process (Linux, glibc), a fast path
/// (ARCHITECTURE.md, "Fast paths"): glibc grows a heap 128 KiB past what is asked and gives
/// back to the system what is freed beyond that, so a short check keeps faulting fresh
/// pages in as its parses and rows take memory and free it. A pad of 16 MiB keeps freed
/// memory at hand for the next allocation, and a fixed mapping threshold of 1 MiB keeps the
/// parse arena's blocks and the report's buffers in the heap: a fifth fewer page faults on
/// the English files of `spec/` and a tenth fewer at 10,000 tables, and 6% less wall time
/// on a short check (Benchmarks/RESULTS.md, "0.7.4"). Only address space is reserved: pages
/// become resident when touched. Not for long-lived processes (`rulebook lsp`, `--watch`),
/// whose heaps would then keep that much past their use. It writes nothing, so it needs no
/// reference path.
enum HeapGrowth {
    /// Asks glibc to pad heaps by 16 MiB and to map only blocks of 1 MiB or more on their
    /// own; nothing elsewhere. `mallopt` is looked up at run time, since Swift's Glibc
    /// module does not import `malloc.h`.
    static func keepFreedMemoryAtHand() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else {
                return
            }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let topPad: Int32 = -2  // M_TOP_PAD in malloc.h
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
            _ = mallopt(topPad, 16 << 20)
            // Setting the pad stops glibc from raising its mapping threshold as large blocks
            // are freed, so every block of 128 KiB or more (the parse arena's blocks, a large
            // page's buffers) would be mapped and faulted in afresh: 1 MiB keeps those in the
            // heap, where freed ones are reused.
            _ = mallopt(mmapThreshold, 1 << 20)
        #endif
    }
}
