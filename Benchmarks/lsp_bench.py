"""Times `rulebook lsp` from an edit to its diagnostics (see Benchmarks/lsp-bench.sh).

    python3 Benchmarks/lsp_bench.py BINARY SPEC_FOLDER [EDITS] [MEMORY_EDITS]

Opens the largest file of SPEC_FOLDER, times formatting it and the whole-file fix-all code
action (5 times each), then, EDITS times, changes one expectation cell
(one character appended, then removed again: a failing row, then a passing one) and waits
for the file's publishDiagnostics, timing each from the moment the didChange is written.
Then MEMORY_EDITS more edits, sampling the server's resident memory (VmRSS) as it goes, and
its peak (VmHWM).
Prints Markdown. Standard library only; never writes a file.
"""

import json
import os
import pathlib
import queue
import statistics
import subprocess
import sys
import threading
import time


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def reader(stream, messages: queue.Queue):
    while True:
        length = None
        while True:
            line = stream.readline()
            if not line:
                messages.put(None)
                return
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        messages.put((time.perf_counter(), json.loads(stream.read(length))))


def rss_kib(pid: int, field: str = "VmRSS") -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def main():
    binary, folder = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    memory_edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10000
    largest = max(folder.rglob("*.md"), key=lambda p: p.stat().st_size)
    text = largest.read_text()
    lines = text.split("\n")
    # An expectation cell in the middle of the file: the last cell of a data row.
    rows = [i for i, l in enumerate(lines) if l.startswith("| ") and not l.startswith("| event")
            and not set(l) <= set("|-: ") and l.rstrip().endswith("|")]
    row = rows[len(rows) // 2]
    cell_end = len(lines[row].rstrip()[:-1].rstrip())

    server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    messages: queue.Queue = queue.Queue()
    threading.Thread(target=reader, args=(server.stdout, messages), daemon=True).start()
    uri = largest.as_uri()

    def send(message):
        server.stdin.write(frame(message))
        server.stdin.flush()

    def wait_for(predicate):
        while True:
            item = messages.get(timeout=60)
            if item is None:
                raise SystemExit("the server closed its output")
            if predicate(item[1]):
                return item[0], item[1]

    def published(version):
        return lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri and m["params"].get("version") == version)

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"capabilities": {}, "rootUri": folder.as_uri()}})
    wait_for(lambda m: m.get("id") == 1)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    opened, _ = wait_for(published(1))
    open_ms = (opened - start) * 1000

    # Requests over the whole file, each answered before the next: formatting (nothing to
    # change when the file is formatted) and the fix-all code action VS Code sends on save.
    request_id = 10

    def timed_request(method, params):
        nonlocal request_id
        request_id += 1
        sent = time.perf_counter()
        send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        arrived, message = wait_for(lambda m, i=request_id: m.get("id") == i)
        return (arrived - sent) * 1000, message

    document = {"uri": uri}
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines) - 1, "character": 0}}
    formatting = []
    for _ in range(5):
        elapsed, message = timed_request("textDocument/formatting", {
            "textDocument": document, "options": {"tabSize": 4, "insertSpaces": True}})
        formatting.append(elapsed)
        format_edits = len(message.get("result") or [])
    fix_all = []
    for _ in range(5):
        elapsed, message = timed_request("textDocument/codeAction", {
            "textDocument": document, "range": whole,
            "context": {"diagnostics": [], "only": ["source.fixAll"]}})
        fix_all.append(elapsed)

    version = 1

    def edit():
        nonlocal version
        version += 1
        if version % 2 == 0:
            change = {"range": {"start": {"line": row, "character": cell_end},
                                "end": {"line": row, "character": cell_end}}, "text": "x"}
        else:
            change = {"range": {"start": {"line": row, "character": cell_end},
                                "end": {"line": row, "character": cell_end + 1}}, "text": ""}
        sent = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        arrived, message = wait_for(published(version))
        return (arrived - sent) * 1000, len(message["params"]["diagnostics"])

    timings = []
    kinds = set()
    for _ in range(edits):
        elapsed, count = edit()
        timings.append(elapsed)
        kinds.add(count)
    samples = [(0, rss_kib(server.pid))]
    memory_start = time.perf_counter()
    for done in range(1, memory_edits + 1):
        edit()
        if done % max(1, memory_edits // 10) == 0:
            samples.append((done, rss_kib(server.pid)))
    memory_seconds = time.perf_counter() - memory_start
    peak = rss_kib(server.pid, "VmHWM")
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    wait_for(lambda m: m.get("id") == 2)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)

    timings.sort()
    print(f"file: {largest.name} ({largest.stat().st_size} bytes, {len(lines)} lines), row {row + 1}")
    print(f"didOpen to diagnostics: {open_ms:.1f} ms")
    print(f"formatting, median of 5: {statistics.median(formatting):.1f} ms ({format_edits} edits)")
    print(f"whole-file fix-all code action, median of 5: {statistics.median(fix_all):.1f} ms")
    print(f"diagnostic counts seen: {sorted(kinds)}")
    print()
    print("| edits | median ms | p90 ms | max ms |")
    print("|---|---|---|---|")
    print(f"| {edits} | {statistics.median(timings):.1f} | {timings[int(len(timings) * 0.9) - 1]:.1f} | {timings[-1]:.1f} |")
    print()
    print(f"memory over {memory_edits} more edits ({memory_seconds:.0f} s):")
    print()
    print("| edits | VmRSS MiB |")
    print("|---|---|")
    for done, kib in samples:
        print(f"| {done} | {kib / 1024:.1f} |")
    print()
    print(f"peak resident memory (VmHWM): {peak / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
