import Foundation
import Testing

/// Runs of the `rulebook` executable that are interrupted, or that write one folder at the
/// same time: every report left behind is whole, one run's or the other's, never a mix.
struct OutputSafetyTests {
    /// A folder with two versions of a suite of specs and their expected sites.
    struct Workspace {
        let root: String
        /// Page name -> bytes, for each version's site.
        var expected: [[String: Data]] = []

        init() throws {
            root = NSTemporaryDirectory() + "rulebook-safety-" + UUID().uuidString
            for version in 0..<2 {
                let folder = root + "/spec\(version)"
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true)
                let count = version == 0 ? 40 : 30
                for number in 0..<count {
                    let prose = String(
                        repeating: "Version \(version) prose for rule \(number). ", count: 400)
                    try Data(Self.spec(title: "Rule \(number)", prose: prose).utf8).write(
                        to: URL(fileURLWithPath: "\(folder)/s\(number)-v\(version).md"))
                }
            }
        }

        static func spec(title: String, prose: String) -> String {
            """
            # \(title)

            \(prose)

            ```rulebook pager
            | event     | ticket | result?          |
            |-----------|--------|------------------|
            | load next | A      | requested page 1 |
            ```

            """
        }

        func arguments(version: Int, site: String) -> [String] {
            ["--html", root + "/" + site, root + "/spec\(version)"]
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
        }

        /// The files of a site folder (hidden manifest included), with their bytes.
        func files(in site: String) -> [String: Data] {
            let folder = root + "/" + site
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            var files: [String: Data] = [:]
            for name in names {
                files[name] = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
            }
            return files
        }

        /// Which version's site `site` holds exactly, or `nil` when it is torn or mixed.
        func version(of site: String) -> Int? {
            let actual = files(in: site)
            return expected.firstIndex(of: actual)
        }
    }

    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = try ExitCodeTests.requireExecutable()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = Pipe()
        try process.run()
        return process
    }

    func errors(of process: Process) -> String {
        let pipe = process.standardError as? Pipe
        return String(
            decoding: pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    }

    func prepare() throws -> Workspace {
        var workspace = try Workspace()
        for version in 0..<2 {
            let process = try start(
                workspace.arguments(version: version, site: "expected\(version)"))
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(errors(of: process))")
            workspace.expected.append(workspace.files(in: "expected\(version)"))
        }
        return workspace
    }

    @Test(
        "SIGTERM or SIGINT at any moment of a run leaves one whole report and no temporary file")
    func interrupted() throws {
        let workspace = try prepare()
        defer { workspace.remove() }
        let clock = ContinuousClock()
        let started = clock.now
        _ = try wait(spawn(workspace.arguments(version: 0, site: "site")))
        let runTime = clock.now - started
        #expect(workspace.version(of: "site") == 0)

        var previous = 0
        var interruptedRuns = 0
        for attempt in 0..<16 {
            let version = 1 - previous
            let process = try spawn(workspace.arguments(version: version, site: "site"))
            // A blocking sleep, as `wait` blocks: an async sleep may resume only after the
            // run has ended when other suites keep every cooperative thread busy.
            let delay = (runTime * (Double(attempt) / 12)).components
            Thread.sleep(
                forTimeInterval: Double(delay.seconds) + Double(delay.attoseconds) * 1e-18)
            kill(process, attempt % 2 == 0 ? SIGTERM : SIGINT)
            let status = try wait(process)
            if status.signal != nil { interruptedRuns += 1 }
            #expect(status.signal != nil || status.exitCode == 0)
            let left = workspace.version(of: "site")
            #expect(left == previous || left == version, "attempt \(attempt): torn or mixed site")
            #expect(!workspace.files(in: "site").keys.contains { $0.hasSuffix(".tmp") })
            previous = left ?? previous
        }
        #expect(interruptedRuns > 0, "no run was interrupted: the test proves nothing")
    }

    /// Starts the executable with SIGINT and SIGTERM unblocked and at their default action
    /// (a test runner may block them, and a child inherits that), output discarded.
    func spawn(_ arguments: [String]) throws -> pid_t {
        let path = try ExitCodeTests.requireExecutable().path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var interrupts = sigset_t()
        sigemptyset(&interrupts)
        sigaddset(&interrupts, SIGINT)
        sigaddset(&interrupts, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &interrupts)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        try #require(result == 0)
        return pid
    }

    /// Waits for a spawned process: the signal that ended it, or its exit code.
    func wait(_ pid: pid_t) throws -> (signal: Int32?, exitCode: Int32) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            try #require(errno == EINTR)
        }
        let signal = status & 0x7F
        return (signal == 0 ? nil : signal, (status >> 8) & 0xFF)
    }

    @Test(
        "Two runs writing one folder at once leave one run's whole report")
    func concurrentRuns() throws {
        let workspace = try prepare()
        defer { workspace.remove() }
        for round in 0..<3 {
            let processes = try (0..<2).map { version in
                try start(workspace.arguments(version: (version + round) % 2, site: "site"))
            }
            for process in processes { process.waitUntilExit() }
            for process in processes {
                #expect(process.terminationStatus == 0, "round \(round): \(errors(of: process))")
            }
            #expect(workspace.version(of: "site") != nil, "round \(round): torn or mixed site")
        }
    }

    @Test(
        "--junit - writes the XML alone to standard output")
    func junitToStandardOutput() throws {
        let run = try ExitCodeTests().run(["--no-html", "--junit", "-", "passing.md"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #expect(run.output.hasSuffix("</testsuites>\n"))
        #expect(run.errors.hasSuffix("1 passed, 0 failed\n"))
        #expect(!FileManager.default.fileExists(atPath: ExitCodeTests.fixtures.path + "/-"))
    }

    @Test(
        "A device, a file the run also writes, or a repeated flag is refused with exit 2 before the run",
        arguments: [
            (
                ["--no-html", "--junit", "/dev/full"],
                "rulebook: /dev/full: is a device, not a regular file\n"
            ),
            (
                ["--html", "SITE", "--junit", "SITE/index.html"],
                "rulebook: SITE/index.html: is also written by this run as part of the HTML report (--html)\n"
            ),
            (
                ["--html", "SITE", "--junit", "SITE/passing.html"],
                "rulebook: SITE/passing.html: is also written by this run as part of the HTML report (--html)\n"
            ),
            (
                ["--no-html", "--filter", "a", "--filter", "b"],
                "rulebook: --filter is given twice; give it once (see rulebook --help)\n"
            ),
        ])
    func refusedBeforeTheRun(arguments: [String], message: String) throws {
        let site = NSTemporaryDirectory() + "rulebook-site-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        let run = try ExitCodeTests().run(
            arguments.map { $0.replacingOccurrences(of: "SITE", with: site) } + ["passing.md"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "nothing ran")
        #expect(run.errors == message.replacingOccurrences(of: "SITE", with: site))
        #expect(!FileManager.default.fileExists(atPath: site))
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
