import Foundation
import RulebookTestSupport
import Testing

@testable import Rulebook
@testable import RulebookReport

/// Opens the pages of a hostile spec (`Tests/Browser/hostile/`) in Debian's headless
/// chromium: no script runs, no request leaves the page, and nothing but the page's own
/// text is there. Runs where chromium is installed; with `CI` set, a missing browser fails
/// the test instead of skipping it.
@Suite struct BrowserHostileTests {
    static let chromium =
        ProcessInfo.processInfo.environment["RULEBOOK_CHROMIUM"] ?? "/usr/bin/chromium"
    static let hasBrowser = FileManager.default.isExecutableFile(atPath: chromium)
    static let isCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// What chromium shows after loading `page`, and the URLs it asked the network for.
    private func load(_ page: URL, netLog: URL) throws -> (dom: String, urls: [String]) {
        let dom = try Subprocess.run(
            URL(fileURLWithPath: Self.chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--disable-extensions", "--log-net-log=\(netLog.path)",
                "--virtual-time-budget=1000", "--dump-dom", page.absoluteString,
            ]
        ).output
        let log = (try? String(contentsOf: netLog, encoding: .utf8)) ?? ""
        let urls = log.matches(of: /"url":"([^"]*)"/).map { String($0.1) }
        return (dom, urls)
    }

    @Test(
        "A hostile spec's pages run no script, load nothing and change nothing",
        .enabled(if: hasBrowser || isCI))
    func hostilePagesAreInert() throws {
        guard Self.hasBrowser else {
            Issue.record("CI is set but \(Self.chromium) is missing: apt-get install chromium")
            return
        }
        let specPath = RepositoryPaths.root + "/Tests/Browser/hostile/hostile.md"
        let text = try String(contentsOfFile: specPath, encoding: .utf8)
        let hostileHosts = Set(
            text.matches(of: /https?:\/\/([A-Za-z0-9.-]+)/).map { String($0.1).lowercased() })
        #expect(hostileHosts.count >= 5)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rulebook-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = HTMLSite(
            result: SpecRunner(registry: .pureModels).run([
                Spec(path: "hostile/hostile.md", text: text)
            ]),
            version: "test")
        try site.write(to: folder.path, inputs: [specPath])
        for (path, source) in site.pages() {
            let page = folder.appendingPathComponent(path)
            let (dom, urls) = try load(page, netLog: folder.appendingPathComponent("\(path).json"))
            #expect(dom.contains("</html>"), "\(path): chromium gave no document")
            let requested = urls.compactMap { URL(string: $0) }
            let fetched = requested.filter { url in
                url.isFileURL
                    ? url.path != page.path : hostileHosts.contains(url.host?.lowercased() ?? "")
            }
            #expect(fetched.isEmpty, "\(path): requests left the page: \(fetched)")
            #expect(!dom.contains("data-pwned"), "\(path): a script changed the body")
            for tag in ["<script", "<img", "<iframe", "<link", "<image"] {
                #expect(!dom.contains(tag), "\(path): \(tag) is live in the document")
            }
            let handlers = dom.matches(of: /<[a-zA-Z][^<>]*\son[a-z]+=/).map { String($0.0) }
            #expect(handlers.isEmpty, "\(path): event handlers: \(handlers)")
            let title = source.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.1) }
            let shownTitle = dom.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.1) }
            #expect(title != nil && shownTitle == title, "\(path): the title changed")
        }
    }
}
