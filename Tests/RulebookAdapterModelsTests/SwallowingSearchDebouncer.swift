import Rulebook
import RulebookAdaptersTesting
import RulebookModels

@testable import RulebookAdapterModels
@testable import RulebookAdapters

/// A copy of `SearchDebouncer` with the bug `spec/adapters.md` must catch: its wait swallows
/// the cancellation with `try?` and goes on to deliver, as if the wait were over. Everything
/// else is as shipped.
@MainActor
final class SwallowingSearchDebouncer: ManualClockDebouncer {
    private(set) var model: SearchDebounce
    var runningTasks: Int { tasks.count }

    private let clock: ManualClock
    private let start: ManualClock.Instant
    private let deliver: @MainActor (String) -> Void
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var taskSerial = 0

    init(
        delay: Duration, clock: ManualClock, deliver: @escaping @MainActor (String) -> Void
    ) throws(InvalidDelay) {
        model = try SearchDebounce(delay: ClockTime.ceilingMilliseconds(delay))
        self.clock = clock
        start = clock.now
        self.deliver = deliver
    }

    deinit {
        for task in tasks.values { task.cancel() }
    }

    func input(_ text: String) -> InputOutcome {
        let now = clock.now
        let outcome = model.input(text, at: milliseconds(at: now))
        switch outcome {
        case .waiting(let generation, _):
            cancelWait()
            startWait(generation: generation, until: now.advanced(by: .milliseconds(model.delay)))
        case .cleared:
            cancelWait()
        case .closed, .rejected:
            break
        }
        return outcome
    }

    func close() {
        model.close()
        cancelWait()
    }

    private func startWait(generation: Int, until wakeAt: ManualClock.Instant) {
        taskSerial &+= 1
        let id = taskSerial
        let clock = clock
        tasks[id] = Task { @MainActor [weak self] in
            defer { self?.tasks[id] = nil }
            while true {
                try? await clock.sleep(until: wakeAt, tolerance: nil)  // the bug
                guard let self, self.wake(generation: generation, wakeAt: wakeAt) else { return }
            }
        }
    }

    private func wake(generation: Int, wakeAt: ManualClock.Instant) -> Bool {
        let now = clock.now
        if now < wakeAt {
            return model.generation == generation && model.pending != nil
        }
        switch model.wake(generation: generation, at: milliseconds(at: now)) {
        case .delivered(let query):
            deliver(query)
            return false
        case .nothing, .rejected:
            return false
        }
    }

    private func cancelWait() {
        for task in tasks.values { task.cancel() }
    }

    private func milliseconds(at instant: ManualClock.Instant) -> Int {
        ClockTime.floorMilliseconds(start.duration(to: instant))
    }
}
