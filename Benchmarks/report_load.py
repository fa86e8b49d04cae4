#!/usr/bin/env python3
"""Opens a spec page of the HTML report in Debian's headless chromium and prints its load
event time and its renderer's memory.

    python3 Benchmarks/report_load.py PAGE.html [RUNS]

Prints one line per run, `load_ms=... renderer_mb=... dom_nodes=...`, then the medians.
The load time is the page's own `loadEventEnd` (navigation timing); the memory is the
resident size of the page's renderer process after the load, from /proc. Needs what
scripts/setup-browser.sh installs (chromium, playwright).
"""

import os
import pathlib
import statistics
import subprocess
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("RULEBOOK_CHROMIUM", "/usr/bin/chromium")


def renderer_rss_mb():
    """The largest resident size among chromium's renderer processes, in MB."""
    largest = 0
    for line in subprocess.run(
            ["ps", "-eo", "rss,args"], capture_output=True, text=True).stdout.splitlines():
        if "--type=renderer" in line:
            largest = max(largest, int(line.split(None, 1)[0]))
    return largest / 1024


def main():
    page_path = pathlib.Path(sys.argv[1]).resolve()
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    loads, memories = [], []
    with sync_playwright() as playwright:
        for _ in range(runs):
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=["--no-sandbox", "--renderer-process-limit=1"])
            page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
            page.goto(page_path.as_uri(), wait_until="load", timeout=600_000)
            load = page.evaluate(
                "() => { const n = performance.getEntriesByType('navigation')[0];"
                " return n.loadEventEnd - n.startTime; }")
            nodes = page.evaluate("() => document.getElementsByTagName('*').length")
            memory = renderer_rss_mb()
            print(f"load_ms={load:.0f} renderer_mb={memory:.0f} dom_nodes={nodes}", flush=True)
            loads.append(load)
            memories.append(memory)
            browser.close()
    print(f"median: load_ms={statistics.median(loads):.0f} "
          f"renderer_mb={statistics.median(memories):.0f}")


if __name__ == "__main__":
    main()
