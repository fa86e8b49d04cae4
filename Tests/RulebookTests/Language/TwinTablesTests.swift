import Foundation
import Testing

@testable import Rulebook

/// A table written in German, Chinese or Korean reads as its English twin: a failure, an
/// error and a pending rule give the same statuses, rows and counts (contract, section 7).
@Suite struct TwinTablesTests {
    static let english = """
        # Rules

        ## Failing

        ```rulebook pager
        | event     | ticket | rows | more | result?          | ids? | loading? |
        |-----------|--------|------|------|------------------|------|----------|
        | load next | A      |      |      | requested page 2 | none | A        |
        | respond   | A      | 1, 2 | yes  | accepted         | 1, 2 | no       |
        | fail      | A      |      |      | ignored          | 1, 2 | no       |
        ```

        ## Broken

        ```rulebook pager cursor
        | event     | ticket | next cursor | result?         | error? |
        |-----------|--------|-------------|-----------------|--------|
        | load next | A      |             | requested start | none   |
        | jump      | A      |             | accepted        | none   |
        | reset     |        |             | accepted        | none   |
        ```

        ## Ahead

        > Pending: not built yet.

        ```rulebook optimistic
        | event | value | result? | visible? | saving? |
        |-------|-------|---------|----------|---------|
        | tap   | on    | saving  | on       | yes     |
        | undo  |       | ignored | off      | no      |
        ```

        ## Passing

        ```rulebook debounce
        | event | ticket | text    | at  | result? | deadline? | pending? |
        |-------|--------|---------|-----|---------|-----------|----------|
        | type  | A      | "none"  | 0   | waiting | 300       | "none"   |
        | wake  | A      |         | 300 | "none"  | none      | none     |
        | type  |        |         | 400 | cleared | none      | none     |
        ```
        """

    static let german = """
        <!-- rulebook lang=de -->
        # Regeln

        ## Scheitert

        ```rulebook pager
        | Ereignis            | Ticket | Einträge | weitere | Ergebnis?           | IDs?  | lädt? |
        |---------------------|--------|----------|---------|---------------------|-------|-------|
        | nächste Seite laden | A      |          |         | angefordert Seite 2 | keine | A     |
        | antworten           | A      | 1, 2     | ja      | akzeptiert          | 1, 2  | nein  |
        | fehlschlagen        | A      |          |         | ignoriert           | 1, 2  | nein  |
        ```

        ## Kaputt

        ```rulebook pager cursor
        | Ereignis            | Ticket | nächster Cursor | Ergebnis?          | Fehler? |
        |---------------------|--------|-----------------|--------------------|---------|
        | nächste Seite laden | A      |                 | angefordert Anfang | keine   |
        | springen            | A      |                 | akzeptiert         | keine   |
        | zurücksetzen        |        |                 | akzeptiert         | keine   |
        ```

        ## Später

        > Pending: noch nicht gebaut.

        ```rulebook optimistic
        | Ereignis     | Wert | Ergebnis? | angezeigt? | speichert? |
        |--------------|------|-----------|------------|------------|
        | antippen     | an   | speichert | an         | ja         |
        | rückgängig   |      | ignoriert | aus        | nein       |
        ```

        ## Besteht

        ```rulebook debounce
        | Ereignis  | Ticket | Text    | Zeit | Ergebnis? | Fälligkeit? | ausstehend? |
        |-----------|--------|---------|------|-----------|-------------|-------------|
        | eingeben  | A      | "keine" | 0    | wartet    | 300         | "keine"     |
        | aufwachen | A      |         | 300  | "keine"   | keine       | keine       |
        | eingeben  |        |         | 400  | geleert   | keine       | keine       |
        ```
        """

    static let chinese = """
        <!-- rulebook lang=zh-Hans -->
        # 规则

        ## 失败

        ```rulebook pager
        | 事件       | 凭据 | 项目 | 还有更多 | 结果？   | ID？ | 载入中？ |
        |------------|------|------|----------|----------|------|----------|
        | 载入下一页 | A    |      |          | 请求页 2 | 无   | A        |
        | 回应       | A    | 1, 2 | 是       | 接受     | 1, 2 | 否       |
        | 请求失败   | A    |      |          | 忽略     | 1, 2 | 否       |
        ```

        ## 错误

        ```rulebook pager cursor
        | 事件       | 凭据 | 下一个游标 | 结果？   | 错误？ |
        |------------|------|------------|----------|--------|
        | 载入下一页 | A    |            | 请求开头 | 无     |
        | 跳转       | A    |            | 接受     | 无     |
        | 重设       |      |            | 接受     | 无     |
        ```

        ## 以后

        > Pending: 尚未实现。

        ```rulebook optimistic
        | 事件 | 值 | 结果？ | 显示值？ | 保存中？ |
        |------|----|--------|----------|----------|
        | 点按 | 开 | 保存中 | 开       | 是       |
        | 撤销 |    | 忽略   | 关       | 否       |
        ```

        ## 通过

        ```rulebook debounce
        | 事件 | 凭据 | 文本  | 时间 | 结果？ | 截止时间？ | 待处理？ |
        |------|------|-------|------|--------|------------|----------|
        | 输入 | A    | "无"  | 0    | 等待中 | 300        | "无"     |
        | 唤醒 | A    |       | 300  | "无"   | 无         | 无       |
        | 输入 |      |       | 400  | 已清空 | 无         | 无       |
        ```
        """

    static let korean = """
        <!-- rulebook lang=ko -->
        # 규칙

        ## 실패

        ```rulebook pager
        | 이벤트           | 식별 정보 | 항목 | 더 있음 | 결과?         | ID?  | 로딩 중? |
        |------------------|-----------|------|---------|---------------|------|----------|
        | 다음 페이지 로드 | A         |      |         | 요청 페이지 2 | 없음 | A        |
        | 응답             | A         | 1, 2 | 예      | 수락됨        | 1, 2 | 아니요   |
        | 요청 실패        | A         |      |         | 무시됨        | 1, 2 | 아니요   |
        ```

        ## 오류

        ```rulebook pager cursor
        | 이벤트           | 식별 정보 | 다음 커서 | 결과?     | 오류? |
        |------------------|-----------|-----------|-----------|-------|
        | 다음 페이지 로드 | A         |           | 요청 시작 | 없음  |
        | 점프             | A         |           | 수락됨    | 없음  |
        | 초기화           |           |           | 수락됨    | 없음  |
        ```

        ## 나중

        > Pending: 아직 만들지 않음.

        ```rulebook optimistic
        | 이벤트 | 값   | 결과?   | 표시 값? | 저장 중? |
        |--------|------|---------|----------|----------|
        | 탭     | 켜짐 | 저장 중 | 켜짐     | 예       |
        | 취소   |      | 무시됨  | 꺼짐     | 아니요   |
        ```

        ## 통과

        ```rulebook debounce
        | 이벤트 | 식별 정보 | 텍스트 | 시각 | 결과?   | 마감? | 대기 검색어? |
        |--------|-----------|--------|------|---------|-------|--------------|
        | 입력   | A         | "없음" | 0    | 대기 중 | 300   | "없음"       |
        | 깨어남 | A         |        | 300  | "없음"  | 없음  | 없음         |
        | 입력   |           |        | 400  | 비워짐  | 없음  | 없음         |
        ```
        """

    /// What a run says, without its words: each table's status and pending verdict, each
    /// row's kind of result and the columns that failed, and the counts.
    private static func shape(_ text: String) -> [String] {
        let result = SpecRunner(registry: .pureModels).run([Spec(path: "a.md", text: text)])
        let tables = result.tables.map { table in
            let rows = table.rows.map { row -> String in
                switch row.status {
                case .passed: "passed"
                case .failed(let mismatches): "failed " + mismatches.map(\.column).joined()
                case .error: "error"
                case .notRun: "not run"
                }
            }
            return "\(table.status) \(table.pending != nil): " + rows.joined(separator: ", ")
        }
        let counts = ReportCounts(result.specs)
        return tables + [
            "\(counts.testCases)", "\(counts.rules)", "\(counts.tables)", "\(counts.rows)",
        ]
    }

    @Test("The English twin fails, errs, is pending and passes as written")
    func englishTwin() {
        #expect(
            Self.shape(Self.english).prefix(4) == [
                "failed false: failed result?, passed, passed",
                "error false: passed, error, not run",
                "pending true: passed, error",
                "passed false: passed, passed, passed",
            ])
    }

    @Test(
        "German, Chinese and Korean tables read as their English twin",
        arguments: [
            german, chinese, korean,
        ])
    func twins(text: String) {
        #expect(Self.shape(text) == Self.shape(Self.english))
    }

    @Test("A mismatch expects the cell as written; the headers are kept as written")
    func writtenWords() throws {
        let result = SpecRunner(registry: .pureModels).run([
            Spec(path: "a.md", text: Self.german)
        ])
        let failing = try #require(result.tables.first)
        #expect(failing.table.columns.map(\.header).first == "Ereignis")
        guard case .failed(let mismatches) = failing.rows[0].status else {
            Issue.record("row 1 should fail")
            return
        }
        #expect(mismatches.map(\.expected) == ["angefordert Seite 2"])
        #expect(failing.rows[0].row.cells[0].source == "nächste Seite laden")
    }

    @Test("A typo of a word of the language is answered with that word")
    func didYouMean() throws {
        let text = Self.german.replacingOccurrences(of: "| springen  ", with: "| antwortn  ")
        let result = SpecRunner(registry: .pureModels).run([Spec(path: "a.md", text: text)])
        let broken = try #require(result.tables.dropFirst().first)
        guard case .error(let problem) = broken.rows[1].status else {
            Issue.record("row 2 should be an error")
            return
        }
        #expect(problem.suggestion == "antworten")
        #expect(problem.message.contains("unknown event \"antwortn\""))
        #expect(problem.message.contains("nächste Seite laden"))
    }

    @Test("A text equal to a keyword of the language is written quoted")
    func quotedKeywords() throws {
        let text = """
            <!-- rulebook lang=de -->
            # Regeln

            ```rulebook debounce
            | Ereignis | Text   | Zeit | Ergebnis? |
            |----------|--------|------|-----------|
            | eingeben | nichts | 0    | wartet    |
            ```
            """
        let result = SpecRunner(registry: .pureModels).run([Spec(path: "a.md", text: text)])
        guard case .error(let problem) = try #require(result.tables.first).rows[0].status else {
            Issue.record("an unquoted keyword in a text input is an error")
            return
        }
        #expect(problem.message.contains("nichts is a keyword"))
        #expect(problem.suggestion == "\"nichts\"")
    }
}
