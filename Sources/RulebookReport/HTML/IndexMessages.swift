/// The words of the report's index, in one language: part of ``ReportMessages``.
package struct IndexMessages: Sendable {
    package let header: String
    package let defaultTitle: String
    package let everythingPassed: String
    package let nothingChecked: String
    /// `N tables failed or errored` (the count already written with its noun).
    package let failedOrErrored: @Sendable (String) -> String
    /// `N checklist items failing`.
    package let failing: @Sendable (String) -> String
    /// The closing line's start: `Test cases (tables and checklist items): `.
    package let testCases: String
    package let totals: String
    package let countHeader: String
    package let totalHeader: String
    package let testCasesRow: String
    package let rulesRow: String
    package let tablesRow: String
    package let rowsRow: String
    package let checklistItemsRow: String
    package let specs: String
    package let noSpec: String
    /// The specs table's headers: status, spec, rules, tables, rows.
    package let specHeaders: [String]
    package let checklists: String
    package let moreReports: String
    /// `Failing tables: N`, `Failing checklist items: N`.
    package let failingTables: @Sendable (String) -> String
    package let failingChecklistItems: @Sendable (String) -> String
    /// `none (every table ran)`, the filter of a run without one.
    package let noFilter: String

    package static let english = IndexMessages(
        header: "rulebook report", defaultTitle: "Spec report",
        everythingPassed: "Every table that ran passed, and no checklist item fails.",
        nothingChecked: "Nothing was checked: no event table ran.",
        failedOrErrored: { "\($0) failed or errored" }, failing: { "\($0) failing" },
        testCases: "Test cases (tables and checklist items): ", totals: "Totals",
        countHeader: "count", totalHeader: "total", testCasesRow: "Test cases", rulesRow: "Rules",
        tablesRow: "Tables", rowsRow: "Rows", checklistItemsRow: "Checklist items",
        specs: "Specs", noSpec: "No spec was given.",
        specHeaders: ["status", "spec", "rules", "tables", "rows"], checklists: "Checklists",
        moreReports: "More reports", failingTables: { "Failing tables: \($0)" },
        failingChecklistItems: { "Failing checklist items: \($0)" },
        noFilter: "none (every table ran)")

    package static let german = IndexMessages(
        header: "rulebook-Bericht", defaultTitle: "Spezifikationsbericht",
        everythingPassed:
            "Jede ausgeführte Tabelle hat bestanden, und kein Checklisten-Punkt schlägt fehl.",
        nothingChecked: "Nichts wurde geprüft: Keine Ereignistabelle wurde ausgeführt.",
        failedOrErrored: { "\($0) fehlgeschlagen oder mit Fehler" },
        failing: { "\($0) schlagen fehl" },
        testCases: "Testfälle (Tabellen und Checklisten-Punkte): ", totals: "Summen",
        countHeader: "Zählung", totalHeader: "gesamt", testCasesRow: "Testfälle",
        rulesRow: "Regeln", tablesRow: "Tabellen", rowsRow: "Zeilen",
        checklistItemsRow: "Checklisten-Punkte", specs: "Spezifikationen",
        noSpec: "Keine Spezifikation angegeben.",
        specHeaders: ["Status", "Spezifikation", "Regeln", "Tabellen", "Zeilen"],
        checklists: "Checklisten", moreReports: "Weitere Berichte",
        failingTables: { "Fehlgeschlagene Tabellen: \($0)" },
        failingChecklistItems: { "Fehlschlagende Checklisten-Punkte: \($0)" },
        noFilter: "keiner (jede Tabelle lief)")

    package static let simplifiedChinese = IndexMessages(
        header: "rulebook 报告", defaultTitle: "规格报告",
        everythingPassed: "所有运行的表格都通过了，没有检查项失败。",
        nothingChecked: "没有检查任何内容：没有运行事件表。",
        failedOrErrored: { "\($0)失败或出错" }, failing: { "\($0)失败" },
        testCases: "测试用例（表格和检查项）：", totals: "合计", countHeader: "计数",
        totalHeader: "总计", testCasesRow: "测试用例", rulesRow: "规则", tablesRow: "表格",
        rowsRow: "行", checklistItemsRow: "检查项", specs: "规格", noSpec: "没有给出规格。",
        specHeaders: ["状态", "规格", "规则", "表格", "行"], checklists: "检查清单",
        moreReports: "更多报告", failingTables: { "失败的表格：\($0)" },
        failingChecklistItems: { "失败的检查项：\($0)" }, noFilter: "无（所有表格都运行了）")

    package static let korean = IndexMessages(
        header: "rulebook 보고서", defaultTitle: "명세 보고서",
        everythingPassed: "실행된 모든 표가 통과했고, 실패한 체크리스트 항목이 없다.",
        nothingChecked: "아무것도 검사하지 않았다: 실행된 이벤트 표가 없다.",
        failedOrErrored: { "\($0) 실패 또는 오류" }, failing: { "\($0) 실패" },
        testCases: "테스트 사례(표와 체크리스트 항목): ", totals: "합계", countHeader: "항목",
        totalHeader: "전체", testCasesRow: "테스트 사례", rulesRow: "규칙", tablesRow: "표",
        rowsRow: "행", checklistItemsRow: "체크리스트 항목", specs: "명세",
        noSpec: "주어진 명세가 없다.", specHeaders: ["상태", "명세", "규칙", "표", "행"],
        checklists: "체크리스트", moreReports: "다른 보고서",
        failingTables: { "실패한 표: \($0)" },
        failingChecklistItems: { "실패한 체크리스트 항목: \($0)" },
        noFilter: "없음(모든 표 실행)")
}
