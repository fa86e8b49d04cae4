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

    /// A place for a text: its words, x, baseline y and anchor.
    struct Place {
        let text: String
        let x: Int
        let y: Int
        var anchor: Anchor = .middle
    }

    /// The widest a character is taken to be, in pixels (digits and most letters of a
    /// 12 px sans-serif font are narrower), and a text's height above and below its baseline.
    private static let characterWidth = 7.5
    private static let ascent = 11
    private static let descent = 3
    /// The width of a bucket of boxes, in pixels: a new box is compared with the boxes of
    /// the buckets it spans only.
    private static let bucketWidth = 128

    private var buckets: [Int: [Box]] = [:]

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
        for candidate in candidates {
            let box = Self.box(of: candidate)
            let range = Self.bucketRange(box)
            let isFree = range.allSatisfy { bucket in
                (buckets[bucket] ?? []).allSatisfy { !$0.overlaps(box) }
            }
            if isFree {
                add(box)
                return candidate
            }
        }
        return nil
    }

    private mutating func add(_ box: Box) {
        for bucket in Self.bucketRange(box) { buckets[bucket, default: []].append(box) }
    }

    private static func bucketRange(_ box: Box) -> ClosedRange<Int> {
        let first = box.left >= 0 ? box.left / bucketWidth : (box.left + 1) / bucketWidth - 1
        let last = box.right >= 0 ? box.right / bucketWidth : (box.right + 1) / bucketWidth - 1
        return first...max(first, last)
    }

    private static func box(of place: Place) -> Box {
        let width = Int((Double(place.text.count) * characterWidth).rounded(.up))
        let left =
            switch place.anchor {
            case .start: place.x
            case .middle: place.x - width / 2
            }
        return Box(
            left: left, right: left + width, top: place.y - ascent, bottom: place.y + descent)
    }
}
