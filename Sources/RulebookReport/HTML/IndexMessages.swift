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
    /// The compliance overview's heading and what a required case is.
    package let requiredCases: String
    package let requiredCasesIntro: String
    /// A checklist's verdict: `3 of 4 required cases pass` (passing, total, the total).
    package let verdict: @Sendable (String, String, Int) -> String
    /// What else a checklist's verdict says: `1 failing`, `1 missing`, `1 pending`,
    /// `1 skipped`.
    package let overviewFailing: @Sendable (String, Int) -> String
    package let overviewMissing: @Sendable (String, Int) -> String
    package let overviewPending: @Sendable (String, Int) -> String
    package let overviewSkipped: @Sendable (String, Int) -> String
    /// The pending rules' heading and what a pending rule is.
    package let pendingRules: String
    package let pendingRulesIntro: String
    /// `2 checklist items link to no rule with tables`, under the totals.
    package let linkToNoRule: @Sendable (String, Int) -> String
    /// What the table bar counts: `(tables)`.
    package let barCaption: String

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
        noFilter: "none (every table ran)", requiredCases: "Required cases",
        requiredCasesIntro:
            "Each checklist item of the specs is a required case: it passes when the rule it links to passes.",
        verdict: { passing, total, count in
            "\(passing) of \(total) required \(count == 1 ? "case passes" : "cases pass")"
        },
        overviewFailing: { number, _ in "\(number) failing" },
        overviewMissing: { number, _ in "\(number) missing" },
        overviewPending: { number, _ in "\(number) pending" },
        overviewSkipped: { number, _ in "\(number) skipped" }, pendingRules: "Pending rules",
        pendingRulesIntro:
            "Rules agreed ahead of the product: they run, and do not fail the run until they pass.",
        linkToNoRule: { number, count in
            "\(number) checklist \(count == 1 ? "item links" : "items link") to no rule with tables"
        },
        barCaption: "(tables)")

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
        noFilter: "keiner (jede Tabelle lief)", requiredCases: "Pflichtfälle",
        requiredCasesIntro:
            "Jeder Checklisten-Punkt der Spezifikationen ist ein Pflichtfall: Er besteht, wenn die Regel besteht, auf die er verweist.",
        verdict: { passing, total, count in
            count == 1
                ? "\(passing) von \(total) Pflichtfall besteht"
                : "\(passing) von \(total) Pflichtfällen bestehen"
        },
        overviewFailing: { "\($0) \($1 == 1 ? "schlägt" : "schlagen") fehl" },
        overviewMissing: { "\($0) \($1 == 1 ? "fehlt" : "fehlen")" },
        overviewPending: { number, _ in "\(number) ausstehend" },
        overviewSkipped: { number, _ in "\(number) übersprungen" },
        pendingRules: "Ausstehende Regeln",
        pendingRulesIntro:
            "Regeln, die vor dem Produkt vereinbart wurden: Sie laufen und lassen den Lauf nicht fehlschlagen, bis sie bestehen.",
        linkToNoRule: { number, count in
            count == 1
                ? "\(number) Checklisten-Punkt verweist auf keine Regel mit Tabellen"
                : "\(number) Checklisten-Punkte verweisen auf keine Regel mit Tabellen"
        },
        barCaption: "(Tabellen)")

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
        failingChecklistItems: { "失败的检查项：\($0)" }, noFilter: "无（所有表格都运行了）",
        requiredCases: "必需案例", requiredCasesIntro: "规格中的每个检查项都是一个必需案例：它链接的规则通过时，它就通过。",
        verdict: { passing, total, _ in "\(total) 个必需案例中 \(passing) 个通过" },
        overviewFailing: { number, _ in "\(number) 个失败" },
        overviewMissing: { number, _ in "\(number) 个缺失" },
        overviewPending: { number, _ in "\(number) 个待定" },
        overviewSkipped: { number, _ in "\(number) 个已跳过" }, pendingRules: "待定规则",
        pendingRulesIntro: "先于产品商定的规则：它们会运行，在通过之前不会使运行失败。",
        linkToNoRule: { number, _ in "\(number) 个检查项没有链接到带表格的规则" },
        barCaption: "（表格）")

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
        noFilter: "없음(모든 표 실행)", requiredCases: "필수 사례",
        requiredCasesIntro: "명세의 체크리스트 항목은 모두 필수 사례다: 연결된 규칙이 통과하면 통과한다.",
        verdict: { passing, total, _ in "필수 사례 \(total)개 중 \(passing)개 통과" },
        overviewFailing: { number, _ in "실패 \(number)개" },
        overviewMissing: { number, _ in "누락 \(number)개" },
        overviewPending: { number, _ in "보류 \(number)개" },
        overviewSkipped: { number, _ in "건너뜀 \(number)개" }, pendingRules: "보류 규칙",
        pendingRulesIntro: "제품보다 먼저 합의된 규칙: 실행되지만 통과할 때까지 실행을 실패시키지 않는다.",
        linkToNoRule: { number, _ in "체크리스트 항목 \(number)개가 표가 있는 규칙에 연결되지 않는다" },
        barCaption: "(표)")
}
