/// The `optimistic` model's words in German, Chinese and Korean (contract, section 7); the
/// German ones from seed 003 (`Datensatz`, `antippen`, `bestätigt`, `angezeigt`,
/// `Kontowechsel`, `ungewiss`). `optimistic-store` reuses them.
extension OptimisticSpecModel: ModelWithWords {
    package static let words: [SpecLanguage: ModelWords] = [
        .german: ModelWords(
            verbs: [
                "show": "anzeigen", "tap": "antippen", "saved": "gespeichert",
                "rejected": "abgelehnt", "uncertain": "ungewiss", "synced": "synchronisiert",
                "switch account": "Kontowechsel",
            ],
            columns: [
                "record": "Datensatz", "value": "Wert", "ticket": "Ticket",
                "visible": "angezeigt", "confirmed": "bestätigt", "saving": "speichert",
                "needs sync": "Sync nötig", "tappable": "antippbar",
            ]),
        .simplifiedChinese: ModelWords(
            verbs: [
                "show": "显示", "tap": "点按", "saved": "已保存", "rejected": "拒绝",
                "uncertain": "不确定", "synced": "已同步", "switch account": "切换账号",
            ],
            columns: [
                "record": "记录", "value": "值", "ticket": "凭据", "visible": "显示值",
                "confirmed": "确认值", "saving": "保存中", "needs sync": "需要同步",
                "tappable": "可点按",
            ]),
        .korean: ModelWords(
            verbs: [
                "show": "표시", "tap": "탭", "saved": "저장됨", "rejected": "거부됨",
                "uncertain": "불확실", "synced": "동기화됨", "switch account": "계정 전환",
            ],
            columns: [
                "record": "레코드", "value": "값", "ticket": "식별 정보", "visible": "표시 값",
                "confirmed": "확정 값", "saving": "저장 중", "needs sync": "동기화 필요",
                "tappable": "탭 가능",
            ]),
    ]
}
