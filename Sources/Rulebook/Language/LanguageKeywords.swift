/// The words of one language for what every model shares: the headers `event`, `note` and
/// `result`, and the keywords of values (contract, section 2), as data. A model's own verbs
/// and columns are its ``ModelWords``.
package struct LanguageKeywords: Sendable {
    /// Each shared header's word, by its canonical name (`event`, `note`, `result`).
    package let headers: [String: String]
    /// Each keyword's word, by the keyword (`yes`, `accepted`, `cursor stall`); the phrases
    /// `requested page`, `requested cursor` (each followed by its number or cursor) and
    /// `requested start` are keywords too.
    package let values: [String: String]

    /// The shared words of a language.
    package init(headers: [String: String], values: [String: String]) {
        self.headers = headers
        self.values = values
    }

    /// The canonical headers every model shares.
    package static let sharedHeaders = ["event", "note", "result"]

    /// Every keyword a language gives a word for: the values of section 2, the outcomes
    /// of the built-in models, and the phrases of a requested page, start and cursor.
    package static let keywords =
        Keyword.reserved + ["requested start", "requested page", "requested cursor"]

    /// The phrases followed by a value (`requested page 2`, `requested cursor c2`).
    static let phrases = ["requested page", "requested cursor"]

    /// The shared words of `language`; `nil` for English, whose words are the canonical ones.
    package static func of(_ language: SpecLanguage) -> LanguageKeywords? {
        switch language {
        case .german: .german
        case .simplifiedChinese: .simplifiedChinese
        case .korean: .korean
        default: nil
        }
    }

    /// German.
    static let german = LanguageKeywords(
        headers: ["event": "Ereignis", "note": "Notiz", "result": "Ergebnis"],
        values: [
            "yes": "ja", "no": "nein", "on": "an", "off": "aus", "none": "keine",
            "nothing": "nichts", "ignored": "ignoriert", "accepted": "akzeptiert",
            "saving": "speichert", "rejected": "abgelehnt", "failed": "fehlgeschlagen",
            "stopped": "gestoppt", "cursor stall": "Cursor-Stillstand", "waiting": "wartet",
            "cleared": "geleert", "closed": "geschlossen", "requested start": "angefordert Anfang",
            "requested page": "angefordert Seite", "requested cursor": "angefordert Cursor",
        ])

    /// Chinese in simplified characters.
    static let simplifiedChinese = LanguageKeywords(
        headers: ["event": "事件", "note": "备注", "result": "结果"],
        values: [
            "yes": "是", "no": "否", "on": "开", "off": "关", "none": "无", "nothing": "没有",
            "ignored": "忽略", "accepted": "接受", "saving": "保存中", "rejected": "拒绝",
            "failed": "失败", "stopped": "停止", "cursor stall": "游标停滞", "waiting": "等待中",
            "cleared": "已清空", "closed": "已关闭", "requested start": "请求开头",
            "requested page": "请求页", "requested cursor": "请求游标",
        ])

    /// Korean.
    static let korean = LanguageKeywords(
        headers: ["event": "이벤트", "note": "메모", "result": "결과"],
        values: [
            "yes": "예", "no": "아니요", "on": "켜짐", "off": "꺼짐", "none": "없음",
            "nothing": "전달 없음", "ignored": "무시됨", "accepted": "수락됨", "saving": "저장 중",
            "rejected": "거부됨", "failed": "실패", "stopped": "중단됨", "cursor stall": "커서 정체",
            "waiting": "대기 중", "cleared": "비워짐", "closed": "닫힘", "requested start": "요청 시작",
            "requested page": "요청 페이지", "requested cursor": "요청 커서",
        ])
}
