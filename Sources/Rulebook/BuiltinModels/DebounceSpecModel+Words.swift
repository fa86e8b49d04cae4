/// The `debounce` model's words in German, Chinese and Korean (contract, section 7); the
/// German ones from seed 004 (`Eingabe`, `Fälligkeit`, `ausstehend`, `abgebrochen`).
/// `search-debouncer` reuses them.
extension DebounceSpecModel: ModelWithWords {
    package static let words: [SpecLanguage: ModelWords] = [
        .german: ModelWords(
            verbs: [
                "type": "eingeben", "tick": "ticken", "wake": "aufwachen",
                "cancelled": "abgebrochen", "close": "schließen",
            ],
            columns: [
                "text": "Text", "at": "Zeit", "ticket": "Ticket", "deadline": "Fälligkeit",
                "pending": "ausstehend",
            ]),
        .simplifiedChinese: ModelWords(
            verbs: [
                "type": "输入", "tick": "计时检查", "wake": "唤醒", "cancelled": "已取消",
                "close": "关闭",
            ],
            columns: [
                "text": "文本", "at": "时间", "ticket": "凭据", "deadline": "截止时间",
                "pending": "待处理",
            ]),
        .korean: ModelWords(
            verbs: [
                "type": "입력", "tick": "타이머 확인", "wake": "깨어남", "cancelled": "취소됨",
                "close": "닫기",
            ],
            columns: [
                "text": "텍스트", "at": "시각", "ticket": "식별 정보", "deadline": "마감",
                "pending": "대기 검색어",
            ]),
    ]
}
