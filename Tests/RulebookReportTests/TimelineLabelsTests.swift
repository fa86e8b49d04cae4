import Testing

@testable import RulebookReport

/// Where a timeline's texts go (`TimelineLabels`): a place is taken only when its box, as
/// wide as the text's characters at 7.5 px each, overlaps no text placed before.
struct TimelineLabelsTests {
    private typealias Place = TimelineLabels.Place

    /// Whether `labels` took `place` (out of `#expect`, which cannot mutate).
    private func take(_ labels: inout TimelineLabels, _ place: Place) -> Bool {
        labels.take(place)
    }

    @Test("A box that overlaps one placed before is refused, across a bucket's edge too")
    func overlapsAreRefused() {
        var labels = TimelineLabels()
        // 10 characters from x 100: 100 to 175, across the first bucket's edge at 128.
        #expect(take(&labels, Place(text: "0123456789", x: 100, y: 50, anchor: .start)))
        #expect(!take(&labels, Place(text: "x", x: 170, y: 50, anchor: .start)))
        #expect(!take(&labels, Place(text: "x", x: 130, y: 50, anchor: .start)))
        // Right of it, or on another line, it is free.
        #expect(take(&labels, Place(text: "x", x: 176, y: 50, anchor: .start)))
        #expect(take(&labels, Place(text: "0123456789", x: 100, y: 70, anchor: .start)))
    }

    @Test("Boxes left of 0 are compared like any others")
    func boxesLeftOfZero() {
        var labels = TimelineLabels()
        // A middle-anchored text of 40 characters at x 8 reaches from -142 to 158.
        let long = String(repeating: "w", count: 40)
        #expect(take(&labels, Place(text: long, x: 8, y: 20)))
        #expect(!take(&labels, Place(text: "x", x: -100, y: 20, anchor: .start)))
        #expect(!take(&labels, Place(text: "x", x: 150, y: 20, anchor: .start)))
        #expect(take(&labels, Place(text: "x", x: -300, y: 20, anchor: .start)))
        #expect(take(&labels, Place(text: "x", x: 160, y: 20, anchor: .start)))
    }

    @Test("A text is as wide as its characters, not its bytes")
    func widthCountsCharacters() {
        var labels = TimelineLabels()
        // Three characters, six bytes: 22.5 px, rounded up to 23.
        #expect(take(&labels, Place(text: "ééé", x: 0, y: 10, anchor: .start)))
        #expect(take(&labels, Place(text: "a", x: 23, y: 10, anchor: .start)))
        #expect(!take(&labels, Place(text: "a", x: 22, y: 10, anchor: .start)))
    }

    @Test("place takes the first free candidate, and none when every one is taken")
    func placeTakesTheFirstFree() {
        var labels = TimelineLabels()
        labels.reserve(Place(text: "lane", x: 0, y: 40, anchor: .start))
        let placed = labels.place([
            Place(text: "a", x: 10, y: 40, anchor: .start),
            Place(text: "a", x: 10, y: 60, anchor: .start),
        ])
        #expect(placed?.y == 60)
        let refused = labels.place([Place(text: "b", x: 12, y: 60, anchor: .start)])
        #expect(refused == nil)
    }

    @Test("The same text at another baseline has the same box, moved")
    func placeAtAnotherBaseline() {
        var labels = TimelineLabels()
        let place = Place(text: "accepted", x: 100, y: 50)
        #expect(place.at(y: 80).width == place.width)
        #expect(take(&labels, place))
        #expect(!take(&labels, place.at(y: 52)))
        #expect(take(&labels, place.at(y: 80)))
    }
}
