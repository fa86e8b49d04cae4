import Dispatch
import Foundation

/// A `map` that runs on every core. The results keep the order of the input, so whatever is
/// built from them is byte for byte what a serial `map` would give.
package enum ParallelMap {
    /// `items.map(transform)` on every processor: each worker takes the next `minimumChunk`
    /// items as soon as it is done with its last, so that uneven items (the parts of a split
    /// page, a table of many rows) still end together. Serial when there is one processor or
    /// too little work to share.
    package static func map<Item: Sendable, Result>(
        _ items: [Item], minimumChunk: Int = 1, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let chunk = max(minimumChunk, 1)
        guard items.count / 2 >= chunk else { return items.map(transform) }
        let workers = min(processors, items.count / chunk)
        guard workers > 1 else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        let nextChunk = Locked(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let lower = nextChunk.withLock { start in
                    defer { start = min(start + chunk, items.count) }
                    return start
                }
                guard lower < items.count else { return }
                for index in lower..<min(lower + chunk, items.count) {
                    slots.store(transform(items[index]), at: index)
                }
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

        /// The values, moved out of their slots (each is written by then).
        func values() -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(count)
            for index in 0..<count {
                if let value = storage[index].take() { values.append(value) }
            }
            return values
        }
    }
}
