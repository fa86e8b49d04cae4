/// `--shard K/N`: one of N parts of a spec set, for a CI matrix. Files are dealt out whole,
/// largest first, each to the part with the fewest bytes so far (the lowest-numbered part
/// on a tie), so the parts are balanced by size and the split depends only on the files'
/// paths, order and sizes.
package struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    package let index: Int
    /// How many parts.
    package let count: Int

    /// `nil` unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, e.g. `2/4`; `nil` when the text is not of that form.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// The positions (in `sizes`, ascending) of the files that belong to this part, given
    /// every file's size in bytes in run order.
    package func positions(sizes: [Int]) -> [Int] {
        let order = sizes.indices.sorted {
            sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1
        }
        // Parts past the number of files get nothing (each earlier part takes one file).
        var loads = Array(repeating: 0, count: min(count, sizes.count))
        var mine: [Int] = []
        for position in order {
            var lightest = 0
            for part in loads.indices where loads[part] < loads[lightest] { lightest = part }
            loads[lightest] =
                loads[lightest].addingReportingOverflow(max(sizes[position], 0))
                .partialValue
            if lightest == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }
}
