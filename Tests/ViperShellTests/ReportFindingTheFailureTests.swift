import Foundation
import Testing

/// `run --report`, checked as a person uses it, in headless Chromium: the
/// failure shows on load, deep links land, the filters and search work, and
/// state changes wrap at keys. The run is Tests/ScenarioFixtures/report (five
/// scenarios, b_search and d_long_flow failing; d_long_flow at its 12th line).
@Suite(
    "run --report in the browser: finding the failure",
    .enabled(if: !HeadlessChromium.skipRequested, "VIPER_SHELL_SKIP_BROWSER_TESTS=1 skips the browser tests"))
struct ReportFindingTheFailureTests {
    /// The report of the fixture run, in a fresh folder the caller removes.
    private static func report() throws -> (page: String, folder: String) {
        let folder = NSTemporaryDirectory() + "viper-shell-report-\(UUID().uuidString)"
        let outcome = try BinaryRunner.run([
            "run", "--jobs", "1", "--report", folder, "Tests/ScenarioFixtures/report",
        ])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        return (folder + "/index.html", folder)
    }

    /// The scenarios in page order and whether each shows, as `id:shown`.
    private static let shownScenarios = """
        return Array.from(doc.querySelectorAll("main > .scenario")).map(s => s.id + ":" + s.checkVisibility()).join(" ");
        """

    @Test("failed scenarios come first, each open at its failing step, and the first failing step is in view on load")
    func failureVisibleOnLoad() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try HeadlessChromium.evaluate("""
            const failed = doc.querySelector("li.step.failed");
            const box = failed.getBoundingClientRect();
            const order = Array.from(doc.querySelectorAll("main > .scenario")).map(s => s.id).join(" ");
            const open = Array.from(doc.querySelectorAll("main > .scenario.fail")).map(s => s.open).join(" ");
            return { id: failed.id, inView: box.top >= 0 && box.top + 20 <= win.innerHeight && failed.checkVisibility(),
                     top: Math.round(box.top), order, open };
            """, in: page, width: 1000, height: 700)
        // Before: in list order (a_detail first), and b_search's failing step sat below four 240 px steps.
        #expect(result.contains("\"order\":\"scenario-2 scenario-4 scenario-1 scenario-3 scenario-5\""), "\(result)")
        #expect(result.contains("\"id\":\"scenario-2-step-5\""), "\(result)")
        #expect(result.contains("\"inView\":true"), "\(result)")
        #expect(result.contains("\"open\":\"true true\""), "\(result)")
    }

    @Test("a late failure shows without scrolling through the steps before it: they fold into one line")
    func earlierStepsFold() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try HeadlessChromium.evaluate("""
            const failed = doc.getElementById("scenario-4-step-12");
            const box = failed.getBoundingClientRect();
            const fold = doc.querySelector("#scenario-4 li.earlier > details");
            return { inView: box.top >= 0 && box.bottom <= win.innerHeight && failed.checkVisibility(),
                     folded: fold.querySelector("summary").textContent + ":" + fold.open,
                     shown: Array.from(doc.querySelectorAll("#scenario-4 li.step")).filter(s => s.checkVisibility()).map(s => s.id).join(" ") };
            """, in: page, width: 1000, height: 900)
        #expect(result.contains("\"inView\":true"), "\(result)")
        #expect(result.contains("\"folded\":\"9 earlier steps:false\""), "\(result)")
        #expect(result.contains("\"shown\":\"scenario-4-step-10 scenario-4-step-11 scenario-4-step-12\""), "\(result)")
    }

    @Test("a deep link to a folded passing scenario, or to a step in a fold, lands there: open and in view")
    func deepLinksLand() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = """
            const target = doc.getElementById(win.location.hash.slice(1));
            const box = target.getBoundingClientRect();
            const details = target.tagName === "DETAILS" ? target : target.querySelector("details");
            return { inView: box.top >= 0 && box.top + 20 <= win.innerHeight && target.checkVisibility(), open: details.open };
            """
        // e_feed passed, so it is folded and last on the page; before, the link showed it closed.
        let scenario = try HeadlessChromium.evaluate(check, in: page, fragment: "scenario-5", width: 1000, height: 700)
        #expect(scenario == "{\"inView\":true,\"open\":true}", "\(scenario)")
        // Step 3 of d_long_flow is inside its fold of earlier steps.
        let step = try HeadlessChromium.evaluate(check, in: page, fragment: "scenario-4-step-3", width: 1000, height: 700)
        #expect(step == "{\"inView\":true,\"open\":true}", "\(step)")
    }

    @Test("a deep link to a step of a passing scenario opens the scenario first in the list, the step whole and in view")
    func deepLinkToAPassingStep() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // e_feed (scenario 5) passed: folded, last on the page; its step 2 is 'feed popular'.
        let result = try HeadlessChromium.evaluate("""
            const step = doc.getElementById("scenario-5-step-2"), scenario = doc.getElementById("scenario-5");
            const box = step.getBoundingClientRect(), screen = step.querySelector("section.screen");
            const shownFirst = Array.from(doc.querySelectorAll("main > .scenario"))
              .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0].id;
            return { inView: box.top >= 0 && box.top + 20 <= win.innerHeight && step.checkVisibility(), open: scenario.open,
                     screen: screen.checkVisibility(), first: shownFirst, marked: doc.querySelectorAll(".holds-target").length };
            """, in: page, fragment: "scenario-5-step-2", width: 1000, height: 700)
        #expect(result == "{\"inView\":true,\"open\":true,\"screen\":true,\"first\":\"scenario-5\",\"marked\":1}", "\(result)")
    }

    @Test("the filters show only failed, passed or nondeterministic scenarios; the search box matches names and text")
    func filterAndSearch() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try HeadlessChromium.evaluate("""
            const shown = () => Array.from(doc.querySelectorAll("main > .scenario")).filter(s => s.checkVisibility()).map(s => s.id).join(" ");
            const seen = {};
            doc.getElementById("show-failed").click(); seen.failed = shown();
            doc.getElementById("show-passed").click(); seen.passed = shown();
            doc.getElementById("show-nondeterministic").click(); seen.nondeterministic = shown();
            doc.getElementById("show-all").click(); seen.all = shown();
            const box = doc.getElementById("search");
            box.value = "kia niro"; box.dispatchEvent(new win.Event("input"));
            return new Promise(done => setTimeout(() => {
              seen.text = shown() + " (" + doc.getElementById("search-count").textContent + ")";
              box.value = "E_FEED"; box.dispatchEvent(new win.Event("input"));
              setTimeout(() => { seen.name = shown(); done(seen); }, 300);
            }, 300));
            """, in: page)
        #expect(result.contains("\"failed\":\"scenario-2 scenario-4\""), "\(result)")
        #expect(result.contains("\"passed\":\"scenario-1 scenario-3 scenario-5\""), "\(result)")
        #expect(result.contains("\"nondeterministic\":\"\""), "\(result)")
        #expect(result.contains("\"all\":\"scenario-2 scenario-4 scenario-1 scenario-3 scenario-5\""), "\(result)")
        // "Kia Niro" is on c_create's screens, and typed in d_long_flow ('fill make Kia' only: no match).
        #expect(result.contains("\"text\":\"scenario-3 (1 of 5 match)\""), "\(result)")
        #expect(result.contains("\"name\":\"scenario-5\""), "\(result)")
    }

    @Test("state changes wrap between JSON members and punctuation, never inside a word")
    func stateChangesWrapAtKeys() throws {
        let (page, folder) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try HeadlessChromium.evaluate("""
            doc.querySelectorAll("details").forEach(d => { d.open = true; });
            const breaks = [], changes = Array.from(doc.querySelectorAll(".state .diff .change"));
            let wrapped = 0;
            for (const change of changes) {
              const walker = doc.createTreeWalker(change, win.NodeFilter.SHOW_TEXT);
              let previousTop = null, previous = "", lines = 1;
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (let i = 0; i < node.data.length; i++) {
                  const range = doc.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
                  const rects = range.getClientRects();
                  if (!rects.length) { previous = node.data[i]; continue; }
                  if (previousTop !== null && rects[0].top > previousTop + 4) {
                    lines += 1;
                    if (/[A-Za-z0-9_]/.test(previous) && /[A-Za-z0-9_]/.test(node.data[i])) breaks.push(node.data.slice(Math.max(0, i - 12), i) + "|" + node.data.slice(i, i + 12));
                  }
                  previousTop = rects[0].top; previous = node.data[i];
                }
              }
              if (lines > 1) wrapped += 1;
            }
            return { changes: changes.length, wrapped, midWord: breaks.slice(0, 5).join(" ") };
            """, in: page, width: 700, height: 700)
        // Before: one <pre> per step with word-break: break-all ('"mak|e"'), and no .diff at all.
        #expect(result.contains("\"midWord\":\"\""), "\(result)")
        let wrapped = Int(try #require(result.firstMatch(of: /"wrapped":(\d+)/)?.1)) ?? 0
        #expect(wrapped > 3, "\(result)")
    }
}
