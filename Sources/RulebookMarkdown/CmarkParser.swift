internal import CCmarkGFM
import Foundation

/// cmark-gfm keeps global state: the extension registry (written once, when the core
/// extensions are registered) and the table of special inline characters, which
/// `cmark_parser_finish` fills from the parser's inline extensions (strikethrough `~`,
/// autolink `:` and `w`) and empties again. The finishing steps of document parses, which
/// use those extensions, must not overlap: they go through this lock. Reading and rendering
/// a finished tree touches no global state, so it runs outside the lock, in parallel.
///
/// A parse with the table extension alone changes no global state (tables are a block
/// extension, with no special characters), and only cell positions are read from it, which
/// the block parser fixes before inlines are parsed; so table parses run without the lock,
/// in parallel with each other and with a document parse.
private let cmarkLock = NSLock()

private let coreExtensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
}()

/// The only code that talks to cmark-gfm: it parses, copies the tree into Swift values and
/// frees every C allocation before returning.
enum CmarkParser {
    /// The GitHub extensions enabled for spec files.
    static let documentExtensions = ["table", "strikethrough", "autolink", "tasklist"]

    /// Block quotes and lists nested deeper than this are kept as HTML, so that a hostile
    /// file cannot exhaust the stack of the (recursive) conversion.
    static let maximumNesting = 64

    /// cmark-gfm's allocator for the current thread's arena (`CmarkArena`).
    nonisolated(unsafe) private static let arenaAllocator: UnsafeMutablePointer<cmark_mem> = {
        let allocator = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        allocator.initialize(
            to: cmark_mem(
                calloc: { count, size in
                    let (total, overflow) = Int(count).multipliedReportingOverflow(by: Int(size))
                    return overflow ? nil : CmarkArena.allocate(total)
                },
                realloc: { pointer, size in CmarkArena.reallocate(pointer, to: Int(size)) },
                free: { pointer in CmarkArena.release(pointer) }))
        return allocator
    }()

    /// The memory of a document parse: the arena, or cmark-gfm's own allocator on the
    /// reference path (`ReferencePaths`). Nodes made to replace images and rendered HTML
    /// take the same, since cmark-gfm joins only nodes of one allocator.
    nonisolated(unsafe) static let documentMemory: UnsafeMutablePointer<cmark_mem> =
        ReferencePaths.areOn ? cmark_get_default_mem_allocator() : arenaAllocator

    static func parseDocument(_ lines: SourceLines) -> MarkdownDocument {
        // The tree lives until the blocks are copied out, so its memory comes from an arena
        // (the rendered HTML of each block too).
        let parse = {
            withTree(lines.bytes, extensions: documentExtensions, memory: documentMemory) {
                root, extensions in
                var converter = Converter(extensions: extensions, sourceLines: lines)
                let blocks = converter.blocks(in: root, depth: 0)
                return (blocks, converter.linkSlots)
            }
        }
        let parsed = ReferencePaths.areOn ? parse() : CmarkArena.withArena(parse)
        return MarkdownDocument(blocks: parsed?.0 ?? [], linkSlots: parsed?.1 ?? [])
    }

    /// The top-level blocks of `text` parsed with cmark-gfm's table extension alone: the
    /// lines of each, and where the extension saw the cells of each table.
    static func pipeTableBlocks(_ text: [UInt8]) -> [PipeTableBlock] {
        // An arena keeps every allocation until the parse ends: for one very long table that
        // would hold all the memory a parse ever used at once.
        guard text.count <= CmarkArena.largestText, !ReferencePaths.areOn else {
            return pipeTableBlocks(text, memory: cmark_get_default_mem_allocator())
        }
        return CmarkArena.withArena { pipeTableBlocks(text, memory: arenaAllocator) }
    }

    private static func pipeTableBlocks(
        _ text: [UInt8], memory: UnsafeMutablePointer<cmark_mem>
    ) -> [PipeTableBlock] {
        withTree(text, extensions: ["table"], locked: false, memory: memory) { root, _ in
            var blocks: [PipeTableBlock] = []
            var node = cmark_node_first_child(root)
            while let current = node {
                blocks.append(
                    PipeTableBlock(
                        startLine: startLine(current),
                        endLine: Int(cmark_node_get_end_line(current)),
                        table: isTable(current) ? tableLayout(current) : nil))
                node = cmark_node_next(current)
            }
            return blocks
        } ?? []
    }

    /// Parses `text`, runs `body` on the document node, then frees the tree and the parser.
    /// The parse's last step runs under `cmarkLock` unless `locked` is false (see
    /// `cmarkLock` for when that is safe); `body` reads the tree outside the lock.
    private static func withTree<T>(
        _ text: [UInt8], extensions: [String], locked: Bool = true,
        memory: UnsafeMutablePointer<cmark_mem> = cmark_get_default_mem_allocator(),
        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T
    ) -> T? {
        guard coreExtensionsRegistered,
            let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, memory)
        else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensions {
            if let extensionHandle = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionHandle)
            }
        }
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                cmark_parser_feed(parser, chars, bytes.count)
            }
        }
        let finished: OpaquePointer?
        if locked {
            cmarkLock.lock()
            finished = cmark_parser_finish(parser)
            cmarkLock.unlock()
        } else {
            finished = cmark_parser_finish(parser)
        }
        guard let root = finished else { return nil }
        defer { cmark_node_free(root) }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// Whether `node` is a table of the table extension.
    private static func isTable(_ node: OpaquePointer) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        return strcmp(type, "table") == 0
    }

    private static func tableLayout(_ table: OpaquePointer) -> PipeTableLayout {
        var rows: [PipeTableLayout.Row] = []
        var cells: [PipeTableLayout.CellSpan] = []
        var row = cmark_node_first_child(table)
        while let currentRow = row {
            let first = cells.count
            var cell = cmark_node_first_child(currentRow)
            while let currentCell = cell {
                cells.append(
                    PipeTableLayout.CellSpan(
                        startColumn: Int(cmark_node_get_start_column(currentCell)),
                        endColumn: Int(cmark_node_get_end_column(currentCell))))
                cell = cmark_node_next(currentCell)
            }
            rows.append(
                PipeTableLayout.Row(line: startLine(currentRow), cells: first..<cells.count))
            row = cmark_node_next(currentRow)
        }
        return PipeTableLayout(
            startColumn: Int(cmark_node_get_start_column(table)),
            columnCount: Int(cmark_gfm_extensions_get_table_columns(table)),
            rows: rows, cells: cells)
    }

    // MARK: Node helpers

    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    static func startLine(_ node: OpaquePointer) -> Int {
        Int(cmark_node_get_start_line(node))
    }

    static func typeString(_ node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// Walks the subtree of `node` (iteratively, whatever its depth), calling `visit` on
    /// entering each node; `visit` returns `false` to skip the node's children.
    static func walk(_ node: OpaquePointer, _ visit: (OpaquePointer) -> Bool) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { return }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else {
                continue
            }
            if !visit(current) {
                cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
            }
        }
    }

    /// The text a reader sees: text and code spans, breaks as spaces; raw HTML and images
    /// are left out (as in the text content of GitHub's rendered HTML).
    static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        walk(node) { current in
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += literal(current)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            case CMARK_NODE_IMAGE:
                return false
            default:
                break
            }
            return true
        }
        return text
    }

    /// The destination of every link under `node`, in document order.
    static func links(in node: OpaquePointer) -> [MarkdownLink] {
        var result: [MarkdownLink] = []
        walk(node) { current in
            if cmark_node_get_type(current) == CMARK_NODE_LINK {
                let destination = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
                result.append(MarkdownLink(destination: destination, text: plainText(current)))
            }
            return true
        }
        return result
    }
}

/// Copies one parsed document into `MarkdownBlock`s, assigning heading anchors in order.
private struct Converter {
    let extensions: UnsafeMutablePointer<cmark_llist>?
    /// The document's lines, to tell whether a fenced block has its closing fence.
    let sourceLines: SourceLines
    var anchors = HeadingAnchors()
    /// The destinations of the links rendered with a slot (see `LinkSlots`), by slot.
    var linkSlots: [String] = []

    init(extensions: UnsafeMutablePointer<cmark_llist>?, sourceLines: SourceLines) {
        self.extensions = extensions
        self.sourceLines = sourceLines
    }

    mutating func blocks(in parent: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        CmarkParser.children(of: parent).map { block($0, depth: depth) }
    }

    private mutating func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock {
        let line = CmarkParser.startLine(node)
        let canNest = depth < CmarkParser.maximumNesting
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            return .heading(heading(node, line: line))
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(codeBlock(node, line: line))
        case CMARK_NODE_BLOCK_QUOTE where canNest:
            return .blockQuote(blocks(in: node, depth: depth + 1), line: line)
        case CMARK_NODE_LIST where canNest:
            return .list(list(node, line: line, depth: depth))
        default:
            return .html(html(node), line: line)
        }
    }

    private mutating func heading(_ node: OpaquePointer, line: Int) -> MarkdownHeading {
        let level = Int(cmark_node_get_heading_level(node))
        let text = CmarkParser.plainText(node)
        var content = html(node)
        let open = "<h\(level)>"
        let close = "</h\(level)>\n"
        let utf8 = content.utf8
        if utf8.count >= open.utf8.count + close.utf8.count,
            utf8.starts(with: open.utf8), utf8.reversed().starts(with: close.utf8.reversed())
        {
            content = String(
                decoding: utf8.dropFirst(open.utf8.count).dropLast(close.utf8.count),
                as: UTF8.self)
        }
        // GitHub gives a heading without letters or digits (`## !!!`) no usable anchor; its
        // line's anchor (`L12`, upper case, so never a GitHub slug) keeps ids non-empty.
        let slug = anchors.anchor(for: text)
        return MarkdownHeading(
            level: level, text: text, html: content, anchor: slug.isEmpty ? "L\(line)" : slug,
            line: line)
    }

    private func codeBlock(_ node: OpaquePointer, line: Int) -> MarkdownCodeBlock {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        let isFenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        let endLine = Int(cmark_node_get_end_line(node))
        return MarkdownCodeBlock(
            info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "",
            literal: CmarkParser.literal(node),
            line: line,
            contentLine: isFenced ? line + 1 : line,
            isFenced: isFenced,
            isClosed: !isFenced
                || (endLine > line
                    && isClosingFence(
                        endLine, character: UInt8(bitPattern: character), length: Int(length)))
        )
    }

    /// Whether source line `number` is a closing fence: after the containers' markers
    /// (spaces, `>`), at least `length` fence characters, then only spaces.
    private func isClosingFence(_ number: Int, character: UInt8, length: Int) -> Bool {
        guard let line = sourceLines[number] else { return false }
        let rest = line.drop {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">")
        }
        let fence = rest.prefix { $0 == character }
        return fence.count >= length
            && rest.dropFirst(fence.count).allSatisfy {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }
    }

    private mutating func list(_ node: OpaquePointer, line: Int, depth: Int) -> MarkdownList {
        let isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let items = CmarkParser.children(of: node).map { item in
            listItem(item, depth: depth + 1)
        }
        return MarkdownList(
            isOrdered: isOrdered,
            start: isOrdered ? Int(cmark_node_get_list_start(node)) : 0,
            isTight: cmark_node_get_list_tight(node) != 0,
            line: line,
            items: items)
    }

    private mutating func listItem(_ node: OpaquePointer, depth: Int) -> MarkdownListItem {
        var task: TaskMark?
        if CmarkParser.typeString(node) == "tasklist" {
            task = cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
        }
        let paragraphs = CmarkParser.children(of: node).filter {
            cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH
        }
        // Links are read before rendering, which may change their destinations.
        let links = paragraphs.flatMap(CmarkParser.links(in:))
        return MarkdownListItem(
            line: CmarkParser.startLine(node),
            task: task,
            links: links,
            text: paragraphs.first.map(CmarkParser.plainText) ?? "",
            blocks: blocks(in: node, depth: depth))
    }

    /// Turns `image` into a link to the image, written `image: ALT`, whose destination is
    /// `url`: a report page never loads anything, from the network or elsewhere.
    private static func replace(image: OpaquePointer, withLinkTo url: UnsafePointer<CChar>?) {
        // New nodes take the tree's memory: cmark-gfm joins only nodes of one allocator.
        guard let link = cmark_node_new_with_mem(CMARK_NODE_LINK, CmarkParser.documentMemory),
            let label = cmark_node_new_with_mem(CMARK_NODE_TEXT, CmarkParser.documentMemory)
        else { return }
        cmark_node_set_url(link, url)
        cmark_node_set_title(link, cmark_node_get_title(image))
        let hasAlt = cmark_node_first_child(image) != nil
        cmark_node_set_literal(label, hasAlt ? "image: " : "image")
        cmark_node_append_child(link, label)
        while let child = cmark_node_first_child(image), cmark_node_append_child(link, child) != 0 {
        }
        cmark_node_replace(image, link)
        cmark_node_free(image)
    }

    /// Renders `node` where it stands in the tree (so tight-list paragraphs lose their
    /// `<p>`), in safe mode, with every image turned into a link to it and a slot for every
    /// link that may lead to another spec. One walk finds both: an image's link takes its
    /// slot where the image stands, so slots stay in document order.
    private mutating func html(_ node: OpaquePointer) -> String {
        var images: [(image: OpaquePointer, slot: String?)] = []
        var slots = linkSlots
        CmarkParser.walk(node) { current in
            let type = cmark_node_get_type(current)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE,
                let url = cmark_node_get_url(current)
            else { return true }
            let destination = String(cString: url)
            var slot: String?
            if LinkSlots.isSlot(destination) {
                slot = LinkSlots.placeholder(slots.count)
                slots.append(destination)
            }
            if type == CMARK_NODE_IMAGE {
                images.append((current, slot))
            } else if let slot {
                cmark_node_set_url(current, slot)
            }
            return true
        }
        linkSlots = slots
        for (image, slot) in images {
            if let slot {
                Self.replace(image: image, withLinkTo: slot)
            } else {
                Self.replace(image: image, withLinkTo: cmark_node_get_url(image))
            }
        }
        let memory = CmarkParser.documentMemory
        guard
            let rendered = cmark_render_html_with_mem(node, CMARK_OPT_DEFAULT, extensions, memory)
        else {
            return ""
        }
        defer { memory.pointee.free(rendered) }
        return String(cString: rendered)
    }
}
