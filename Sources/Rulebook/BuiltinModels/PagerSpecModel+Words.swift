/// The `pager` model's words in German, Chinese and Korean (contract, section 7), from the
/// seeds' own terms: `Ticket`, `Cursor`, „nächste Seite laden“, „zurücksetzen“ (seed 000);
/// 凭据, 游标, 载入下一页, 重设 (seed 001, here in simplified characters); 식별 정보, 커서,
/// 다음 페이지 로드, 초기화 (seed 002). `page-loader` reuses them.
extension PagerSpecModel: ModelWithWords {
    package static let words: [SpecLanguage: ModelWords] = [
        .german: ModelWords(
            verbs: [
                "load next": "nächste Seite laden", "respond": "antworten",
                "fail": "fehlschlagen", "retry": "wiederholen", "reset": "zurücksetzen",
            ],
            columns: [
                "ticket": "Ticket", "rows": "Einträge", "more": "weitere",
                "next cursor": "nächster Cursor", "ids": "IDs", "loading": "lädt",
                "next page": "nächste Seite", "error": "Fehler", "autoload": "automatisches Laden",
            ]),
        .simplifiedChinese: ModelWords(
            verbs: [
                "load next": "载入下一页", "respond": "回应", "fail": "请求失败", "retry": "重试",
                "reset": "重设",
            ],
            columns: [
                "ticket": "凭据", "rows": "项目", "more": "还有更多", "next cursor": "下一个游标",
                "ids": "ID", "loading": "载入中", "next page": "下一页", "error": "错误",
                "autoload": "自动载入",
            ]),
        .korean: ModelWords(
            verbs: [
                "load next": "다음 페이지 로드", "respond": "응답", "fail": "요청 실패",
                "retry": "재시도", "reset": "초기화",
            ],
            columns: [
                "ticket": "식별 정보", "rows": "항목", "more": "더 있음", "next cursor": "다음 커서",
                "ids": "ID", "loading": "로딩 중", "next page": "다음 페이지", "error": "오류",
                "autoload": "자동 로딩",
            ]),
    ]
}
