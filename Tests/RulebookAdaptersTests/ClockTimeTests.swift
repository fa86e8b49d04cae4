import Testing

@testable import RulebookAdapters

/// The conversion between a clock's `Duration` and the models' whole milliseconds clamps
/// instead of overflowing, and rounds the way each caller needs.
@Suite("ClockTime conversions")
struct ClockTimeTests {
    @Test("whole milliseconds round down, negative ones towards minus infinity")
    func floorRoundsDown() {
        #expect(ClockTime.floorMilliseconds(.zero) == 0)
        #expect(ClockTime.floorMilliseconds(.milliseconds(300)) == 300)
        #expect(ClockTime.floorMilliseconds(.microseconds(300_999)) == 300)
        #expect(ClockTime.floorMilliseconds(.microseconds(-1)) == -1)
        #expect(ClockTime.floorMilliseconds(.microseconds(-1_000)) == -1)
        #expect(ClockTime.floorMilliseconds(.microseconds(-1_001)) == -2)
    }

    @Test("the ceiling rounds a fraction up, and only a fraction")
    func ceilingRoundsUp() {
        #expect(ClockTime.ceilingMilliseconds(.milliseconds(300)) == 300)
        #expect(ClockTime.ceilingMilliseconds(.nanoseconds(1)) == 1)
        #expect(ClockTime.ceilingMilliseconds(.microseconds(299_001)) == 300)
        #expect(ClockTime.ceilingMilliseconds(.microseconds(-1)) == 0)
    }

    @Test("durations beyond Int milliseconds clamp to Int.max and Int.min")
    func hugeDurationsClamp() {
        let huge = Duration.seconds(Int64.max)
        #expect(ClockTime.floorMilliseconds(huge) == Int.max)
        #expect(ClockTime.ceilingMilliseconds(huge) == Int.max)
        #expect(ClockTime.floorMilliseconds(.seconds(Int64.min)) == Int.min)
        #expect(ClockTime.ceilingMilliseconds(.seconds(Int64.min)) == Int.min)
    }

    @Test("the seconds fit but adding the fraction overflows: clamped too")
    func fractionOverflowClamps() {
        // Int.max / 1000 seconds is the largest whole number of seconds whose milliseconds
        // fit; its last 807 ms plus a fraction of 999 ms do not.
        let seconds = Int64(Int.max / 1000)
        let almost = Duration.seconds(seconds) + .milliseconds(999)
        #expect(ClockTime.floorMilliseconds(almost) == Int.max)
        #expect(ClockTime.floorMilliseconds(.seconds(seconds)) == Int(seconds) * 1000)
        let below = Duration.seconds(-seconds) - .milliseconds(999)
        #expect(ClockTime.floorMilliseconds(below) == Int.min)
    }

    @Test("the largest representable milliseconds convert exactly, in both directions")
    func extremesConvertExactly() {
        #expect(ClockTime.floorMilliseconds(.milliseconds(Int.max)) == Int.max)
        #expect(ClockTime.ceilingMilliseconds(.milliseconds(Int.max)) == Int.max)
        #expect(ClockTime.floorMilliseconds(.milliseconds(Int.min)) == Int.min)
    }
}
