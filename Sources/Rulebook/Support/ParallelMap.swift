import Dispatch
import Foundation

/// A `map` that runs on every core. The results keep the order of the input, so whatever is
/// built from them is byte for byte what a serial `map` would give.
package enum ParallelMap {
    /// `items.map(transform)`, in chunks of at least `minimumChunk` items spread over the
    /// processors; serial when there is one processor or too little work to share.
    package static func map<Item: Sendable, Result>(
        _ items: [Item], minimumChunk: Int = 1, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let chunk = max(minimumChunk, 1)
        guard items.count >= 2 * chunk else { return items.map(transform) }
        let workers = processors
        guard workers > 1 else { return items.map(transform) }
        // More chunks than workers, so that uneven items still keep every core busy.
        let chunkCount = min(workers * 8, (items.count + chunk - 1) / chunk)
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { part in
            let lower = part * items.count / chunkCount
            let upper = (part + 1) * items.count / chunkCount
            for index in lower..<upper {
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.values()
    }

    /// The processors to spread work over, counted once per process (a count reads files).
    private static let processors = ProcessInfo.processInfo.activeProcessorCount

    /// One slot per result; each slot is written by exactly one worker, and read only after
    /// every worker has finished.
    // @unchecked: no lock on purpose; workers write disjoint slots, read after they all end.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<Value?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = UnsafeMutablePointer<Value?>.allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func store(_ value: Value, at index: Int) {
            storage[index] = value
        }

        func values() -> [Value] {
            (0..<count).compactMap { storage[$0] }
        }
    }
}
