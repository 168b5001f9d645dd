package dev.contextrecall.run.report;

/**
 * The HTML document around the report's sections: one file with its CSS inline and nothing loaded from anywhere,
 * so it can be attached to a pipeline run and opened offline.
 */
final class Page {

    /** System fonts only; colours with at least 4.5:1 contrast on white. No '<' or '&' here: the page is also XML. */
    static final String CSS = """
            :root { color-scheme: light; }
            body { margin: 0; background: #f3f4f6; color: #1f2328; line-height: 1.5;
              font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
            main { max-width: 960px; margin: 0 auto; padding: 24px 20px 48px; }
            header, section { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 16px 20px;
              margin-top: 16px; }
            header { border-left: 10px solid #59636e; margin-top: 0; }
            header.passed { border-left-color: #1a7f37; }
            header.failed { border-left-color: #cf222e; }
            header.unfinished { border-left-color: #9a6700; }
            .dataset { margin: 0; color: #59636e; font-size: 14px; text-transform: uppercase; letter-spacing: 0.06em; }
            .dataset strong { color: #1f2328; text-transform: none; letter-spacing: 0; font-size: 16px; }
            h1 { margin: 2px 0 6px; font-size: 56px; line-height: 1.1; font-weight: 800; letter-spacing: 0.02em; }
            .passed h1 { color: #1a7f37; }
            .failed h1 { color: #cf222e; }
            .unfinished h1 { color: #9a6700; }
            .mean { margin: 0 0 8px; font-size: 20px; }
            .mean strong { font-size: 24px; }
            .message { margin: 8px 0 0; color: #31373d; }
            .rules { margin: 8px 0 0; padding: 0; list-style: none; display: flex; gap: 8px; flex-wrap: wrap; }
            .rules li { background: #ffebe9; color: #a40e26; border: 1px solid #ffcecb; border-radius: 999px;
              padding: 1px 12px; font-size: 13px; font-weight: 600; }
            .baseline { margin: 6px 0 0; font-size: 13px; color: #59636e; overflow-wrap: anywhere; }
            .figures { display: grid; grid-template-columns: repeat(6, 1fr); gap: 12px; margin-top: 16px; }
            .figure { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 10px 14px; }
            .figure .label { font-size: 12px; color: #59636e; text-transform: uppercase; letter-spacing: 0.05em; }
            .figure .value { font-size: 24px; font-weight: 700; }
            .figure.alert .value { color: #cf222e; }
            h2 { margin: 0 0 10px; font-size: 18px; }
            h3 { margin: 0; font-size: 16px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
            .caption { margin: 4px 0 0; font-size: 13px; color: #59636e; }
            .none { margin: 0; color: #59636e; font-style: italic; }
            table { border-collapse: collapse; width: 100%; font-size: 14px; margin-top: 6px; }
            th, td { border: 1px solid #d8dee4; padding: 6px 10px; text-align: left; vertical-align: top;
              overflow-wrap: anywhere; }
            th { background: #f6f8fa; font-weight: 600; white-space: nowrap; overflow-wrap: normal; }
            table.lowest td:nth-child(2) { white-space: nowrap; overflow-wrap: normal; }
            table.lowest td:first-child { width: 30%; }
            table.pairs th { width: 30%; }
            .case { border-top: 1px solid #d8dee4; padding: 14px 0 14px; }
            .case:last-child { padding-bottom: 0; }
            .case:first-of-type { border-top: 0; padding-top: 0; }
            .case-head { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; cursor: pointer; }
            details.case summary { list-style-position: inside; }
            table.glance { margin-bottom: 12px; }
            table.glance td, table.glance th { white-space: nowrap; overflow-wrap: normal; }
            table.glance td:first-child { white-space: normal; overflow-wrap: anywhere; }
            ul.chunks { margin: 0; padding-left: 20px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas,
              monospace; font-size: 13px; }
            .move { font-variant-numeric: tabular-nums; }
            .down { color: #cf222e; font-weight: 600; }
            .up { color: #1a7f37; font-weight: 600; }
            .pass-change { font-size: 13px; color: #59636e; }
            .label { margin: 8px 0 2px; font-size: 13px; font-weight: 600; color: #31373d; }
            ul.lost { margin: 0; padding-left: 20px; }
            .quote { color: #31373d; }
            .no-quote { color: #8c4600; font-style: italic; }
            .chunk { color: #5b636b; }
            ul.compact { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 6px 16px;
              font-size: 14px; }
            code, .id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
            td.cause { font-size: 13px; color: #31373d; }
            footer { margin-top: 16px; font-size: 12px; color: #59636e; overflow-wrap: anywhere; }
            svg.chart { display: block; margin-top: 4px; }
            svg text { font-size: 12px; fill: #31373d; }
            svg .count { font-size: 13px; font-weight: 600; }
            svg .count.zero { fill: #8c959f; font-weight: 400; }
            svg .axis-label { fill: #59636e; }
            svg rect.bar { fill: #0969da; }
            svg rect.down { fill: #cf222e; }
            svg rect.up { fill: #1a7f37; }
            svg rect.flat { fill: #8c959f; }
            svg line.axis { stroke: #59636e; stroke-width: 1; }
            svg line.floor { stroke: #bf3989; stroke-width: 2; stroke-dasharray: 6 4; }
            svg .floor-label { fill: #bf3989; font-weight: 600; }
            svg line.tolerance { stroke: #8c959f; stroke-width: 1; stroke-dasharray: 4 4; }
            @media (max-width: 700px) { .figures { grid-template-columns: repeat(3, 1fr); } h1 { font-size: 40px; } }
            """;

    private Page() {
    }

    static String document(String title, String body) {
        return "<!DOCTYPE html>\n"
                + "<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                + "<title>" + Escape.html(title) + "</title>\n"
                + "<style>\n" + CSS + "</style>\n</head>\n<body>\n<main>\n" + body + "\n</main>\n</body>\n</html>\n";
    }
}
