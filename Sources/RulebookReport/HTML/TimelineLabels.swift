/// Where a timeline's texts go so that no two overlap: each text is given as candidate
/// places (in order of preference) and takes the first whose box overlaps no text placed
/// before it; when none is free, it is not drawn (every mark keeps its words in its
/// `<title>`, and the figure's description says what it shows). Boxes are estimated from
/// the text's length at the timeline's 12 px font: there is no script to measure them.
struct TimelineLabels {
    /// How a text is anchored at its x, as SVG's `text-anchor` says.
    enum Anchor {
        case start
        case middle
    }

    /// A place for a text: its words, x, baseline y and anchor, and the text's width in
    /// pixels, worked out once for all the places a text is tried at.
    struct Place {
        let text: String
        let x: Int
        let y: Int
        let anchor: Anchor
        let width: Int

        init(text: String, x: Int, y: Int, anchor: Anchor = .middle) {
            self.init(text: text, x: x, y: y, anchor: anchor, width: Self.width(of: text))
        }

        private init(text: String, x: Int, y: Int, anchor: Anchor, width: Int) {
            self.text = text
            self.x = x
            self.y = y
            self.anchor = anchor
            self.width = width
        }

        /// The same text at baseline `y`.
        func at(y: Int) -> Place {
            Place(text: text, x: x, y: y, anchor: anchor, width: width)
        }

        private static func width(of text: String) -> Int {
            // An ASCII text has as many characters as bytes; only another one is counted.
            let utf8 = text.utf8
            let characters = utf8.allSatisfy { $0 < 0x80 } ? utf8.count : text.count
            return Int((Double(characters) * characterWidth).rounded(.up))
        }
    }

    /// The widest a character is taken to be, in pixels (digits and most letters of a
    /// 12 px sans-serif font are narrower), and a text's height above and below its baseline.
    private static let characterWidth = 7.5
    private static let ascent = 11
    private static let descent = 3
    /// The width of a bucket of boxes, in pixels: a new box is compared with the boxes of
    /// the buckets it spans only. Bucket `n` holds the boxes that reach from `n * 128` to
    /// `n * 128 + 127`; the first also holds those left of 0.
    private static let bucketWidth = 128

    private var buckets: [[Box]] = []

    private struct Box {
        let left: Int
        let right: Int
        let top: Int
        let bottom: Int

        func overlaps(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }
    }

    /// Takes a place that is always drawn (a lane's name), so later texts avoid it.
    mutating func reserve(_ place: Place) {
        add(Self.box(of: place))
    }

    /// The first free place of `candidates`, now taken; `nil` when every one is taken.
    mutating func place(_ candidates: [Place]) -> Place? {
        for candidate in candidates where take(candidate) { return candidate }
        return nil
    }

    /// Takes `place` when it is free (its box overlaps no text placed before); `false`
    /// when it is taken.
    mutating func take(_ place: Place) -> Bool {
        let box = Self.box(of: place)
        let range = Self.bucketRange(box)
        for bucket in range where bucket < buckets.count {
            for other in buckets[bucket] where other.overlaps(box) { return false }
        }
        add(box)
        return true
    }

    private mutating func add(_ box: Box) {
        let range = Self.bucketRange(box)
        while buckets.count <= range.upperBound {
            var bucket: [Box] = []
            bucket.reserveCapacity(16)
            buckets.append(bucket)
        }
        for bucket in range { buckets[bucket].append(box) }
    }

    /// The buckets a box spans. Two boxes that overlap share one: the bucket of a point of
    /// both (or the first, for a point left of 0).
    private static func bucketRange(_ box: Box) -> ClosedRange<Int> {
        let first = max(box.left, 0) / bucketWidth
        let last = max(box.right, 0) / bucketWidth
        return first...max(first, last)
    }

    private static func box(of place: Place) -> Box {
        let left =
            switch place.anchor {
            case .start: place.x
            case .middle: place.x - place.width / 2
            }
        return Box(
            left: left, right: left + place.width, top: place.y - ascent,
            bottom: place.y + descent)
    }
}
