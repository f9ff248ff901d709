/// The HTML report's whole style sheet, inline in the page.
///
/// Besides looks it does three jobs without any script:
/// - the filters: a checked `#show-failed` (or `-passed`, `-nondeterministic`)
///   in the header hides the other scenarios (`header:has(...) ~ main`);
/// - deep links: the scenario a link names (`:target`) moves to the top of
///   the list (`order`), so the page shows it without scrolling down (a
///   headless screenshot of `index.html#scenario-39` captures the page from
///   its top: before, it showed an empty strip where the scrolled-to part
///   was); the scenario holding a step a link names moves too, once the
///   script has marked it `holds-target`;
/// - long state values wrap between JSON members (at the space the page
///   writes after each comma between them) or after a dot of the path (at
///   `<wbr>`), never inside a word, and continue under the path.
///
/// Off-screen scenarios and steps are laid out only when scrolled to
/// (`content-visibility`), so long runs open fast. No `:has()` looks into
/// `main`, which the parser fills element by element: with
/// `body:has(#show-failed:checked) .scenario` and `.scenario:has(:target)`,
/// Chromium's style recalculation took 125 to 210 ms of each load of a run
/// of 1,000 scenarios, and 33 to 41 ms with `header:has()` and the script's
/// mark (the least of 3 traced loads, in each of five or six sets).
enum HTMLReportStyle {
    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f7f9}
        header{padding:12px 20px;background:#fff;border-bottom:1px solid #d0d4da}
        h1{font-size:20px;margin:0 0 6px}
        main{padding:12px 20px;display:flex;flex-direction:column}
        .counts .passed{color:#1a7f37}.counts .failed{color:#c62828}.counts .nondeterministic{color:#8a5a00}
        .failed-list{margin:4px 0;padding-left:20px}.failed-list .message{color:#555;font-family:monospace}
        .folded-note{color:#555;margin:4px 0}
        .controls{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;margin-top:6px}
        .controls label{cursor:pointer}
        #search{font:inherit;padding:2px 6px;min-width:16em;border:1px solid #b8bec7;border-radius:3px}
        #search-count{color:#555}
        header:has(#show-failed:checked)~main .scenario:not(.fail),header:has(#show-passed:checked)~main .scenario:not(.pass),
        header:has(#show-nondeterministic:checked)~main .scenario:not(.nondeterministic),.scenario.unmatched{display:none}
        .scenario{content-visibility:auto;contain-intrinsic-size:auto 34px;background:#fff;border:1px solid #d0d4da;border-left:6px solid #1a7f37;border-radius:4px;margin:8px 0}
        .scenario.fail{border-left-color:#c62828}.scenario.nondeterministic{border-left-color:#d08a00}
        .scenario:target,.scenario.holds-target{order:-1;outline:2px solid #0b5cad}
        details.scenario>summary,.scenario.compact{padding:6px 10px;font-family:monospace}
        details.scenario>summary{cursor:pointer}
        .status{font-weight:bold}.pass .status{color:#1a7f37}.fail .status{color:#c62828}
        .tag{background:#fdf0d5;color:#8a5a00;border-radius:3px;padding:0 4px}
        .step-count{color:#666;margin-left:6px}
        .duration{color:#666;margin-left:8px}
        ol.steps{margin:0;padding:0 10px 8px 14px;list-style:none}ol.steps ol.steps{padding:0}.number{color:#888}
        li.step{border-top:1px solid #eceef1;padding:3px 0;content-visibility:auto;contain-intrinsic-size:auto 26px}
        .pass li.step{contain-intrinsic-size:auto 200px}
        li.step.failed{background:#fff2f2}li.step:target{background:#eef4fc}
        li.earlier{border-top:1px solid #eceef1;padding:3px 0;color:#555}li.earlier>details>summary{cursor:pointer}
        .line{font-family:monospace}summary.line{cursor:pointer}.location{color:#666}.command{font-weight:bold}.time{color:#0b5cad;margin-left:8px}
        .panes{display:flex;flex-wrap:wrap;gap:10px;margin:4px 0 4px 16px}
        .panes section{flex:1 1 280px;min-width:0}
        .panes section.screen{flex:0 1 auto}
        h3,.panes section::before{display:block;margin:2px 0;font-size:12px;font-weight:bold;color:#555;text-transform:uppercase}
        .screen::before{content:"Screen"}.state::before{content:"State changes"}.trace::before{content:"Trace"}.output::before{content:"Output"}
        .panes section:empty::after{content:"none";color:#888;font-size:12px}
        pre,.diff{margin:0;padding:6px;background:#f3f4f6;border-radius:3px;overflow:auto;font:12px/1.3 monospace}
        .diff .change{white-space:pre-wrap;overflow-wrap:break-word;padding-left:2ch;text-indent:-2ch}
        .added{color:#1a7f37}.removed{color:#c62828}.changed{color:#8a5a00}
        .trace pre{white-space:pre-wrap;overflow-wrap:break-word}
        .failure{border:1px solid #c62828;background:#fff;border-radius:3px;padding:6px;margin:4px 0 4px 16px}
        .failure .headline{margin:0 0 4px;color:#c62828;font-family:monospace;font-weight:bold}
        .after{padding:6px 10px 10px}
        """
}
