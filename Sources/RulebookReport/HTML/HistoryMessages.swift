/// The words of what `--history` adds to the report, in one language: the index's trends,
/// its run chart and history table, and the new and flaky marks next to a rule (on the index
/// and on spec pages). Part of ``ReportMessages``. A message with a count takes the count as
/// the language writes it and the count itself, for the plural form.
package struct HistoryMessages: Sendable {
    /// The trends' heading.
    package let trends: String
    /// When no rule changed since the last run.
    package let noChange: String
    /// `1 new failure`, `2 fixed`, `1 flaky`, `1 rule removed`, `1 required case removed`.
    package let newFailures: @Sendable (String, Int) -> String
    package let fixed: @Sendable (String, Int) -> String
    package let flaky: @Sendable (String, Int) -> String
    package let removedRules: @Sendable (String, Int) -> String
    package let removedCases: @Sendable (String, Int) -> String
    /// The words of a change in the history table: new failure, fixed, flaky, removed.
    package let newFailureWord: String
    package let fixedWord: String
    package let flakyWord: String
    package let removedWord: String
    /// The mark of a new failure next to a rule (a flaky rule's mark is `flakyWord`).
    package let newMark: String
    /// The run chart's title, its description and the heading of its table.
    package let runChart: String
    package let runChartDescription: String
    package let runChartTable: String
    /// The header of the chart table's column of runs.
    package let run: String
    /// A run's name: `run 3`; the last one is `thisRun`.
    package let runName: @Sendable (String) -> String
    package let thisRun: String
    /// A bar's title: run, count, status (`run 2: 3 passed`).
    package let bar: @Sendable (String, String, String) -> String
    /// The history's heading, its introduction (with the most runs kept) and its table's
    /// headers: rule, last runs, change.
    package let history: String
    package let historyIntro: @Sendable (String) -> String
    package let historyHeaders: [String]
    /// A rule's strip, read aloud: its number of runs, then their statuses, oldest first.
    package let strip: @Sendable (String, Int, [String]) -> String

    package static let english = HistoryMessages(
        trends: "Since the last run", noChange: "No rule changed status since the last run.",
        newFailures: { "\($0) new \($1 == 1 ? "failure" : "failures")" },
        fixed: { number, _ in "\(number) fixed" }, flaky: { number, _ in "\(number) flaky" },
        removedRules: { "\($0) \($1 == 1 ? "rule" : "rules") removed" },
        removedCases: { "\($0) required \($1 == 1 ? "case" : "cases") removed" },
        newFailureWord: "new failure", fixedWord: "fixed", flakyWord: "flaky",
        removedWord: "removed", newMark: "new", runChart: "Test cases per run",
        runChartDescription:
            "Passed, failed and pending test cases in each of the last runs, oldest first.",
        runChartTable: "The runs as a table", run: "run", runName: { "run \($0)" },
        thisRun: "this run", bar: { "\($0): \($1) \($2)" }, history: "History",
        historyIntro: {
            "Each rule's last runs, oldest first (newest first on a narrow screen; at most \($0)); rules that changed come first."
        },
        historyHeaders: ["rule", "last runs", "change"],
        strip: { number, count, statuses in
            "\(number) \(count == 1 ? "run" : "runs"), oldest first: "
                + statuses.joined(separator: ", ")
        })

    package static let german = HistoryMessages(
        trends: "Seit dem letzten Lauf",
        noChange: "Keine Regel hat seit dem letzten Lauf ihren Status geändert.",
        newFailures: { "\($0) \($1 == 1 ? "neuer Fehlschlag" : "neue Fehlschläge")" },
        fixed: { number, _ in "\(number) behoben" },
        flaky: { number, _ in "\(number) instabil" },
        removedRules: { "\($0) \($1 == 1 ? "Regel" : "Regeln") entfernt" },
        removedCases: { "\($0) \($1 == 1 ? "Pflichtfall" : "Pflichtfälle") entfernt" },
        newFailureWord: "neuer Fehlschlag", fixedWord: "behoben", flakyWord: "instabil",
        removedWord: "entfernt", newMark: "neu", runChart: "Testfälle pro Lauf",
        runChartDescription:
            "Bestandene, fehlgeschlagene und ausstehende Testfälle in jedem der letzten Läufe, der älteste zuerst.",
        runChartTable: "Die Läufe als Tabelle", run: "Lauf", runName: { "Lauf \($0)" },
        thisRun: "dieser Lauf", bar: { "\($0): \($1) \($2)" }, history: "Verlauf",
        historyIntro: {
            "Die letzten Läufe jeder Regel, der älteste zuerst (auf einem schmalen Bildschirm der neueste zuerst; höchstens \($0)); Regeln, die sich geändert haben, stehen vorn."
        },
        historyHeaders: ["Regel", "letzte Läufe", "Änderung"],
        strip: { number, count, statuses in
            "\(number) \(count == 1 ? "Lauf" : "Läufe"), der älteste zuerst: "
                + statuses.joined(separator: ", ")
        })

    package static let simplifiedChinese = HistoryMessages(
        trends: "自上次运行以来", noChange: "自上次运行以来，没有规则改变状态。",
        newFailures: { number, _ in "\(number) 个新失败" },
        fixed: { number, _ in "\(number) 个已修复" },
        flaky: { number, _ in "\(number) 个不稳定" },
        removedRules: { number, _ in "\(number) 条规则已删除" },
        removedCases: { number, _ in "\(number) 个必需案例已删除" },
        newFailureWord: "新失败", fixedWord: "已修复", flakyWord: "不稳定", removedWord: "已删除",
        newMark: "新", runChart: "每次运行的测试用例",
        runChartDescription: "最近每次运行中通过、失败和待定的测试用例，最早的在前。",
        runChartTable: "以表格列出各次运行", run: "运行", runName: { "第 \($0) 次运行" },
        thisRun: "本次运行", bar: { "\($0)：\($2) \($1)" }, history: "历史",
        historyIntro: { "每条规则最近的运行，最早的在前（窄屏上最新的在前；最多 \($0) 次）；有变化的规则排在前面。" },
        historyHeaders: ["规则", "最近运行", "变化"],
        strip: { number, _, statuses in
            "\(number) 次运行，最早的在前：" + statuses.joined(separator: "、")
        })

    package static let korean = HistoryMessages(
        trends: "지난 실행 이후", noChange: "지난 실행 이후 상태가 바뀐 규칙이 없다.",
        newFailures: { number, _ in "새 실패 \(number)개" },
        fixed: { number, _ in "수정됨 \(number)개" },
        flaky: { number, _ in "불안정 \(number)개" },
        removedRules: { number, _ in "규칙 \(number)개 삭제됨" },
        removedCases: { number, _ in "필수 사례 \(number)개 삭제됨" },
        newFailureWord: "새 실패", fixedWord: "수정됨", flakyWord: "불안정", removedWord: "삭제됨",
        newMark: "새", runChart: "실행별 테스트 사례",
        runChartDescription: "최근 실행마다 통과, 실패, 보류된 테스트 사례, 오래된 순.",
        runChartTable: "실행 목록 표", run: "실행", runName: { "실행 \($0)" },
        thisRun: "이번 실행", bar: { "\($0): \($2) \($1)" }, history: "기록",
        historyIntro: { "규칙마다 최근 실행, 오래된 순(좁은 화면에서는 최신 순, 최대 \($0)개); 바뀐 규칙이 먼저 나온다." },
        historyHeaders: ["규칙", "최근 실행", "변화"],
        strip: { number, _, statuses in
            "실행 \(number)회, 오래된 순: " + statuses.joined(separator: ", ")
        })
}
