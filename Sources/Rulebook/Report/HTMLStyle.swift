/// The report's only style sheet, inlined in every page: readable on a phone (wide tables
/// scroll in their own box) and in print (light, tables not split inside a row), with a dark
/// variant through `prefers-color-scheme`. Status is always written out too, never shown by
/// colour alone.
enum HTMLStyle {
    static let css = """
        :root {
          color-scheme: light dark;
          --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa;
          --link: #0969da;
          --passed: #1a7f37; --passed-bg: #dafbe1;
          --failed: #cf222e; --failed-bg: #ffebe9;
          --error: #9a6700; --error-bg: #fff8c5;
          --skipped: #59636e; --skipped-bg: #eff2f5;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --code: #151b23;
            --link: #4493f8;
            --passed: #3fb950; --passed-bg: #12261e;
            --failed: #f85149; --failed-bg: #25171c;
            --error: #d29922; --error-bg: #272115;
            --skipped: #9198a1; --skipped-bg: #1c2128;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0 auto; padding: 1rem; max-width: 64rem;
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          color: var(--fg); background: var(--bg); overflow-wrap: break-word;
        }
        a { color: var(--link); }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
        code { background: var(--code); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 6px; }
        pre code { background: none; padding: 0; }
        blockquote { margin: 0 0 1rem; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--line); }
        header.page, footer.page { color: var(--muted); font-size: 0.9rem; }
        footer.page { margin-top: 2rem; border-top: 1px solid var(--line); }
        .scroll { overflow-x: auto; margin: 0 0 1rem; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: var(--code); }
        caption { text-align: left; padding: 0.25rem 0; }
        th.expect { font-style: italic; }
        td.note, th.note { color: var(--muted); }
        td.status { white-space: nowrap; font-weight: 600; }
        .badge {
          display: inline-block; padding: 0 0.45em; border-radius: 1em; border: 1px solid;
          font-size: 0.8rem; font-weight: 600; line-height: 1.5; white-space: nowrap;
          vertical-align: middle; text-decoration: none;
        }
        .passed > td.status, .badge.passed { color: var(--passed); }
        .failed > td.status, .badge.failed, .badge.missing { color: var(--failed); }
        .error > td.status, .badge.error { color: var(--error); }
        .notrun > td.status, .badge.skipped, .badge.notrun { color: var(--skipped); }
        .badge.passed { background: var(--passed-bg); }
        .badge.failed, .badge.missing { background: var(--failed-bg); }
        .badge.error { background: var(--error-bg); }
        .badge.skipped, .badge.notrun { background: var(--skipped-bg); }
        tr.failed > td, tr.reason.failed > td { background: var(--failed-bg); }
        tr.error > td, tr.reason.error > td { background: var(--error-bg); }
        tr.notrun > td { color: var(--muted); }
        td.mismatch { font-weight: 600; }
        del, ins { text-decoration: none; padding: 0 0.2em; border-radius: 3px; }
        del { color: var(--failed); border: 1px dashed var(--failed); }
        ins { color: var(--fg); border: 1px solid var(--muted); }
        .label { font-size: 0.75rem; font-weight: normal; color: var(--muted); }
        .problem { padding: 0.5rem; border: 1px solid var(--error); background: var(--error-bg); border-radius: 6px; }
        .source, .why { color: var(--muted); font-size: 0.85rem; }
        li.task { list-style: none; }
        li.task > p:first-of-type { display: inline; }
        ul.checklist { padding-left: 1rem; }
        @media (max-width: 40rem) {
          body { padding: 0.5rem; font-size: 15px; }
          th, td { padding: 0.2rem 0.35rem; }
        }
        @media print {
          :root {
            --fg: #000000; --bg: #ffffff; --muted: #444444; --line: #999999; --code: #ffffff;
            --link: #000000; --passed-bg: #ffffff; --failed-bg: #ffffff; --error-bg: #ffffff;
            --skipped-bg: #ffffff;
          }
          body { max-width: none; padding: 0; font-size: 11pt; }
          .scroll { overflow: visible; }
          pre { white-space: pre-wrap; }
          tr, .badge, pre, .problem { break-inside: avoid; }
          thead { display: table-header-group; }
          h1, h2, h3, h4, h5, h6, caption { break-after: avoid; }
          tr.failed > td, tr.error > td { border-width: 2px; }
        }
        """
}
