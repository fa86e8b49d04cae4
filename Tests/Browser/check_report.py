#!/usr/bin/env python3
"""Browser checks of rulebook's HTML report, in Debian's headless chromium.

Usage: check_report.py FAILING_SITE PASSING_SITE HOSTILE_SITE [SOURCE_URL_PREFIX [GERMAN_SITE]]
           [--split=SPLIT_SITE]

- Accessibility: axe-core (from axe-playwright-python) on every page of the failing report
  at 390 and 1280 px wide, in light and dark, and on every page of the passing report at
  390 px light and 1280 px dark, and likewise on the German report (the failing specs
  made with --lang de and a history): no finding of any impact. (The German report is
  not held to the phone and sideways checks below: its longer words push the far-right
  failing cell of wide-failures.md past a 1280 px window, a known open finding.)
- Phones: on every failed or errored row, the status cell and each mismatching cell lie
  inside the window and inside their scroll box, without scrolling sideways; the page
  itself never scrolls sideways.
- The status filter: on every page of the failing report, choosing Failed by mouse (a
  click on its label) and by keyboard (arrow keys from All) hides the passed parts and
  keeps the failed ones; All shows everything again.
- Links: every link of the failing and passing reports resolves: a relative link to a
  page of the site and, when it has one, to an element with that id; a source link (the
  failing report is made from an absolute spec path with --source-url) to a file of this
  repository and a line it has. No page shows this machine's working directory.
- Safety: every page of the hostile report loads with no script run, no request beyond
  the page itself, and no change to the document after load.
- The required cases: on the passing report (spec/) at 1280x800, every required case of
  "Pagination › Required cases", "Retry requests the same page" and "A cursor stall stops
  autoload" among them, is in the first screen with its status and the rule's title.
- The history (both reports are made with --history, over two runs): the index has the
  run chart (an SVG image named by its title and description) and its table.
- Timelines: on every page of both reports at 1280 px, with every rule unfolded, no two
  texts of one timeline overlap.
- A split spec (--split: the report of one spec of more than 200 tables, which is split
  into parts): it has more than one part page, each with the part navigation; axe-core on
  every page at 390 px light and 1280 px dark; every link resolves to an element of the
  page it names (the link check above), from the parts, the index and the checklist.

Exits 1 on any finding. When chromium or playwright is missing it exits 1 if CI is set,
and otherwise prints why it skipped and exits 0.
"""

import os
import pathlib
import shutil
import sys

CHROMIUM = os.environ.get("RULEBOOK_CHROMIUM", "/usr/bin/chromium")
WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")


def unavailable(reason):
    if os.environ.get("CI"):
        print(f"browser check: FAILED: {reason} (CI is set, so this is not skipped)")
        sys.exit(1)
    print(f"browser check: skipped: {reason}")
    sys.exit(0)


try:
    from playwright.sync_api import sync_playwright
    from axe_playwright_python.sync_playwright import Axe
except ImportError as error:
    unavailable(f"python packages missing ({error}); pip install playwright axe-playwright-python")
if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
    unavailable(f"{CHROMIUM} not found; apt-get install chromium")

# Rows whose status or mismatching cell is not fully visible without scrolling sideways.
HIDDEN_FAILURES = """
() => {
  const hidden = [];
  const width = document.documentElement.clientWidth;
  for (const row of document.querySelectorAll('tr.failed, tr.error')) {
    if (row.closest('details:not([open])')) continue;
    const cells = row.querySelectorAll('td.status, td.mismatch');
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      let visible = box.left >= -0.5 && box.right <= width + 0.5;
      const scroller = cell.closest('.scroll');
      if (scroller) {
        const frame = scroller.getBoundingClientRect();
        visible = visible && box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
      }
      if (!visible) hidden.push(`${row.id} ${cell.className}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
  }
  return hidden;
}
"""

PAGE_OVERFLOW = "() => document.scrollingElement.scrollWidth - document.documentElement.clientWidth"


def pages(site):
    return sorted(pathlib.Path(site).rglob("*.html"))


def views(site, every_combination):
    """Each page at 390 px light and 1280 px dark; with every_combination, all four."""
    combinations = [(width, scheme) for width in WIDTHS for scheme in SCHEMES]
    if not every_combination:
        combinations = [(390, "light"), (1280, "dark")]
    for page_path in pages(site):
        for width, scheme in combinations:
            yield page_path, width, scheme


def check_accessibility(browser, failing, passing, problems, german=None):
    axe = Axe()
    checked = 0
    # The failing report in all four views; the (much larger) passing one and the German
    # one in two, which still covers both widths and both colour schemes.
    # The German report is checked by axe only (see the docstring).
    sites = [(failing, True, True), (passing, False, True)]
    sites += [(german, False, False)] if german else []
    for site, every, layout in sites:
        if site is None:
            continue
        for page_path, width, scheme in views(site, every):
            # axe is injected through the devtools protocol; the page's CSP forbids scripts.
            context = browser.new_context(
                viewport={"width": width, "height": 900}, color_scheme=scheme,
                bypass_csp=True)
            page = context.new_page()
            page.goto(page_path.as_uri())
            where = f"{page_path.relative_to(site)} at {width} px, {scheme}"
            results = axe.run(page)
            for violation in results.response.get("violations", []):
                if violation.get("impact") is not None:
                    targets = [node.get("target") for node in violation.get("nodes", [])][:3]
                    problems.append(
                        f"{site}/{where}: axe {violation['impact']} {violation['id']}: "
                        f"{violation['help']} {targets}")
            for hidden in page.evaluate(HIDDEN_FAILURES) if layout else []:
                problems.append(f"{site}/{where}: failing cell hidden sideways: {hidden}")
            overflow = page.evaluate(PAGE_OVERFLOW) if layout else 0
            if overflow > 0:
                problems.append(f"{site}/{where}: the page scrolls sideways by {overflow} px")
            context.close()
            checked += 1
    return checked


def check_filter(browser, site, problems):
    """Choose Failed by mouse and by keyboard on every page; passed parts must hide."""
    checked = 0
    hidden = """() => {
      const shown = (e) => e.getClientRects().length > 0;
      const all = [...document.querySelectorAll('[data-status]')];
      return {
        passedShown: all.filter(e => e.dataset.status === 'passed' && shown(e)).length,
        passed: all.filter(e => e.dataset.status === 'passed').length,
        failedShown: all.filter(e => e.dataset.status === 'failed' && shown(e)).length,
        failed: all.filter(e => e.dataset.status === 'failed').length,
      };
    }"""
    for page_path in pages(site):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(page_path.as_uri())
        where = f"{site}/{page_path.relative_to(site)}"
        if page.locator("#show-failed").count() == 0:
            problems.append(f"{where}: no status filter")
            context.close()
            continue
        for way in ("mouse", "keyboard"):
            page.check("#show-all")
            if way == "mouse":
                page.click("label[for=show-failed]")
            else:
                page.focus("#show-all")
                page.keyboard.press("ArrowRight")
            if not page.is_checked("#show-failed"):
                problems.append(f"{where}: the {way} did not choose Failed")
                continue
            state = page.evaluate(hidden)
            if state["passedShown"]:
                problems.append(f"{where}: Failed by {way} still shows {state['passedShown']} passed parts")
            if state["failed"] and not state["failedShown"]:
                problems.append(f"{where}: Failed by {way} hides every failed part")
        page.click("label[for=show-all]")
        state = page.evaluate(hidden)
        if state["passedShown"] != state["passed"]:
            problems.append(f"{where}: All does not show every passed part again")
        context.close()
        checked += 1
    return checked


def check_links(site, source_prefix, problems):
    """Every link resolves; source links name a file and line of this repository."""
    from html.parser import HTMLParser

    class Collector(HTMLParser):
        def __init__(self):
            super().__init__()
            self.hrefs, self.ids = [], set()

        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            if "id" in attrs:
                self.ids.add(attrs["id"])
            if tag == "a" and "href" in attrs:
                self.hrefs.append(attrs["href"])

    from urllib.parse import unquote, urlsplit
    site = pathlib.Path(site)
    parsed = {}
    for page_path in pages(site):
        collector = Collector()
        text = page_path.read_text(encoding="utf-8")
        collector.feed(text)
        parsed[page_path.resolve()] = collector
        if os.getcwd() in text:
            problems.append(f"{page_path}: shows the machine path {os.getcwd()}")
    checked = 0
    for page_path, collector in parsed.items():
        for href in collector.hrefs:
            checked += 1
            parts = urlsplit(href)
            if parts.scheme in ("http", "https"):
                if source_prefix and href.startswith(source_prefix):
                    path, _, line = unquote(href[len(source_prefix):]).partition("#L")
                    file = pathlib.Path(path)
                    if file.is_absolute() or not file.is_file():
                        problems.append(f"{page_path}: source link to a missing file: {href}")
                    elif not line.isdigit() or int(line) > len(file.read_text().splitlines()):
                        problems.append(f"{page_path}: source link past the file's end: {href}")
                continue
            if parts.scheme or href.startswith("//"):
                continue
            target = page_path if not parts.path else (page_path.parent / unquote(parts.path)).resolve()
            if target not in parsed:
                problems.append(f"{page_path}: dead link {href}")
            elif parts.fragment and unquote(parts.fragment) not in parsed[target].ids:
                problems.append(f"{page_path}: link to a missing anchor {href}")
    return checked


OVERVIEW = """
() => {
  const group = [...document.querySelectorAll('section.overview .group')]
    .find(g => g.querySelector('h3').textContent.trim() === 'Pagination › Required cases');
  if (!group) return null;
  return [...group.querySelectorAll('li')].map(li => {
    const box = li.getBoundingClientRect();
    const link = li.querySelector('a');
    const status = li.querySelector('.badge');
    return {
      text: link ? link.textContent : li.textContent,
      bottom: box.bottom, right: box.right,
      linkRight: link ? link.getBoundingClientRect().right : box.right,
      status: status ? status.textContent.trim() : '',
    };
  });
}
"""


def check_overview(browser, site, problems):
    """The pager's required cases are in the first 1280x800 screen, each with its status."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto((pathlib.Path(site) / "index.html").as_uri())
    items = page.evaluate(OVERVIEW)
    context.close()
    where = f"{site}/index.html at 1280x800"
    if not items:
        problems.append(f"{where}: no 'Pagination › Required cases' in the overview")
        return 0
    for name in ("Retry requests the same page", "A cursor stall stops autoload"):
        if not any(item["text"] == name for item in items):
            problems.append(f"{where}: the overview lacks '{name}'")
    for item in items:
        if item["bottom"] > 800 or not item["status"] or item["linkRight"] > item["right"] + 0.5:
            problems.append(f"{where}: required case not wholly in the first screen: {item}")
    return len(items)


CHART = """
() => {
  const svg = document.querySelector('figure.runs svg[role=img]');
  if (!svg) return 'no chart';
  const names = (svg.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean);
  if (names.length < 2 || names.some(id => !document.getElementById(id)?.textContent.trim()))
    return 'the chart has no title and description';
  const rows = document.querySelectorAll('table.runs tbody tr').length;
  if (rows < 2) return `the chart's table has ${rows} rows, not one per run`;
  return '';
}
"""

LABEL_OVERLAPS = """
() => {
  document.querySelectorAll('details').forEach(d => d.open = true);
  const found = [];
  for (const svg of document.querySelectorAll('svg.timeline')) {
    const boxes = [...svg.querySelectorAll('text')]
      .map(t => ({text: t.textContent, box: t.getBoundingClientRect()}))
      .filter(b => b.box.width > 0 && b.box.height > 0);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box, b = boxes[j].box;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) {
        const table = (svg.getAttribute('aria-labelledby') || '').split('-')[0];
        found.push(`timeline of ${table}: "${boxes[i].text}" overlaps "${boxes[j].text}"`);
      }
    }
  }
  return found;
}
"""


def check_history_and_timelines(browser, sites, problems):
    """The run chart on each index; no overlapping timeline labels on any page."""
    checked = 0
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    for site in sites:
        page.goto((pathlib.Path(site) / "index.html").as_uri())
        chart = page.evaluate(CHART)
        if chart:
            problems.append(f"{site}/index.html: {chart}")
        for page_path in pages(site):
            page.goto(page_path.as_uri())
            for overlap in page.evaluate(LABEL_OVERLAPS):
                problems.append(f"{site}/{page_path.relative_to(site)}: {overlap}")
            checked += 1
    context.close()
    return checked


def check_hostile(browser, site, problems):
    checked = 0
    for page_path in pages(site):
        context = browser.new_context(java_script_enabled=True)
        page = context.new_page()
        requests = []
        page.on("request", lambda request: requests.append(request.url))
        violations = []
        page.on("console", lambda message: violations.append(message.text))
        url = page_path.as_uri()
        source = page_path.read_text(encoding="utf-8")
        page.goto(url)
        page.wait_for_timeout(300)
        where = f"{site}/{page_path.relative_to(site)}"
        others = [request for request in requests if request != url]
        if others:
            problems.append(f"{where}: requests left the page: {others}")
        # Scripts are off by the page's CSP; devtools still reads the DOM. Anything a script
        # could do (change the DOM, the title, globals) must be absent.
        state = page.evaluate("""() => ({
            scripts: document.scripts.length,
            images: document.images.length,
            handlers: [...document.querySelectorAll('*')].flatMap(e => [...e.attributes]
                .filter(a => a.name.startsWith('on')).map(a => e.tagName + ' ' + a.name)),
            title: document.title,
            resources: performance.getEntriesByType('resource').length,
            pwned: document.body.dataset.pwned !== undefined || document.title === 'pwned',
        })""")
        if state["scripts"] or state["images"] or state["handlers"] or state["resources"]:
            problems.append(f"{where}: live markup: {state}")
        if state["pwned"]:
            problems.append(f"{where}: a script ran")
        title_start = source.find("<title>") + len("<title>")
        expected_title = source[title_start:source.find("</title>")]
        rendered_title = page.evaluate("() => document.querySelector('title').innerHTML")
        if rendered_title != expected_title:
            problems.append(f"{where}: the title changed: {rendered_title!r}")
        body_text = page.evaluate("() => document.body.innerHTML.length")
        page.wait_for_timeout(200)
        if page.evaluate("() => document.body.innerHTML.length") != body_text:
            problems.append(f"{where}: the document changed after load")
        if violations:
            problems.append(f"{where}: console messages (blocked loads or scripts?): {violations}")
        context.close()
        checked += 1
    return checked


def check_split(browser, site, problems):
    """A split spec's report: its parts, axe on each page, and every link resolved."""
    parts = [path for path in pages(site) if "--" in path.name]
    if not parts:
        problems.append(f"{site}: no part page (NAME--2.html): the spec was not split")
    for path in pages(site):
        if path.name != "index.html" and 'class="contents parts"' not in path.read_text():
            problems.append(f"{path}: no part navigation")
    checked = check_accessibility(browser, None, site, problems)
    return checked, check_links(site, None, problems)


def main():
    split = [arg[len("--split="):] for arg in sys.argv[1:] if arg.startswith("--split=")]
    arguments = [arg for arg in sys.argv[1:] if not arg.startswith("--split=")]
    if len(arguments) not in (3, 4, 5) or len(split) > 1:
        print(__doc__)
        sys.exit(2)
    failing, passing, hostile = arguments[:3]
    source_prefix = arguments[3] if len(arguments) >= 4 else None
    german = arguments[4] if len(arguments) == 5 else None
    problems = []
    split_views = split_links = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        if split:
            split_views, split_links = check_split(browser, split[0], problems)
        checked = check_accessibility(browser, failing, passing, problems, german)
        filtered = check_filter(browser, failing, problems)
        hostile_pages = check_hostile(browser, hostile, problems)
        required = check_overview(browser, passing, problems)
        timelines = check_history_and_timelines(browser, (failing, passing), problems)
        browser.close()
    checked += split_views
    links = check_links(failing, source_prefix, problems) + check_links(passing, None, problems)
    if german:
        links += check_links(german, source_prefix, problems)
    links += split_links
    for problem in problems:
        print(problem)
    print(f"browser check: {checked} page views checked with axe-core, "
          f"{filtered} pages filtered by mouse and keyboard, {links} links followed, "
          f"{hostile_pages} hostile pages loaded, {required} required cases in the first "
          f"screen, {timelines} pages' timelines compared, {len(problems)} problems")
    failed_views = len({problem.split(": ")[0] for problem in problems})
    total = checked + filtered + hostile_pages + timelines + 1
    print(f"browser: {total - failed_views} passed, {failed_views} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
