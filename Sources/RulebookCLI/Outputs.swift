import Rulebook
import RulebookReport

/// The report files a check or a merge writes: HTML site, JUnit XML, JSON results.
struct Outputs {
    var htmlFolder: String?
    var junitFile: String?
    var jsonFile: String?
    /// The Markdown summary for CI (`--summary`), and the base run it compares with.
    var summaryFile: String? = nil
    var base: ResultsDocument? = nil
    /// The history file (`--history`) and what it held before this run.
    var historyFile: String? = nil
    var history: RunHistory? = nil
    /// The spec paths that no output may replace.
    var inputs: [String]
    /// The HTML report's title, commit, source links and filter.
    var context = ReportContext()

    /// Writes each requested report; returns the problem of each that could not be written,
    /// in a fixed order. The HTML site is written on this thread (its pages on every core)
    /// while the other reports are written beside it. `document` is made only for the
    /// reports that need it (`--json`, and `--summary` with `--base`).
    func write(
        _ result: RunResult, document: @escaping @Sendable () -> ResultsDocument
    ) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        let history = self.history?.adding(result, shownPath: context.shownPath)
        if let historyFile, let history {
            do {
                try RunHistory.write(history, to: historyFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        let outputs = self
        let others = BackgroundWork {
            outputs.writeOthers(result, history: history, document: document)
        }
        if let htmlFolder {
            do {
                var site = HTMLSite(result: result, context: context)
                site.history = history
                try site.write(to: htmlFolder, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        return errors + others.wait()
    }

    /// Writes the JUnit file, the JSON results and the summary.
    private func writeOthers(
        _ result: RunResult, history: RunHistory?, document makeDocument: () -> ResultsDocument
    ) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        if let junitFile {
            do {
                try JUnitReport.write(
                    result, to: junitFile, inputs: inputs, history: history, context: context)
            } catch {
                errors.append(error)
            }
        }
        let needsDocument = jsonFile != nil || (summaryFile != nil && base != nil)
        let document = needsDocument ? makeDocument() : nil
        if let jsonFile, let document {
            do {
                try ResultsFile.write(document, to: jsonFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        if let summaryFile {
            let changes = base.flatMap { base in document.map { ResultsDiff(base: base, head: $0) }
            }
            do {
                try SummaryMarkdown(
                    result: result, context: context, changes: changes, history: history
                )
                .write(to: summaryFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        return errors
    }
}
