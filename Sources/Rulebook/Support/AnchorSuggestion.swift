import Foundation

/// "Did you mean ...?" for a checklist link to a heading that does not exist: the target
/// file's anchor that the link most likely meant. Anchors are compared folded, so that an
/// author who types a heading's words without their accents or umlauts, or with the German
/// spellings `ae`, `oe`, `ue` and `ss`, still finds it (`#grosse-uber-alles` and
/// `#groesse-ueber-alles` both mean `#größe-über-alles`).
package enum AnchorSuggestion {
    /// The anchor among `anchors` that `wanted` most likely meant: one equal to it once both
    /// are folded, else the nearest folded one within a few edits (one for short anchors,
    /// two from 5 characters, three from 9). Ties go to the earlier anchor; `nil` when none
    /// is close.
    package static func closest(to wanted: String, among anchors: [String]) -> String? {
        let target = folded(wanted)
        guard !target.isEmpty else { return nil }
        let foldedAnchors = anchors.map(folded)
        if let index = foldedAnchors.firstIndex(of: target) { return anchors[index] }
        let wantedCharacters = Array(target)
        let limit = wantedCharacters.count >= 9 ? 3 : wantedCharacters.count >= 5 ? 2 : 1
        var best: (anchor: String, distance: Int)?
        for (anchor, candidate) in zip(anchors, foldedAnchors) {
            let known = Array(candidate)
            guard abs(known.count - wantedCharacters.count) <= limit else { continue }
            let distance = Suggestion.editDistance(wantedCharacters, known)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (anchor, distance)
            }
        }
        return best?.anchor
    }

    /// An anchor lower-cased, without accents or other combining marks, `ß` as `ss`, and
    /// the umlaut spellings `ae`, `oe`, `ue` as the plain vowel (which is what `ä`, `ö`, `ü`
    /// become without their marks).
    package static func folded(_ anchor: String) -> String {
        let lowered = anchor.lowercased().replacingOccurrences(of: "ß", with: "ss")
        var scalars = String.UnicodeScalarView()
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
            .replacingOccurrences(of: "ae", with: "a")
            .replacingOccurrences(of: "oe", with: "o")
            .replacingOccurrences(of: "ue", with: "u")
    }
}
