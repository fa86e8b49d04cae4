#!/usr/bin/env python3
"""Browser checks of rulebook's HTML report, in Debian's headless chromium.

Usage: check_report.py FAILING_SITE PASSING_SITE HOSTILE_SITE

- Accessibility: axe-core (from axe-playwright-python) on every page of the failing report
  at 390 and 1280 px wide, in light and dark, and on every page of the passing report at
  390 px light and 1280 px dark: no serious or critical finding.
- Phones: on every failed or errored row, the status cell and each mismatching cell lie
  inside the window and inside their scroll box, without scrolling sideways; the page
  itself never scrolls sideways.
- Safety: every page of the hostile report loads with no script run, no request beyond
  the page itself, and no change to the document after load.

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


def check_accessibility(browser, failing, passing, problems):
    axe = Axe()
    checked = 0
    # The failing report in all four views; the (much larger) passing one in two, which
    # still covers both widths and both colour schemes.
    for site, every in ((failing, True), (passing, False)):
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
                if violation.get("impact") in ("serious", "critical"):
                    targets = [node.get("target") for node in violation.get("nodes", [])][:3]
                    problems.append(
                        f"{site}/{where}: axe {violation['impact']} {violation['id']}: "
                        f"{violation['help']} {targets}")
            for hidden in page.evaluate(HIDDEN_FAILURES):
                problems.append(f"{site}/{where}: failing cell hidden sideways: {hidden}")
            overflow = page.evaluate(PAGE_OVERFLOW)
            if overflow > 0:
                problems.append(f"{site}/{where}: the page scrolls sideways by {overflow} px")
            context.close()
            checked += 1
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


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    failing, passing, hostile = sys.argv[1:]
    problems = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        checked = check_accessibility(browser, failing, passing, problems)
        hostile_pages = check_hostile(browser, hostile, problems)
        browser.close()
    for problem in problems:
        print(problem)
    print(f"browser check: {checked} page views checked with axe-core, "
          f"{hostile_pages} hostile pages loaded, {len(problems)} problems")
    failed_views = len({problem.split(": ")[0] for problem in problems})
    print(f"browser: {checked + hostile_pages - failed_views} passed, {failed_views} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
