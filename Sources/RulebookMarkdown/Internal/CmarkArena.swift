import Foundation

/// The memory of one parse: cmark-gfm allocates a node for every block, inline, row and cell
/// and frees each again, so a parse whose tree is read once and dropped takes its small
/// allocations from an arena instead: allocation is a pointer bump, a free does nothing,
/// and the arena's blocks go back to the system when the parse is over. Large allocations
/// (the buffers that grow with a long table) stay with the system allocator, so growing
/// them leaves no copies behind. cmark-gfm's own arena is one global, so parses on several
/// threads could not share it; this one belongs to the thread that parses (found through a
/// thread-specific key, since cmark's allocator callbacks take no context). Its state is
/// plain memory, so an allocation takes no lock, reference count or exclusivity check.
///
/// A fast path (ARCHITECTURE.md, "Fast paths"): `CmarkParser` hands it to cmark-gfm as its
/// allocator (`CmarkParser.arenaAllocator`, the one place that speaks to cmark-gfm), and
/// its reference path is cmark-gfm's own allocator (`ReferencePaths`).
enum CmarkArena {
    /// Where small allocations come from: blocks of this many bytes. Each block starts
    /// with the address of the block taken before it, so the arena gives them all back at
    /// the end.
    private static let blockSize = 256 << 10
    /// Allocations above this size go to the system allocator.
    private static let largest = 16 << 10
    /// Texts above this size are parsed with the system allocator.
    static let largestText = 1 << 20
    /// Each allocation is preceded by its size, and by whether it is the system's, so that
    /// a reallocation can copy it and a free can tell the two apart; the same space starts
    /// a block, for its link.
    private static let headerSize = 16

    /// One thread's arena.
    private struct State {
        var next: UnsafeMutableRawPointer?
        var remaining = 0
        var lastBlock: UnsafeMutableRawPointer?
    }

    /// Runs `body` with a new arena as this thread's, then frees the arena's blocks.
    static func withArena<T>(_ body: () -> T) -> T {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        pthread_setspecific(threadKey, state)
        defer {
            pthread_setspecific(threadKey, nil)
            var block = state.pointee.lastBlock
            while let current = block {
                block = current.load(as: UnsafeMutableRawPointer?.self)
                free(current)
            }
            state.deallocate()
        }
        return body()
    }

    /// Zeroed memory for `size` bytes, 16-byte aligned: from this thread's arena, or from
    /// the system when it is large; `nil` when there is no arena or no memory.
    static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        allocate(size, zeroed: true)
    }

    /// Memory for `size` bytes, as `allocate(_:)`, zeroed only when asked (what a
    /// reallocation copies into needs no zeroing first).
    private static func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        guard size <= largest else { return systemAllocation(size, copying: nil) }
        guard let state = currentArena() else { return nil }
        let needed = footprint(size)
        if needed > state.pointee.remaining {
            // Not calloc: a block would be zeroed whole, when only what is allocated from
            // it needs zeroing.
            guard let block = malloc(blockSize) else { return nil }
            block.storeBytes(of: state.pointee.lastBlock, as: UnsafeMutableRawPointer?.self)
            state.pointee.lastBlock = block
            state.pointee.next = block + headerSize
            state.pointee.remaining = blockSize - headerSize
        }
        guard let start = state.pointee.next else { return nil }
        start.storeBytes(of: size, as: Int.self)
        (start + 8).storeBytes(of: 0, as: Int.self)
        state.pointee.next = start + needed
        state.pointee.remaining -= needed
        if zeroed { memset(start + headerSize, 0, size) }
        return start + headerSize
    }

    /// This thread's arena, while it parses.
    private static func currentArena() -> UnsafeMutablePointer<State>? {
        pthread_getspecific(threadKey)?.assumingMemoryBound(to: State.self)
    }

    /// The bytes an arena allocation of `size` bytes takes, with its header.
    private static func footprint(_ size: Int) -> Int {
        (size + headerSize + 15) & ~15
    }

    /// Zeroed memory of the system's for `size` bytes, holding `old`'s bytes if given.
    private static func systemAllocation(
        _ size: Int, copying old: UnsafeMutableRawPointer?
    ) -> UnsafeMutableRawPointer? {
        let (total, overflow) = size.addingReportingOverflow(headerSize)
        guard !overflow, let start = calloc(1, total) else { return nil }
        start.storeBytes(of: size, as: Int.self)
        (start + 8).storeBytes(of: 1, as: Int.self)
        let allocation = start + headerSize
        if let old {
            allocation.copyMemory(from: old, byteCount: min(size, Self.size(of: old)))
            release(old)
        }
        return allocation
    }

    private static func size(of pointer: UnsafeMutableRawPointer) -> Int {
        (pointer - headerSize).load(as: Int.self)
    }

    private static func isSystems(_ pointer: UnsafeMutableRawPointer) -> Bool {
        (pointer - headerSize + 8).load(as: Int.self) != 0
    }

    /// `pointer`'s bytes moved to an allocation of `size` bytes (as `realloc`).
    static func reallocate(
        _ pointer: UnsafeMutableRawPointer?, to size: Int
    ) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size) }
        let oldSize = Self.size(of: pointer)
        guard size > oldSize else { return pointer }
        guard size <= largest else { return systemAllocation(size, copying: pointer) }
        if !isSystems(pointer), grow(pointer, from: oldSize, to: size) { return pointer }
        guard let moved = allocate(size, zeroed: false) else { return nil }
        moved.copyMemory(from: pointer, byteCount: oldSize)
        return moved
    }

    /// Grows the arena allocation at `pointer` where it stands, when it is the last one
    /// taken from this thread's current block and the block has room: a buffer that grows
    /// while nothing else is allocated (cmark-gfm's text buffers, line after line) is then
    /// neither copied nor left behind.
    private static func grow(_ pointer: UnsafeMutableRawPointer, from oldSize: Int, to size: Int)
        -> Bool
    {
        guard let state = currentArena() else { return false }
        let start = pointer - headerSize
        let extra = footprint(size) - footprint(oldSize)
        guard start + footprint(oldSize) == state.pointee.next, extra <= state.pointee.remaining
        else { return false }
        start.storeBytes(of: size, as: Int.self)
        state.pointee.next = start + footprint(size)
        state.pointee.remaining -= extra
        return true
    }

    /// Frees a system allocation; an arena allocation is freed with its arena.
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer, isSystems(pointer) else { return }
        free(pointer - headerSize)
    }

    // Made once, before any parse.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
