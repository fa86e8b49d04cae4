import Rulebook

/// The report's only style sheet, inlined in every page: readable on a phone (below 40rem
/// an event table's rows become stacked cards, each cell labelled, so a failed row's status
/// and mismatching cells need no sideways scrolling; other wide boxes scroll on their own,
/// reachable by keyboard), on a desktop (a wide event table may use the whole window), and
/// in print (light, folded rules printed open, tables not split inside a row), with a dark
/// variant through `prefers-color-scheme`. The timelines' SVG takes its colours from the
/// same variables. Status is always written out too, never shown by colour alone.
enum HTMLStyle {
    static let css = """
        :root {
          color-scheme: light dark;
          --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa;
          --link: #0969da;
          --passed: #1a7f37; --passed-bg: #dafbe1;
          --failed: #cf222e; --failed-bg: #ffebe9; --failed-strong: #e07070;
          --error: #9a6700; --error-bg: #fff8c5; --error-strong: #b08800;
          --skipped: #59636e; --skipped-bg: #eff2f5;
          --pending: #8250df; --pending-bg: #fbefff;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --code: #151b23;
            --link: #4493f8;
            --passed: #3fb950; --passed-bg: #12261e;
            --failed: #f85149; --failed-bg: #25171c; --failed-strong: #a44444;
            --error: #d29922; --error-bg: #272115; --error-strong: #806010;
            --skipped: #9198a1; --skipped-bg: #1c2128;
            --pending: #ab7df8; --pending-bg: #1f1633;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0 auto; padding: 1rem; max-width: 64rem;
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          color: var(--fg); background: var(--bg); overflow-wrap: break-word;
        }
        a[href] { color: var(--link); }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
        code { background: var(--code); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 6px; }
        pre code { background: none; padding: 0; }
        blockquote { margin: 0 0 1rem; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--line); }
        header.page, footer.page { color: var(--muted); font-size: 0.9rem; }
        footer.page { margin-top: 2rem; border-top: 1px solid var(--line); }
        .scroll, .fit { margin: 0 0 1rem; }
        .scroll { overflow-x: auto; }
        .scroll:focus-visible, summary:focus-visible, pre:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        .title { font-size: 1.1rem; font-weight: 600; color: var(--fg); margin: 0.25rem 0; }
        .context code { overflow-wrap: anywhere; }
        nav.failures, nav.contents { border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0 0 1rem; }
        nav.failures { border: 2px solid var(--failed); }
        .box-title { margin: 0 0 0.25rem; font-weight: 600; }
        nav.failures ul, nav.contents ul { margin: 0; padding: 0; list-style: none; }
        nav.failures li, nav.contents li { padding: 0.15rem 0; }
        nav.failures li a, nav.contents li a { display: inline-block; min-height: 24px; line-height: 24px; }
        nav.contents li.depth1 { padding-left: 1rem; }
        nav.contents li.depth2 { padding-left: 2rem; }
        nav.contents li.depth3, nav.contents li.depth4, nav.contents li.depth5 { padding-left: 3rem; }
        details.rule > summary { cursor: pointer; min-height: 24px; }
        details.rule > summary > :is(h1, h2, h3, h4, h5, h6) { display: inline; }
        details.rule > summary::marker { color: var(--muted); }
        span.v { white-space: nowrap; }
        th.row { text-align: right; font-weight: normal; white-space: nowrap; }
        th.row a { display: inline-block; min-width: 24px; min-height: 24px; line-height: 24px; text-align: center; }
        tr:target, li:target { outline: 2px solid var(--link); outline-offset: -2px; }
        a.badge { min-width: 24px; min-height: 24px; line-height: 22px; padding: 0 0.6em; }
        figure { margin: 0 0 1rem; }
        figure.proportion svg { display: block; border: 1px solid var(--line); border-radius: 4px; }
        figure.proportion rect.passed { fill: var(--passed); }
        figure.proportion rect.failed { fill: var(--failed); }
        figure.proportion rect.error { fill: var(--error); }
        figure.proportion rect.pending { fill: var(--pending); }
        figure.proportion rect.skipped { fill: var(--skipped-bg); }
        figure.proportion figcaption { margin-top: 0.25rem; }
        svg.timeline { display: block; font: 12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        svg.timeline text { fill: var(--fg); }
        svg.timeline .lane-name, svg.timeline .axis text { fill: var(--muted); font-size: 12px; }
        svg.timeline line.lane, svg.timeline .axis line { stroke: var(--line); }
        svg.timeline .span { stroke: var(--link); stroke-width: 6; stroke-opacity: 0.5; }
        svg.timeline .span.good { stroke: var(--passed); }
        svg.timeline .span.bad { stroke: var(--failed); }
        svg.timeline .span.muted { stroke: var(--skipped); }
        svg.timeline .span.open { stroke-dasharray: 6 4; }
        svg.timeline .window line { stroke: var(--fg); stroke-dasharray: 3 3; }
        svg.timeline .mark circle, svg.timeline .mark rect { fill: var(--link); }
        svg.timeline .mark.good circle { fill: var(--passed); }
        svg.timeline .mark circle.ring { fill: var(--bg); stroke: var(--muted); stroke-width: 1.5; }
        svg.timeline .mark path { stroke: var(--failed); stroke-width: 2; }
        svg.timeline .mark.value line { stroke: var(--fg); }
        svg.timeline .moment rect { fill: var(--failed-bg); stroke: var(--failed); }
        svg.timeline .moment.error rect { fill: var(--error-bg); stroke: var(--error); }
        svg.timeline .moment text { font-weight: 600; }
        svg.timeline .band0 { fill: var(--code); }
        svg.timeline .band1 { fill: var(--skipped-bg); }
        table { border-collapse: collapse; }
        th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: var(--code); }
        caption { text-align: left; padding: 0.25rem 0; }
        th.expect { font-style: italic; }
        td.note, th.note { color: var(--muted); }
        td.unchecked { color: var(--muted); font-style: italic; }
        .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
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
        .badge.pending { color: var(--pending); background: var(--pending-bg); }
        .pending-reason { border-left: 3px solid var(--pending); padding-left: 0.5rem; }
        tr.failed > td, tr.reason.failed > td { background: var(--failed-bg); }
        tr.error > td, tr.reason.error > td { background: var(--error-bg); }
        tr.notrun > td { color: var(--muted); }
        td.mismatch { font-weight: 600; }
        span.value { padding: 0 0.2em; border-radius: 3px; border: 1px solid var(--muted); color: var(--fg); }
        span.value.got { font-weight: 700; }
        tr.failed > td.status, tr.error > td.status { color: var(--fg); }
        tr.failed > td.status { background: var(--failed-strong); }
        tr.error > td.status { background: var(--error-strong); }
        thead th { position: sticky; top: 0; z-index: 1; }
        tbody > tr[id], li[id] { scroll-margin-top: 7rem; }
        .event-table > .scroll { max-height: 85vh; overflow: auto; }
        .label { font-size: 0.75rem; font-weight: normal; color: var(--muted); }
        .problem { padding: 0.5rem; border: 1px solid var(--error); background: var(--error-bg); border-radius: 6px; }
        .source, .why { color: var(--muted); font-size: 0.85rem; }
        li.task { list-style: none; }
        li.task > p:first-of-type { display: inline; }
        ul.checklist { padding-left: 1rem; }
        .skip { position: absolute; left: -100vw; }
        .skip:focus { position: static; display: inline-block; min-height: 24px; }
        fieldset.filter { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 1rem; padding: 0.25rem 0.75rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
        fieldset.filter legend { padding: 0 0.25rem; font-weight: 600; }
        fieldset.filter input { width: 24px; height: 24px; margin: 0; vertical-align: middle; }
        fieldset.filter label { display: inline-block; min-height: 24px; line-height: 24px; padding-right: 0.5rem; cursor: pointer; }
        fieldset.filter input:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        body:has(#show-failed:checked) [data-status]:not([data-status="failed"]) { display: none; }
        body:has(#show-pending:checked) [data-status]:not([data-status="pending"]) { display: none; }
        body:has(#show-failed:checked) :is(section.filtered, section.overview .group):not(:has([data-status="failed"])),
        body:has(#show-pending:checked) :is(section.filtered, section.overview .group):not(:has([data-status="pending"])) { display: none; }
        section.overview .groups { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(22rem, 100%), 1fr)); gap: 0.5rem 0.75rem; align-items: start; margin: 0 0 1rem; }
        section.overview .group { border: 1px solid var(--line); border-radius: 6px; padding: 0.25rem 0.6rem 0.4rem; }
        section.overview h2 { margin: 0.5rem 0 0; }
        section.overview h2 + p { margin: 0 0 0.5rem; }
        section.overview h3 { font-size: 1rem; margin: 0.15rem 0 0; }
        section.overview p.verdict { margin: 0 0 0.2rem; font-size: 0.9rem; font-weight: 600; }
        section.overview ul.checklist { margin: 0; padding: 0; font-size: 0.875rem; line-height: 1.35; }
        section.overview li.task { display: flex; align-items: baseline; min-height: 24px; line-height: 1.35; padding: 0.1rem 0; }
        section.overview li.task > .badge { flex: none; margin-right: 0.3rem; }
        section.overview li.task > .why { flex: 1 1 0; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        @media (min-width: 72rem) {
          section.overview .groups { margin-inline: calc((64rem - 2rem - min(100vw - 2rem, 80rem)) / 2); }
        }
        section.overview li.task a:focus-visible { outline: 2px solid var(--link); outline-offset: -2px; }
        section.overview .badge { font-size: 0.75rem; min-width: 1.8em; text-align: center; }
        section.overview .why { font-size: inherit; }
        .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        span.strip { display: inline-flex; gap: 2px; }
        p.timeline-elsewhere { display: none; color: var(--muted); font-size: 0.85rem; }
        main.large .event-table { content-visibility: auto; contain-intrinsic-size: auto 20rem; }
        span.run { display: inline-block; min-width: 1.2em; text-align: center; border-radius: 3px; font-weight: 600; }
        span.run.passed { color: var(--passed); background: var(--passed-bg); }
        span.run.failed { color: var(--failed); background: var(--failed-bg); }
        span.run.error { color: var(--error); background: var(--error-bg); }
        span.run.skipped { color: var(--skipped); background: var(--skipped-bg); }
        span.run.pending { color: var(--pending); background: var(--pending-bg); }
        span.run.removed { color: var(--muted); background: var(--bg); border: 1px dashed var(--line); }
        span.change { font-weight: 600; }
        .badge.flaky { color: var(--error); background: var(--error-bg); }
        section.trends h2 { margin: 0.5rem 0 0; font-size: 1.1rem; }
        section.trends p { margin: 0.25rem 0 0.5rem; }
        ul.trends { margin: 0.25rem 0 0.5rem; padding: 0; list-style: none; }
        ul.trends li { padding: 0.1rem 0; }
        ul.trends a { display: inline-block; min-height: 24px; }
        figure.runs svg { display: block; max-width: 100%; height: auto; border-bottom: 1px solid var(--line); }
        figure.runs rect.passed { fill: var(--passed); }
        figure.runs rect.failed { fill: var(--failed); }
        figure.runs rect.pending { fill: var(--pending); }
        figure.runs .key.passed { color: var(--passed); }
        figure.runs .key.failed { color: var(--failed); }
        figure.runs .key.pending { color: var(--pending); }
        figure.runs figcaption { margin-bottom: 0.25rem; }
        details.runs { margin: 0 0 1rem; }
        details.runs > summary { cursor: pointer; min-height: 24px; }
        @media (min-width: 64rem) {
          .event-table > .scroll { width: max-content; max-width: calc(50vw + 30rem); }
        }
        @media (max-width: 40rem) {
          body { padding: 0.5rem; font-size: 15px; }
          th, td { padding: 0.2rem 0.35rem; }
          pre { white-space: pre-wrap; }
          figure.timeline { display: none; }
          table.totals .badge { white-space: normal; }
          :is(table.totals, table.specs, table.history) :is(th, td) { overflow-wrap: anywhere; }
          p.timeline-elsewhere { display: block; }
          span.strip { flex-direction: row-reverse; }
          .event-table > .scroll { max-height: none; }
          .event-table > div > table, .event-table > div > table > :is(caption, thead, tbody),
          .event-table > div > table > * > tr, .event-table > div > table > * > tr > * { display: block; }
          .event-table > div > table > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          .event-table > div > table > tbody > tr { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 0.5rem; }
          .event-table > div > table > tbody > tr > * { border: none; }
          .event-table > div > table > tbody > tr > :not(.mismatch, [colspan]) { display: inline-block; margin-right: 0.5rem; }
          .event-table > div > table > tbody > tr > td:empty { display: none; }
          .event-table td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-style: normal; font-weight: normal; }
        }
        @media print {
          :root {
            --fg: #000000; --bg: #ffffff; --muted: #444444; --line: #999999; --code: #ffffff;
            --link: #000000; --passed-bg: #ffffff; --failed-bg: #ffffff; --error-bg: #ffffff;
            --skipped-bg: #ffffff; --pending-bg: #ffffff;
          }
          body { max-width: none; padding: 0; font-size: 11pt; }
          .scroll, .event-table > .scroll { overflow: visible; max-height: none; }
          svg.timeline { max-width: 100%; height: auto; }
          details.rule > summary::marker { content: ""; }
          details.rule::details-content { content-visibility: visible; display: block; }
          main.large .event-table { content-visibility: visible; }
          pre { white-space: pre-wrap; }
          tr, .badge, pre, .problem { break-inside: avoid; }
          thead { display: table-header-group; }
          h1, h2, h3, h4, h5, h6, caption { break-after: avoid; }
          tr.failed > td, tr.error > td { border-width: 2px; }
        }
        """
}
