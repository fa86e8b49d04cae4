/// Values written into trace marks, bounded so that a step's size does not grow with the
/// model's state: a table of 20,000 rows keeps 20,000 small steps, not 20,000 copies of a
/// growing list.
package enum TraceValue {
    /// The most characters of ids a list's value spells out before it says how many more.
    package static let listLimit = 120

    /// A list as a timeline writes it: `empty`, the ids joined by commas when they fit in
    /// `listLimit` characters, or else the first ones that fit and the count
    /// (`a-1, a-2, … (4000 ids)`). Reads only the ids it writes.
    package static func list<Items: Collection>(_ ids: Items) -> String
    where Items.Element: StringProtocol {
        if ids.isEmpty { return "empty" }
        var text = ""
        var written = 0
        for id in ids {
            let separator = written == 0 ? "" : ", "
            guard text.utf8.count + separator.utf8.count + id.utf8.count <= listLimit else {
                return text + (written == 0 ? "… (" : ", … (") + "\(ids.count) ids)"
            }
            text += separator + id
            written += 1
        }
        return text
    }
}
