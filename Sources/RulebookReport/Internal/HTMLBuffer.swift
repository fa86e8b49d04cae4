import Rulebook
import RulebookMarkdown

/// HTML as bytes, written from start to end: markup appended as given, text escaped on the
/// way in (as `HTMLEscaping.text` escapes it) and numbers in decimal, with no string built
/// in between. A report appends many short pieces, so an append is a capacity check and a
/// copy into memory the buffer owns (it cannot be copied, so nothing else shares it).
///
/// A buffer made with a file (`init(flushingTo:)`) hands its bytes on to it whenever it
/// holds more than `flushSize` at a place its writer marks with `flushIfFull()`, so that a
/// long page is never held whole.
///
/// A fast path (ARCHITECTURE.md, "Fast paths"): on the reference path (`ReferencePaths`)
/// numbers are written by `String(_:)` and text is escaped by `HTMLEscaping.plainEscaped`,
/// scalar by scalar into a string, and `ReferencePathsTests` compares the two.
struct HTMLBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes held, not yet handed on.
    private var heldCount = 0
    private let file: OutputFiles.StagedFile?
    /// How many bytes were handed on, and the last two of them.
    private var flushedCount = 0
    private var flushedTail: (UInt8?, UInt8?) = (nil, nil)
    /// Whether this buffer takes the reference paths (`ReferencePaths.areOn`, read once per
    /// buffer rather than at every number and text).
    let takesReferencePaths = ReferencePaths.areOn

    /// The size from which `flushIfFull()` hands the bytes on.
    static let flushSize = 1 << 20

    /// A buffer that keeps everything; read it with `string` or `bytes`.
    init(capacity: Int = 4_096) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
        file = nil
    }

    /// A buffer that hands its bytes on to `file` (`flushIfFull()`, `flush()`).
    init(flushingTo file: OutputFiles.StagedFile) {
        capacity = Self.flushSize + Self.flushSize / 4
        storage = .allocate(capacity: capacity)
        self.file = file
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes held.
    private var held: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage, count: heldCount)
    }

    /// Everything appended, as a string (for a buffer that keeps everything).
    var string: String { String(decoding: held, as: UTF8.self) }

    /// Everything appended, as bytes (for a buffer that keeps everything).
    var bytes: [UInt8] { Array(held) }

    /// How many bytes were appended in all.
    var count: Int { flushedCount + heldCount }

    /// Whether what was appended ends with a line feed that is a character of its own, as
    /// `String.hasSuffix("\n")` says (a CR LF pair is one character, so it does not).
    var endsWithLineFeed: Bool {
        let (beforeLast, last) =
            switch heldCount {
            case 0: flushedTail
            case 1: (flushedTail.1, storage[0])
            default: (storage[heldCount - 2], storage[heldCount - 1])
            }
        return last == UInt8(ascii: "\n") && beforeLast != UInt8(ascii: "\r")
    }

    /// Appends bytes of markup, or of text known to need no escaping.
    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + heldCount).initialize(from: source, count: bytes.count)
        heldCount += bytes.count
    }

    /// Appends markup bytes, such as another buffer's `bytes`.
    mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        storage[heldCount] = byte
        heldCount += 1
    }

    /// Appends literal markup as it is.
    @inline(__always)
    mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { append(bytes: $0) }
    }

    /// Appends markup made at run time (or text known to need no escaping) as it is.
    mutating func append(markup: String) {
        guard markup.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil else {
            return
        }
        var markup = markup
        markup.withUTF8 { append(bytes: $0) }
    }

    /// Appends a number in decimal.
    mutating func append(_ number: Int) {
        guard !takesReferencePaths else { return append(markup: String(number)) }
        // At most 19 digits and a sign; written from the end, then turned around.
        reserve(20)
        var end = storage + heldCount
        if number < 0 {
            end.initialize(to: UInt8(ascii: "-"))
            end += 1
        }
        let digits = end
        var magnitude = number.magnitude
        repeat {
            end.initialize(to: UInt8(ascii: "0") + UInt8(magnitude % 10))
            end += 1
            magnitude /= 10
        } while magnitude > 0
        var written = UnsafeMutableBufferPointer(start: digits, count: end - digits)
        written.reverse()
        heldCount = end - storage
    }

    /// Appends ` name="value"`, an attribute with a number.
    mutating func append(attribute name: StaticString, _ value: Int) {
        append(byte: UInt8(ascii: " "))
        append(name)
        append("=\"")
        append(value)
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends text from a spec, escaped as `HTMLEscaping.text` escapes it.
    mutating func append(text: String) {
        guard
            text.utf8.withContiguousStorageIfAvailable({ append(escaping: $0) }) == nil
        else { return }
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    /// Appends text from a spec, escaped as `HTMLEscaping.text` escapes it.
    mutating func append(text: Substring) {
        var text = text
        text.withUTF8 { HTMLEscaping.append($0, escapingMarkup: true, to: &self) }
    }

    /// Appends UTF-8 text from a spec, escaped as `HTMLEscaping.text` escapes it.
    mutating func append(escaping text: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.append(text, escapingMarkup: true, to: &self)
    }

    /// Hands the bytes on to the file when they are more than `flushSize`.
    mutating func flushIfFull() {
        if heldCount >= Self.flushSize { flush() }
    }

    /// Hands every byte on to the file, if the buffer has one.
    mutating func flush() {
        guard let file, heldCount > 0 else { return }
        flushedTail = (
            heldCount > 1 ? storage[heldCount - 2] : flushedTail.1, storage[heldCount - 1]
        )
        flushedCount += heldCount
        file.write(UnsafeRawBufferPointer(held))
        heldCount = 0
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if heldCount + extra > capacity { grow(toHold: heldCount + extra) }
    }

    /// Doubles the memory until it holds `total` bytes.
    private mutating func grow(toHold total: Int) {
        var newCapacity = capacity * 2
        while newCapacity < total { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.initialize(from: storage, count: heldCount)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
