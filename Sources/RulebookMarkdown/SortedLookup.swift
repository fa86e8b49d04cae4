extension Array {
    /// In an array ascending by `key`, the index of the last element whose key is at most
    /// `value` (the first index when none is, 0 when the array is empty): a binary search.
    func lastIndex(atMost value: Int, by key: (Element) -> Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(self[middle]) <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
