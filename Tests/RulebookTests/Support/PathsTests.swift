import Testing

@testable import Rulebook

struct PathsTests {
    @Test(
        "A path normalizes without empty, . and .. components, whether or not it had any",
        arguments: [
            ("spec/a.md", "spec/a.md"), ("/abs/b.md", "/abs/b.md"), (".hidden/x", ".hidden/x"),
            ("a/.../b", "a/.../b"), ("a..b/c.", "a..b/c."), ("./a", "a"), ("a/./b", "a/b"),
            ("a//b", "a/b"), ("a/b/", "a/b"), ("a/.", "a"), ("a/..", ""), ("../a", "../a"),
            ("a/../../b", "../b"), ("/../a", "/a"), ("/", "/"), ("", ""), (".", ""),
            ("//a", "/a"), ("a/b/..", "a"),
        ])
    func normalize(path: String, expected: String) {
        #expect(Paths.normalize(path) == expected)
    }

    @Test(
        "The folder of a path ignores trailing slashes and keeps the root",
        arguments: [
            ("a/b.html", "a"), ("b.html", ""), ("/b", "/"), ("a/b/", "a"), ("/", "/"),
            ("//", "/"), ("a//", ""), ("ü/é.md", "ü"), ("a/b//", "a"), ("", ""),
        ])
    func folder(path: String, expected: String) {
        #expect(Paths.folder(of: path) == expected)
    }

    @Test("A name joins a folder with one slash, and an empty folder adds none")
    func join() {
        #expect(Paths.join("site", "a.html") == "site/a.html")
        #expect(Paths.join("site/", "a.html") == "site/a.html")
        #expect(Paths.join("", "a.html") == "a.html")
        #expect(Paths.join("/", "a.html") == "/a.html")
    }

    @Test(
        "A link resolves against the folder of the file it is written in",
        arguments: [
            ("../b.md", "spec/sub/a.md", "spec/b.md"), ("b.md", "a.md", "b.md"),
            ("./c.md", "spec/a.md", "spec/c.md"), ("b.md", "/a.md", "/b.md"),
        ])
    func resolve(file: String, from: String, expected: String) {
        #expect(Paths.resolve(file, from: from) == expected)
    }

    @Test("A path is inside a folder only below it, never at it or beside it")
    func inside() {
        #expect(Paths.isInside("/a/b/c", folder: "/a/b"))
        #expect(Paths.isInside("/a/b/c", folder: "/a/b/"))
        #expect(!Paths.isInside("/a/b", folder: "/a/b"))
        #expect(!Paths.isInside("/a/bc", folder: "/a/b"))
    }
}
