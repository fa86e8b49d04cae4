// A libFuzzer target over rulebook's whole pipeline: decode, parse, run and render one
// spec. Built and run by scripts/fuzz.sh (swiftc -sanitize=fuzzer,address); not part of
// the package, so `swift build` and `swift test` never see it.

import RulebookAdapterModels

@testable import Rulebook
@testable import RulebookReport

@_cdecl("LLVMFuzzerTestOneInput")
public func rulebookFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "spec/fuzz.md"
    let spec: Spec
    switch SpecLoader.decode(bytes, path: path) {
    case .success(let text): spec = Spec(path: path, text: text)
    case .failure(let problem): spec = Spec(path: path, unreadable: problem)
    }
    let other = Spec(path: "spec/other.md", text: "# Other\n\n- [ ] [self](fuzz.md#other)\n")
    let result = SpecRunner(registry: .builtIn).run([spec, other]) { _ in nil }

    // Oracles: what must hold for any input, beyond not crashing.
    for line in ConsoleReport(result: result).lines + SpecListing(specs: [spec]).lines {
        check(
            !line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{9B}" },
            "raw control on the console")
    }
    let xml = JUnitReport.xml(for: result)
    check(
        !xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" },
        "control character in the JUnit XML")
    for page in HTMLSite(result: result).pages() {
        check(page.contents.hasSuffix("</html>\n"), "unfinished page \(page.path)")
        check(!page.contents.contains("<script"), "script in \(page.path)")
    }
    return 0
}

private func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError("oracle failed: \(what())") }
}
