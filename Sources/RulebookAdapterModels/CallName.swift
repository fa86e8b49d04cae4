import Rulebook

/// How a table names a call: by the label its row bound, or by kind and number.
func callName(_ index: Int, kind: String, labels: TicketLabels<Int>?) -> String {
    labels?.label(for: index) ?? "\(kind) \(index + 1)"
}
