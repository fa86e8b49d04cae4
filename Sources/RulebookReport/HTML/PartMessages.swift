import Rulebook

/// The words of a split spec's part navigation (`SpecParts`), in one language: one table per
/// language, as `ReportMessages`, which hands them out (`ReportMessages.parts`).
package struct PartMessages: Sendable {
    /// `Part 2 of 5`: the navigation's title and the page title's addition.
    package let partOf: @Sendable (String, String) -> String
    /// The link to the part before this one.
    package let previous: String
    /// The link to the part after this one.
    package let next: String
    /// `This spec has N tables: its report is split by section into M pages.`
    package let split: @Sendable (String, String) -> String

    static let english = PartMessages(
        partOf: { "Part \($0) of \($1)" }, previous: "Previous part", next: "Next part",
        split: { "This spec has \($0) tables: its report is split by section into \($1) pages." })

    static let german = PartMessages(
        partOf: { "Teil \($0) von \($1)" }, previous: "Vorheriger Teil", next: "Nächster Teil",
        split: {
            "Diese Spezifikation hat \($0) Tabellen: ihr Bericht ist nach Abschnitten auf \($1) Seiten verteilt."
        })

    static let simplifiedChinese = PartMessages(
        partOf: { "第 \($0) 部分，共 \($1) 部分" }, previous: "上一部分", next: "下一部分",
        split: { "本规格有 \($0) 个表格：报告按章节分为 \($1) 页。" })

    static let korean = PartMessages(
        partOf: { "\($1)개 중 \($0)번째 부분" }, previous: "이전 부분", next: "다음 부분",
        split: { "이 명세에는 표가 \($0)개 있어 보고서를 절별로 \($1)쪽으로 나눴습니다." })
}

extension ReportMessages {
    /// The words of a split spec's part navigation, in this table's language.
    package var parts: PartMessages {
        switch language {
        case .german: .german
        case .simplifiedChinese: .simplifiedChinese
        case .korean: .korean
        default: .english
        }
    }
}
