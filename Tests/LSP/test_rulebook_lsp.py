"""End-to-end checks of `rulebook lsp` with a real client (pytest-lsp), on a copy of spec/.

Run by scripts/lsp-check.sh, which creates the virtual environment and passes the binary
in RULEBOOK_BINARY.
"""

import asyncio
import json
import os
import pathlib
import queue
import shutil
import subprocess
import sys
import threading
import time

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

BINARY = os.environ["RULEBOOK_BINARY"]
REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
WORKSPACE = pathlib.Path(os.environ.get("LSP_CHECK_WORKSPACE", "/tmp/rulebook-lsp-check"))

if WORKSPACE.exists():
    shutil.rmtree(WORKSPACE)
shutil.copytree(REPOSITORY / "spec", WORKSPACE / "spec")


def uri(path: pathlib.Path) -> str:
    return path.as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    folder = WORKSPACE / "spec"
    # The server asks VS Code's capabilities to watch the spec files.
    registrations = []
    lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)(lambda params: registrations.append(params))
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=uri(folder),
            workspace_folders=[types.WorkspaceFolder(uri=uri(folder), name="spec")],
        )
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None) -> str:
    document = uri(path)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=document, language_id="markdown", version=1,
                text=path.read_text() if text is None else text,
            )
        )
    )
    return document


async def published(client: LanguageClient, document: str):
    """Waits for the next diagnostics of `document` (call `forget` before the change)."""
    for _ in range(600):
        if document in client.diagnostics:
            return client.diagnostics[document]
        await asyncio.sleep(0.05)
    raise AssertionError(f"no diagnostics published for {document}")


def forget(client: LanguageClient, document: str):
    client.diagnostics.pop(document, None)


def utf16_column(line: str, index: int) -> int:
    return len(line[:index].encode("utf-16-le")) // 2


def cell_range(text: str, line_number: int, cell: int) -> types.Range:
    """The range of cell `cell` (0-based) of a table line (0-based), trimmed."""
    line = text.split("\n")[line_number]
    pipes = [i for i, c in enumerate(line) if c == "|" and (i == 0 or line[i - 1] != "\\")]
    start, end = pipes[cell] + 1, pipes[cell + 1]
    while line[start] == " ":
        start += 1
    while line[end - 1] == " ":
        end -= 1
    return types.Range(
        start=types.Position(line=line_number, character=utf16_column(line, start)),
        end=types.Position(line=line_number, character=utf16_column(line, end)),
    )


# The first table of pagination.md: row 3 is `| load next | new | ... | requested page 1 | none |`.
PAGINATION = WORKSPACE / "spec" / "pagination.md"


def row_line(text: str, starts: str) -> int:
    return next(i for i, line in enumerate(text.split("\n")) if line.startswith(starts))


@pytest.mark.asyncio
async def test_an_edited_cell_is_diagnosed_at_its_exact_range_and_accepted(client: LanguageClient):
    text = PAGINATION.read_text()
    document = open_document(client, PAGINATION, text)
    assert list(await published(client, document)) == []

    line = row_line(text, "| load next | new ")
    cell = cell_range(text, line, 5)  # ids?
    forget(client, document)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=cell, text="b-9")],
        )
    )
    found = await published(client, document)
    edited = types.Range(start=cell.start, end=types.Position(line=line, character=cell.start.character + 3))
    mismatch = [d for d in found if d.code == "mismatch"]
    assert len(mismatch) == 1, found
    assert mismatch[0].range == edited
    assert "expected b-9, got none" in mismatch[0].message
    assert mismatch[0].severity == types.DiagnosticSeverity.Error

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=document), position=edited.start)
    )
    assert hover is not None and "expected `b-9`, got `none`" in hover.contents.value

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=document), range=edited,
            context=types.CodeActionContext(diagnostics=mismatch),
        )
    )
    accept = next(a for a in actions if a.title.startswith("Accept ids? none"))
    edits = accept.edit.changes[document]
    forget(client, document)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document, version=3),
            content_changes=[types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in edits],
        )
    )
    assert list(await published(client, document)) == []
    # The server never writes a file.
    assert PAGINATION.read_text() == text


COMPLETION_SPEC = """# Completion

```rulebook pager 
| event | ticket | loading? | result? | 
|-------|--------|----------|---------|
| load next | old | old | requested page 1 |
| respond | ol | y | acc |
| loa
```

- [ ] the first page is accepted ([first](pagination.md#
"""


async def labels_at(client: LanguageClient, document: str, line: int, character: int) -> list[str]:
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=document),
            position=types.Position(line=line, character=character),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    return [item.label for item in items]


@pytest.mark.asyncio
async def test_completion_at_each_kind_of_position(client: LanguageClient):
    path = WORKSPACE / "spec" / "completion.md"
    document = open_document(client, path, COMPLETION_SPEC)
    lines = COMPLETION_SPEC.split("\n")
    # A model after `rulebook`, then an option after the model.
    assert "pager" in await labels_at(client, document, 2, len("```rulebook "))
    assert "cursor" in await labels_at(client, document, 2, len("```rulebook pager "))
    # A header column.
    header = await labels_at(client, document, 3, len(lines[3]))
    assert "ids?" in header and "more?" in header and "event" not in header
    # A verb in the event column.
    assert "load next" in await labels_at(client, document, 7, len("| loa"))
    # A ticket label bound above, in a ticket cell.
    assert "old" in await labels_at(client, document, 6, len("| respond | ol"))
    # The keywords of an expectation column (loading?: no, yes or a ticket label).
    loading = await labels_at(client, document, 6, len("| respond | ol | y"))
    assert "yes" in loading and "no" in loading and "old" in loading
    result = await labels_at(client, document, 6, len("| respond | ol | y | acc"))
    # Outcomes only in result?: never the ticket labels bound above.
    assert "accepted" in result and "old" not in result
    # A rule anchor in a checklist link.
    links = await labels_at(client, document, 10, len(lines[10]))
    assert "pagination.md#a-double-callback-is-ignored" in links
    assert "#completion" in links


GERMAN_SPEC = """<!-- rulebook lang=de -->

# Vervollständigung

```rulebook pager
| Ereignis | Ticket | Ergebnis? |
|----------|--------|-----------|
| nächste Seite laden | A | angefordert Seite 1 |
| antworten | A | akz
```
"""


@pytest.mark.asyncio
async def test_completion_and_hover_by_type_in_the_files_language(client: LanguageClient):
    path = WORKSPACE / "spec" / "vervollstaendigung.md"
    document = open_document(client, path, GERMAN_SPEC)
    lines = GERMAN_SPEC.split("\n")
    # result? of antworten (respond): its own outcomes in German, no label, no request.
    result = await labels_at(client, document, 8, len(lines[8]))
    assert set(result) == {"akzeptiert", "ignoriert", "abgelehnt"}, result
    # The verbs in German.
    verbs = await labels_at(client, document, 8, len("| "))
    assert "nächste Seite laden" in verbs and "load next" not in verbs
    await published(client, document)

    async def hover_at(line: int, character: int) -> str:
        hover = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=document),
                position=types.Position(line=line, character=character),
            )
        )
        assert hover is not None
        return hover.contents.value

    # A header's forms: each verb's outcomes, in German.
    header = await hover_at(5, lines[5].index("Ergebnis") + 2)
    assert "angefordert Seite N" in header and "akzeptiert" in header, header
    # A verb's inputs and outcomes.
    verb = await hover_at(7, 4)
    assert "Ticket" in verb and "angefordert Seite N" in verb, verb


@pytest.mark.asyncio
async def test_navigation_formatting_and_symbols(client: LanguageClient):
    index = WORKSPACE / "spec" / "source-rules.md"
    text = index.read_text()
    document = open_document(client, index, text)
    line = next(i for i, l in enumerate(text.split("\n")) if "- [ ]" in l and "pagination.md#" in l)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=document),
            position=types.Position(line=line, character=text.split("\n")[line].index("pagination.md#") + 2),
        )
    )
    location = found[0] if isinstance(found, list) else found
    assert location.uri == uri(PAGINATION)
    assert PAGINATION.read_text().split("\n")[location.range.start.line].startswith("#")

    pagination = open_document(client, PAGINATION)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=pagination))
    )
    assert symbols and symbols[0].name

    messy = PAGINATION.read_text().replace("| event     | ticket |", "| event | ticket |", 1)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=pagination, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=messy)],
        )
    )
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=pagination),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert len(edits) == 1 and "| event     | ticket |" in edits[0].new_text


@pytest.mark.asyncio
async def test_an_edit_republishes_the_checklists_that_link_into_it(client: LanguageClient):
    rules = WORKSPACE / "spec" / "source-rules.md"
    rules_text = rules.read_text()
    rules_document = open_document(client, rules, rules_text)
    assert list(await published(client, rules_document)) == []

    # Breaking the rule a checklist item links to fails the item, on its link.
    text = PAGINATION.read_text()
    pagination = open_document(client, PAGINATION, text)
    await published(client, pagination)
    anchor = "a-double-callback-is-ignored"
    heading = next(i for i, l in enumerate(text.split("\n")) if l.startswith("#") and "double callback" in l.lower())
    body = text.split("\n")
    table = next(i for i in range(heading, len(body)) if body[i].startswith("| respond"))
    cell = cell_range(text, table, 1)
    forget(client, rules_document)
    forget(client, pagination)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=pagination, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=cell, text="zzz")],
        )
    )
    assert any(d.severity == types.DiagnosticSeverity.Error for d in await published(client, pagination))
    linked = [d for d in await published(client, rules_document) if d.code == "checklist"]
    assert linked, "no checklist diagnostic"
    line = rules_text.split("\n")[linked[0].range.start.line]
    start, end = linked[0].range.start.character, linked[0].range.end.character
    assert line[start:end] == f"pagination.md#{anchor}"
    # Hover on the link tells the linked rule's status.
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=rules_document),
            position=linked[0].range.start,
        )
    )
    assert hover is not None and f"pagination.md#{anchor}" in hover.contents.value
    assert "error" in hover.contents.value or "failed" in hover.contents.value


@pytest.mark.asyncio
async def test_a_pending_rule_is_information_on_its_marker_line(client: LanguageClient):
    path = WORKSPACE / "spec" / "proposing-a-change.md"
    text = path.read_text()
    found = await published(client, open_document(client, path, text))
    marker = next(i for i, l in enumerate(text.split("\n")) if l.startswith("> Pending:"))
    pending = [d for d in found if d.code == "pending"]
    assert [d.range.start.line for d in pending] == [marker], found
    assert pending[0].severity == types.DiagnosticSeverity.Information
    assert pending[0].message.startswith("pending: an example of a rule ahead of the product")
    assert not [d for d in found if d.severity == types.DiagnosticSeverity.Error], found


@pytest.mark.asyncio
async def test_malformed_input_and_unknown_methods_get_errors_and_the_server_answers(client: LanguageClient):
    server = client._server
    server.stdin.write(b"Content-Length: 9\r\n\r\n{not json")
    server.stdin.write(b"Content-Type: nothing\r\n\r\n")
    await server.stdin.drain()
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("rulebook/unknown", {})
    # Still serving: a hover on a column header of the first table is answered.
    text = PAGINATION.read_text()
    line = row_line(text, "| event ")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=open_document(client, PAGINATION, text)),
            position=types.Position(line=line, character=3),
        )
    )
    assert hover is not None and "verb" in hover.contents.value


def frame(payload: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(payload) + payload


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def test_malformed_frames_get_error_responses_on_the_wire():
    server = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(frame(b"{not json"))
        server.stdin.write(b"X-Nothing: 1\r\n\r\n")
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":3,"method":"no/such"}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":4}}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":4,"method":"shutdown"}'))
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":5,"method":"shutdown"}'))
        server.stdin.flush()
        answers = [read_message(server.stdout) for _ in range(7)]
        server.stdin.write(frame(b'{"jsonrpc":"2.0","method":"exit"}'))
        server.stdin.flush()
        assert server.wait(timeout=20) == 0
    finally:
        server.kill()
    # `shutdown` and cancellations are answered as they are read, the rest in order.
    codes = sorted(((a.get("id"), a.get("error", {}).get("code")) for a in answers), key=repr)
    assert codes == sorted([(None, -32700), (None, -32700), (1, -32002), (2, None), (3, -32601), (4, -32800), (5, None)], key=repr)
    initialized = next(a for a in answers if a.get("id") == 2)
    assert initialized["result"]["capabilities"]["textDocumentSync"]["change"] == 2
    assert initialized["result"]["capabilities"]["codeActionProvider"]["codeActionKinds"] == [
        "quickfix", "source.fixAll.rulebook", "source.format.rulebook"]


def whole(text: str) -> types.Range:
    lines = text.split("\n")
    return types.Range(
        start=types.Position(line=0, character=0),
        end=types.Position(line=len(lines) - 1, character=len(lines[-1])),
    )


async def code_actions(client: LanguageClient, document: str, rng: types.Range, only=None):
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=document), range=rng,
            context=types.CodeActionContext(diagnostics=[], only=only),
        )
    ) or []


def applied(text: str, edits) -> str:
    """The text with non-overlapping edits applied (from the last one back)."""
    lines = text.split("\n")
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = edit.range.start, edit.range.end
        head = "\n".join(lines[:start.line] + [lines[start.line][:start.character]])
        tail = "\n".join([lines[end.line][end.character:]] + lines[end.line + 1:])
        lines = (head + edit.new_text + tail).split("\n")
    return "\n".join(lines)


@pytest.mark.asyncio
async def test_a_whole_document_fix_all_is_quick_and_accepts_every_failed_cell(client: LanguageClient):
    text = PAGINATION.read_text()
    broken = text.replace("| accepted ", "| rejected ")
    assert broken != text
    document = open_document(client, PAGINATION, broken)
    assert [d for d in await published(client, document) if d.code == "mismatch"]
    rng = whole(broken)
    start = time.perf_counter()
    actions = await code_actions(client, document, rng, only=[types.CodeActionKind.SourceFixAll])
    elapsed = time.perf_counter() - start
    assert elapsed < 1.0, f"{elapsed:.2f} s"
    assert [a.kind for a in actions] == ["source.fixAll.rulebook"], actions
    assert applied(broken, actions[0].edit.changes[document]) == text
    # Every kind over the whole document, quick fixes on every failed cell included.
    start = time.perf_counter()
    everything = await code_actions(client, document, rng)
    assert time.perf_counter() - start < 1.0
    assert any(a.title.startswith("Accept result? accepted") for a in everything)


@pytest.mark.asyncio
async def test_code_actions_are_only_of_the_kinds_asked_for(client: LanguageClient):
    text = PAGINATION.read_text().replace("| accepted ", "| rejected ", 1)
    text = text.replace("| event     | ticket |", "| event | ticket |", 1)  # to format
    document = open_document(client, PAGINATION, text)
    await published(client, document)
    rng = whole(text)
    assert await code_actions(client, document, rng, only=[types.CodeActionKind.Refactor]) == []
    quick = await code_actions(client, document, rng, only=[types.CodeActionKind.QuickFix])
    assert quick and {a.kind for a in quick} == {"quickfix"}
    source = await code_actions(client, document, rng, only=[types.CodeActionKind.Source])
    assert source and all(a.kind.startswith("source.") for a in source)
    # On a table, only what the server advertises comes back.
    line = row_line(text, "| event ")
    at = types.Position(line=line, character=0)
    on_table = await code_actions(client, document, types.Range(start=at, end=at))
    kinds = {a.kind for a in on_table}
    assert "source.format.rulebook" in kinds
    assert kinds <= {"quickfix", "source.fixAll.rulebook", "source.format.rulebook"}, kinds


@pytest.mark.asyncio
async def test_no_quote_action_on_a_keyword_the_column_reads(client: LanguageClient):
    path = WORKSPACE / "spec" / "proposing-a-change.md"
    text = path.read_text()
    document = open_document(client, path, text)
    await published(client, document)
    line = row_line(text, "| load next | A      | requested page 1 | none   | on ")
    column = text.split("\n")[line].index("| on ") + 2
    at = types.Position(line=line, character=column)
    actions = await code_actions(client, document, types.Range(start=at, end=at))
    assert not [a for a in actions if a.title.startswith("Quote")], actions


class Session:
    """`rulebook lsp` in a child process, initialized on the spec copy, with a thread that
    reads its messages as they come, each with the time it arrived."""

    def __init__(self, capabilities=None):
        self.server = subprocess.Popen(
            [BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=WORKSPACE / "spec")
        self.messages: queue.Queue = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"capabilities": capabilities or {}, "rootUri": uri(WORKSPACE / "spec")}})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def _read(self):
        while True:
            try:
                message = read_message(self.server.stdout)
            except Exception:
                return
            self.messages.put((time.perf_counter(), message))

    def send(self, message: dict):
        self.write(frame(json.dumps(message).encode()))

    def write(self, data: bytes):
        self.server.stdin.write(data)
        self.server.stdin.flush()

    def answers(self, ids: set) -> dict:
        """Waits until every id in `ids` is answered: each answer with its arrival time."""
        found = {}
        while not ids <= found.keys():
            arrived, message = self.messages.get(timeout=60)
            if "id" in message and "method" not in message:
                found[message["id"]] = (arrived, message)
            else:
                self.seen.append(message)
        return found

    def wait_for(self, predicate) -> dict:
        """The first message from the server, seen or still to come, that `predicate` takes."""
        for index, message in enumerate(self.seen):
            if predicate(message):
                return self.seen.pop(index)
        while True:
            _, message = self.messages.get(timeout=60)
            if predicate(message):
                return message
            self.seen.append(message)

    def exit(self) -> int:
        self.send({"jsonrpc": "2.0", "method": "exit"})
        return self.server.wait(timeout=20)


def big_spec(copies: int) -> str:
    """pagination.md's tables `copies` times, each copy under a heading of its own."""
    text = PAGINATION.read_text()
    return "\n".join(text.replace("\n## ", f"\n## {n} ") for n in range(copies))


def test_a_cancelled_request_is_answered_while_a_later_hover_still_is():
    session = Session()
    try:
        text = big_spec(40)
        document = uri(WORKSPACE / "spec" / "big.md")
        session.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": document, "languageId": "markdown", "version": 1, "text": text}}})
        last = len(text.split("\n")) - 1
        everything = {"start": {"line": 0, "character": 0}, "end": {"line": last, "character": 0}}
        session.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction", "params": {
            "textDocument": {"uri": document}, "range": everything, "context": {"diagnostics": []}}})
        session.send({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 2}})
        line = row_line(text, "| event ")
        hover = {"textDocument": {"uri": document}, "position": {"line": line, "character": 3}}
        session.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": hover})
        found = session.answers({1, 2, 3})
        assert found[2][1]["error"]["code"] == -32800, found[2]
        assert "verb" in found[3][1]["result"]["contents"]["value"]

        # Shutdown is answered at once whatever runs: here a whole-document request on a
        # new document, whose tables it runs first.
        other = uri(WORKSPACE / "spec" / "big2.md")
        session.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": other, "languageId": "markdown", "version": 1, "text": text}}})
        time.sleep(0.1)  # for the server to read the document, not to run its tables
        session.send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction", "params": {
            "textDocument": {"uri": other}, "range": everything, "context": {"diagnostics": []}}})
        sent = time.perf_counter()
        session.send({"jsonrpc": "2.0", "id": 5, "method": "shutdown"})
        found = session.answers({4, 5})
        assert found[5][1]["result"] is None
        assert found[5][0] - sent < 0.1, f"shutdown took {found[5][0] - sent:.3f} s"
        assert found[5][0] < found[4][0], "the code action was answered first: nothing was running"
        assert session.exit() == 0
    finally:
        session.server.kill()


def test_the_server_resynchronises_after_a_bad_header():
    session = Session()
    try:
        session.write(b'Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":7,"method":"shutdown"}')
        session.send({"jsonrpc": "2.0", "id": 2, "method": "no/such"})
        session.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
        found = session.answers({1, 2, 3})
        assert found[2][1]["error"]["code"] == -32601
        assert found[3][1]["result"] is None
        assert 7 not in found
        assert session.exit() == 0
    finally:
        session.server.kill()


def test_a_rule_file_changed_on_disk_refreshes_the_checklists_that_link_into_it():
    session = Session({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
    pagination = PAGINATION.read_text()
    try:
        registration = session.wait_for(lambda m: m.get("method") == "client/registerCapability")
        watchers = registration["params"]["registrations"][0]
        assert watchers["method"] == "workspace/didChangeWatchedFiles"
        session.send({"jsonrpc": "2.0", "id": registration["id"], "result": None})

        rules = WORKSPACE / "spec" / "source-rules.md"
        document = uri(rules)
        session.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": document, "languageId": "markdown", "version": 1, "text": rules.read_text()}}})

        def diagnostics(m):
            return m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == document

        assert session.wait_for(diagnostics)["params"]["diagnostics"] == []
        # pagination.md, which is not open, breaks the rule a checklist item links to.
        body = pagination.split("\n")
        heading = next(i for i, l in enumerate(body) if l.startswith("#") and "double callback" in l.lower())
        row = next(i for i in range(heading, len(body)) if body[i].startswith("| respond"))
        body[row] = body[row].replace("| respond", "| zzz    ", 1)
        PAGINATION.write_text("\n".join(body))
        session.send({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {
            "changes": [{"uri": uri(PAGINATION), "type": 2}]}})
        found = session.wait_for(diagnostics)["params"]["diagnostics"]
        assert [d for d in found if d["code"] == "checklist"], found
        session.send({"jsonrpc": "2.0", "id": 9, "method": "shutdown"})
        session.answers({9})
        assert session.exit() == 0
    finally:
        PAGINATION.write_text(pagination)
        session.server.kill()
