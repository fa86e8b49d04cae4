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

    /// Writes each requested report; returns the problem of each that could not be written.
    func write(_ result: RunResult, document: ResultsDocument) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        let history = self.history?.adding(result, shownPath: context.shownPath)
        if let historyFile, let history {
            do {
                try RunHistory.write(history, to: historyFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
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
        if let junitFile {
            do {
                try JUnitReport.write(result, to: junitFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        if let jsonFile {
            do {
                try ResultsFile.write(document, to: jsonFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        if let summaryFile {
            let changes = base.map { ResultsDiff(base: $0, head: document) }
            do {
                try SummaryMarkdown(result: result, context: context, changes: changes)
                    .write(to: summaryFile, inputs: inputs)
            } catch {
                errors.append(error)
            }
        }
        return errors
    }
}
