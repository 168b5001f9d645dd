package dev.contextrecall.run.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.run.summary.CaseStatus;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.support.Json;

/** The HTML and Markdown reports of runs summarized the way the evaluation-summary function summarizes them. */
class RunReportTest {

    static final String SCRIPT = "The widget loads with <script>alert(1)</script> on the page.";
    static final String LOST = "The Eiffel Tower is 330 metres tall.";
    static final String QUOTE = "The tower stands 300 metres high, not counting its antennas.";

    /** One statement's verdict as the judge returns it; quote null when the judge found none. */
    record Verdict(String statement, boolean supported, String quote) {
    }

    static Verdict yes(String statement) {
        return new Verdict(statement, true, statement);
    }

    static Verdict no(String statement, String quote) {
        return new Verdict(statement, false, quote);
    }

    /** A case the service scored: its result shaped like the service's answer with the statements algorithm. */
    static CaseOutcome scored(String id, Verdict... verdicts) {
        ObjectNode result = Json.object();
        ArrayNode array = result.putArray("verdicts");
        int supported = 0;
        for (Verdict v : verdicts) {
            ObjectNode verdict = array.addObject().put("statement", v.statement())
                    .put("verdict", v.supported() ? "yes" : "no");
            if (v.quote() == null) {
                verdict.putNull("quote");
            } else {
                verdict.put("quote", v.quote());
            }
            supported += v.supported() ? 1 : 0;
        }
        // Four places, as the service reports a score.
        double score = Math.round(10_000.0 * supported / verdicts.length) / 10_000.0;
        result.put("score", score).put("success", score >= 0.5).put("algorithm", "statements");
        result.putObject("usage").put("input_tokens", 420).put("output_tokens", 96);
        result.put("evaluation_cost", 0.00013).put("duration_ms", 1850);
        return new CaseOutcome(CaseStatus.SUCCEEDED, new TextNode(id), result, null, null);
    }

    static CaseOutcome failed(String id, String error, String cause) {
        return new CaseOutcome(CaseStatus.FAILED, new TextNode(id), null, error, cause);
    }

    /** Cases whose verdicts are the same in both runs: k of four statements supported, k = 0..4. */
    static List<CaseOutcome> steadyCases() {
        List<CaseOutcome> cases = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Verdict[] verdicts = new Verdict[4];
            for (int s = 0; s < 4; s++) {
                String statement = "Case " + i + " statement " + s + ".";
                verdicts[s] = s < i % 5 ? yes(statement) : no(statement, null);
            }
            cases.add(scored("faq-" + i, verdicts));
        }
        return cases;
    }

    static List<CaseOutcome> baselineRun() {
        List<CaseOutcome> run = new ArrayList<>(steadyCases());
        run.add(scored("eiffel", yes(LOST), yes("It was completed in 1889."), yes(SCRIPT)));
        run.add(scored("danube", yes("The Danube flows into the Black Sea."), no("It is 2,850 km long.", null)));
        run.add(scored("retired", yes("A case the dataset dropped.")));
        return run;
    }

    static List<CaseOutcome> candidateRun() {
        List<CaseOutcome> run = new ArrayList<>(steadyCases());
        run.add(scored("eiffel", no(LOST, QUOTE), yes("It was completed in 1889."), no(SCRIPT, null)));
        run.add(scored("danube", yes("The Danube flows into the Black Sea."), yes("It is 2,850 km long.")));
        run.add(scored("perfect", yes("A new case, fully supported.")));
        run.add(failed("timeout", "Lambda.Unknown", "Task timed out after 60.06 seconds"));
        return run;
    }

    static RunSummary summary(List<CaseOutcome> outcomes, Double floor, List<CaseOutcome> baseline) {
        RunPolicy policy = new RunPolicy(floor, RunPolicy.DEFAULT_TOLERANCE, RunPolicy.DEFAULT_ALPHA, 10);
        return RunSummarizer.summarize(outcomes, "golden-faq", policy,
                baseline == null ? null : new Baseline("s3://evals/golden-faq/run-41/", baseline), null,
                "s3://evals/golden-faq/run-42/");
    }

    static RunSummary comparedRun() {
        return summary(candidateRun(), 0.9, baselineRun());
    }

    static RunSummary firstRun() {
        return summary(candidateRun(), 0.4, null);
    }

    static List<Double> scores(List<CaseOutcome> outcomes) {
        return outcomes.stream().filter(CaseOutcome::scored).map(o -> o.result().get("score").asDouble()).toList();
    }

    /** Parses the page as XML: the doctype line is the one thing in it that XML does not accept. */
    static Document parse(String html) throws Exception {
        assertTrue(html.startsWith("<!DOCTYPE html>\n"), html.substring(0, Math.min(40, html.length())));
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder()
                .parse(new InputSource(new StringReader(html.substring("<!DOCTYPE html>\n".length()))));
    }

    static NodeList select(Document page, String xpath) throws Exception {
        return (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, page, XPathConstants.NODESET);
    }

    static String textOf(Document page, String xpath) throws Exception {
        NodeList nodes = select(page, xpath);
        assertEquals(1, nodes.getLength(), xpath);
        return nodes.item(0).getTextContent();
    }

    @Test
    void theHtmlIsOneWellFormedFileWithChartsAndNothingToLoadOrRun() throws Exception {
        String html = RunReport.html(comparedRun(), scores(candidateRun()));

        Document page = parse(html);
        assertEquals("html", page.getDocumentElement().getTagName());
        assertNotNull(textOf(page, "/html/head/title"));
        assertEquals(1, select(page, "/html/head/meta[@charset='utf-8']").getLength());
        assertFalse(html.toLowerCase().contains("<script"), "a script tag");
        Pattern resource = Pattern.compile("(?i)\\b(src|href)\\s*=|@import|url\\(|<link\\b|<img\\b|<iframe\\b");
        assertFalse(resource.matcher(html).find(), "a reference to a resource: " + resource.matcher(html).results()
                .map(m -> m.group()).toList());
        assertTrue(select(page, "//svg").getLength() >= 2, "the distribution and the per-case deltas are charts");
    }

    @Test
    void aRegressedCaseShowsItsIdScoresLostStatementAndTheJudgesQuote() throws Exception {
        Document page = parse(RunReport.html(comparedRun(), scores(candidateRun())));

        String regressed = textOf(page, "//section[@id='regressed']");
        assertTrue(regressed.contains("eiffel"), regressed);
        assertTrue(regressed.contains("1.0 \u2192 0.3333"), regressed);
        assertTrue(regressed.contains(LOST), regressed);
        assertTrue(regressed.contains(QUOTE), regressed);
        assertTrue(regressed.contains("no quote found"), "the script statement had no quote: " + regressed);
        assertFalse(regressed.contains("danube"), "danube improved: " + regressed);
    }

    /**
     * At 1280 px a long unsupported statement squeezed the "Score" header of "Lowest scores" into "Sc / or / e" (seen
     * with headless Chromium): header cells and that table's scores never wrap.
     */
    @Test
    void theLowestScoresHeadersAndScoresDoNotWrap() throws Exception {
        Document page = parse(RunReport.html(firstRun(), scores(candidateRun())));

        assertEquals(1, select(page, "//section[@id='lowest']//table[@class='lowest']").getLength());
        String css = textOf(page, "/html/head/style");
        assertTrue(Pattern.compile("(?m)^th \\{[^}]*white-space: nowrap; overflow-wrap: normal;").matcher(css).find(),
                css);
        assertTrue(css.contains("table.lowest td:nth-child(2) { white-space: nowrap; overflow-wrap: normal; }"), css);
    }

    @Test
    void markupInAStatementIsShownAsTextNotRun() throws Exception {
        String html = RunReport.html(comparedRun(), scores(candidateRun()));

        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped");
        assertFalse(html.contains("<script>alert(1)"), "raw");
        assertTrue(textOf(parse(html), "//section[@id='regressed']").contains(SCRIPT), "a reader sees the statement");
    }

    @Test
    void aFirstRunSaysSoAndHasNoDeltasChart() throws Exception {
        Document page = parse(RunReport.html(firstRun(), scores(candidateRun())));

        assertTrue(textOf(page, "//header").contains("first run, no baseline"), textOf(page, "//header"));
        assertTrue(textOf(page, "//section[@id='deltas']").startsWith("Per-case deltasFirst run"),
                textOf(page, "//section[@id='deltas']"));
        assertEquals(0, select(page, "//svg[@id='case-deltas']").getLength());
        assertEquals(0, select(page, "//section[@id='regressed']").getLength());
    }

    @Test
    void theHistogramCountsEveryScoredCaseOnce() throws Exception {
        RunSummary summary = comparedRun();
        List<Double> scores = scores(candidateRun());
        assertTrue(scores.contains(0.0) && scores.contains(1.0), "the edges of the range are in the data");

        NodeList bars = select(parse(RunReport.html(summary, scores)), "//svg[@id='score-distribution']/rect");
        assertEquals(10, bars.getLength());
        int total = 0;
        for (int i = 0; i < bars.getLength(); i++) {
            total += Integer.parseInt(((Element) bars.item(i)).getAttribute("data-count"));
        }
        assertEquals(summary.scored(), total);
        long topBin = scores.stream().filter(s -> s >= 0.9).count();
        assertEquals(String.valueOf(topBin), ((Element) bars.item(9)).getAttribute("data-count"),
                "the 1.0s are in the last bin");
    }

    @Test
    void aFailedGateHeadsTheMarkdownWithACrossAndTheRuleThatFired() {
        String markdown = RunReport.markdown(comparedRun());

        String headline = markdown.lines().findFirst().orElseThrow();
        assertTrue(headline.startsWith("\u274c"), headline);
        assertTrue(headline.contains("FAILED") && headline.contains("floor"), headline);
        assertTrue(markdown.contains("| eiffel | 1.0 -> 0.3333 | " + LOST + " |"), markdown);
        assertTrue(markdown.lines().count() <= 40, markdown);
    }

    @Test
    void aPassedFirstRunHeadsTheMarkdownWithACheckAndSaysThereIsNoBaseline() {
        String markdown = RunReport.markdown(firstRun());

        String headline = markdown.lines().findFirst().orElseThrow();
        assertTrue(headline.startsWith("\u2705") && headline.contains("PASSED"), headline);
        assertTrue(markdown.lines().anyMatch("First run: no baseline"::equals), markdown);
    }

    @Test
    void pipesAndLineBreaksInDataDoNotBreakTheMarkdownTable() {
        List<CaseOutcome> baseline = List.of(scored("faq|7", yes("A | B\nis true."), yes("C.")));
        List<CaseOutcome> candidate = List.of(scored("faq|7", no("A | B\nis true.", null), no("C.", null)));

        String markdown = RunReport.markdown(summary(candidate, null, baseline));

        assertTrue(markdown.contains("| faq\\|7 | 1.0 -> 0.0 | A \\| B is true. |"), markdown);
        Pattern unescapedPipe = Pattern.compile("(?<!\\\\)\\|");
        markdown.lines().filter(line -> line.startsWith("|")).forEach(line -> {
            long cells = unescapedPipe.matcher(line).results().count();
            assertTrue(cells == 3 || cells == 5, "a row split by data: " + line);
        });
    }

    /** The eiffel case of each run with its retrieved chunks as a Ragas dataset gives them: plain strings. */
    static CaseOutcome withChunks(CaseOutcome o, String... chunks) {
        ObjectNode input = Json.object();
        ArrayNode array = input.putArray("retrieved_contexts");
        for (String c : chunks) {
            array.add(c);
        }
        ObjectNode result = ((ObjectNode) o.result()).deepCopy();
        result.withArray("verdicts").forEach(v -> {
            if ("no".equals(v.path("verdict").asText()) && !v.path("quote").isNull()) {
                ((ObjectNode) v).putArray("nodes").add(0);
            }
        });
        return new CaseOutcome(o.status(), o.id(), result, null, null,
                dev.contextrecall.run.summary.RetrievedChunks.of(input));
    }

    @Test
    void chunksGivenAsPlainTextAreNamedByTheStartOfTheirTextInBothReports() throws Exception {
        String gone = "The Eiffel Tower is 330 metres tall since the addition of a new antenna in 2022 & more.";
        String come = "Towers of <Paris>: the tower stands 300 metres high, not counting its antennas.";
        List<CaseOutcome> baseline = List.of(withChunks(scored("eiffel", yes(LOST)), gone));
        List<CaseOutcome> candidate = List.of(withChunks(scored("eiffel", no(LOST, QUOTE)), come));
        RunSummary s = summary(candidate, null, baseline);

        String html = RunReport.html(s, scores(candidate));
        Document page = parse(html);
        String chunks = select(page, "//ul[@class='chunks']").item(0).getTextContent();
        assertTrue(chunks.contains("\u2212 \u201cThe Eiffel Tower is 330 metres tall since the addition of a"),
                chunks);
        assertTrue(chunks.contains("+ \u201cTowers of <Paris>: the tower stands 300 metres high, not"), chunks);
        assertTrue(select(page, "//span[@class='chunk']").item(0).getTextContent().contains("Towers of <Paris>"));
        assertFalse(html.contains("sha256:"), "a fingerprint is no name for a person");
        assertTrue(html.contains("&lt;Paris&gt;"), "escaped");

        String markdown = RunReport.markdown(s);
        assertTrue(markdown.contains("-\u201cThe Eiffel Tower is 330 metres tall since the addition of a\u2026\u201d"),
                markdown);
        assertFalse(markdown.contains("sha256:"), markdown);
    }
}
