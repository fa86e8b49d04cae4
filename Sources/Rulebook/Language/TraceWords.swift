/// The words of the built-in models' traces (the lanes and labels of a timeline: `request
/// 2`, `record 1 visible`, `wait 3`, `delivered`) in each language besides English, and the
/// translation of a trace text word by word. Verbs and keywords come from the models' words
/// and the language's keywords; a word without a translation stays as it is (an id, a
/// number, an app model's word).
package enum TraceWords {
    /// The nouns and participles of the traces, by the English word.
    static func nouns(_ language: SpecLanguage) -> [String: String] {
        switch language {
        case .german:
            [
                "request": "Anfrage", "ticket": "Ticket", "list": "Liste", "empty": "leer",
                "page": "Seite", "cursor": "Cursor", "start": "Anfang",
                "generation": "Generation", "account": "Konto", "record": "Datensatz",
                "write": "Schreibvorgang", "confirmed": "bestätigt", "visible": "angezeigt",
                "wait": "Warten", "timer": "Timer", "user": "Nutzer", "input": "Eingabe",
                "delivered": "ausgeliefert", "superseded": "ersetzt", "at": "um", "ids": "IDs",
                "search": "Suche",
            ]
        case .simplifiedChinese:
            [
                "request": "请求", "ticket": "凭据", "list": "清单", "empty": "空", "page": "页",
                "cursor": "游标", "start": "开头", "generation": "代次", "account": "账号",
                "record": "记录", "write": "写入", "confirmed": "确认值", "visible": "显示值",
                "wait": "等待", "timer": "计时器", "user": "用户", "input": "输入",
                "delivered": "已交付", "superseded": "已被取代", "at": "于", "ids": "ID",
                "search": "搜索",
            ]
        case .korean:
            [
                "request": "요청", "ticket": "식별 정보", "list": "목록", "empty": "비어 있음",
                "page": "페이지", "cursor": "커서", "start": "시작", "generation": "세대",
                "account": "계정", "record": "레코드", "write": "쓰기", "confirmed": "확정 값",
                "visible": "표시 값", "wait": "대기", "timer": "타이머", "user": "사용자",
                "input": "입력", "delivered": "전달됨", "superseded": "대체됨", "at": "시각",
                "ids": "ID", "search": "검색",
            ]
        default: [:]
        }
    }

    /// Every phrase a trace may hold, English -> the language's word: the nouns, the
    /// shared keywords, and the verbs of the built-in models.
    private static func phrases(_ language: SpecLanguage) -> [String: String] {
        var phrases = nouns(language)
        for (keyword, word) in LanguageKeywords.of(language)?.values ?? [:] {
            phrases[keyword] = word
        }
        let models: [[SpecLanguage: ModelWords]] = [
            PagerSpecModel.words, OptimisticSpecModel.words, DebounceSpecModel.words,
        ]
        for words in models {
            for (verb, word) in words[language]?.verbs ?? [:] where phrases[verb] == nil {
                phrases[verb] = word
            }
        }
        return phrases
    }

    /// The phrases of the three languages, longest first, made once.
    private static let tables: [SpecLanguage: [(String, String)]] = Dictionary(
        uniqueKeysWithValues: [SpecLanguage.german, .simplifiedChinese, .korean].map {
            ($0, phrases($0).sorted { $0.key.count > $1.key.count }.map { ($0.key, $0.value) })
        })

    /// A trace text in `language`, phrase by phrase (the longest known phrase first), the
    /// rest unchanged: `record 1 visible` -> `Datensatz 1 angezeigt`.
    package static func translate(_ text: String, to language: SpecLanguage) -> String {
        guard let table = tables[language], !table.isEmpty else { return text }
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            guard first.isLetter else {
                result.append(first)
                rest = rest.dropFirst()
                continue
            }
            let match = table.first { phrase, _ in
                rest.hasPrefix(phrase) && !(rest.dropFirst(phrase.count).first?.isLetter ?? false)
            }
            if let (phrase, word) = match {
                result += word
                rest = rest.dropFirst(phrase.count)
            } else {
                let word = rest.prefix { $0.isLetter }
                result += word
                rest = rest.dropFirst(word.count)
            }
        }
        return result
    }
}
