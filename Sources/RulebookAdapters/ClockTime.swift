/// Conversions between a clock's `Duration` and the models' whole milliseconds.
enum ClockTime {
    /// `duration` in whole milliseconds, rounded down; clamped to `Int` instead of overflowing.
    static func floorMilliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        var fraction = attoseconds / perMillisecond
        if attoseconds < 0 && attoseconds % perMillisecond != 0 { fraction -= 1 }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return seconds < 0 ? Int.min : Int.max }
        let (sum, sumOverflow) = whole.addingReportingOverflow(fraction)
        if sumOverflow { return whole < 0 ? Int.min : Int.max }
        return Int(clamping: sum)
    }

    /// `duration` in whole milliseconds, rounded up; clamped to `Int` instead of overflowing.
    static func ceilingMilliseconds(_ duration: Duration) -> Int {
        let floor = floorMilliseconds(duration)
        guard floor < Int.max, Duration.milliseconds(floor) < duration else { return floor }
        return floor + 1
    }
}
