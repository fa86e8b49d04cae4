#if canImport(Glibc)
    import Glibc
#endif

/// How the C heap grows in a check that ends the process (Linux, glibc).
///
/// glibc gives each thread's heap more memory a little at a time (128 KiB past what is
/// asked), each time with an `mprotect` that takes the process's memory-map lock for
/// writing, so every other thread that touches a new page waits for it: a check of `spec/`
/// made over 200 such calls, and the thread reading the first file stalled for a few
/// milliseconds. Growing 16 MiB at a time makes a dozen. Only address space is reserved
/// (pages become resident when touched). Not for long-lived processes (`rulebook lsp`,
/// `--watch`), whose heaps would then keep that much past their use.
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
