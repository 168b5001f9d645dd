package dev.contextrecall.run.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The reports' templates: escaped by the engine, and carried by the native executable. */
class ReportTemplatesTest {

    @Test
    void everyTemplateIsANativeResource() throws Exception {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of("src", "main", "resources", "application.properties"),
                StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        List<Pattern> includes = Stream.of(properties.getProperty("quarkus.native.resources.includes", "").split(","))
                .filter(glob -> !glob.isBlank())
                .map(glob -> Pattern.compile(Pattern.quote(glob.strip()).replace("*", "\\E[^/]*\\Q"))).toList();
        List<String> templates;
        try (Stream<Path> files = Files.list(Path.of("src", "main", "resources", "report-templates"))) {
            templates = files.map(f -> ReportTemplates.FOLDER + f.getFileName()).sorted().toList();
        }
        assertEquals(List.of("report-templates/page.html", "report-templates/report.md",
                "report-templates/sections.html"), templates);
        for (String template : templates) {
            assertTrue(includes.stream().anyMatch(p -> p.matcher(template).matches()), template + " not in " + includes);
        }
    }

    @Test
    void aStrayControlCharacterCannotMakeThePageIllFormed() throws Exception {
        String html = ReportTemplates.html("page.html", java.util.Map.of("title", "a\u0001b<c>", "body", "x & y"));

        assertTrue(html.contains("<title>a\uFFFDb&lt;c&gt;</title>"), html);
        assertTrue(html.contains("<main>\nx &amp; y\n</main>"), html);
        RunReportTest.parse(html);
    }

    @Test
    void everyValueInTheMarkdownIsOneTableCell() {
        java.util.Map<String, Object> data = new java.util.HashMap<>(java.util.Map.of("headline", "H", "dataset",
                "faq |\nv2", "rows", List.of(new MarkdownView.Row("Judge", "a | b\r\nc")), "line", "done"));
        data.put("message", null);
        String markdown = ReportTemplates.markdown("report.md", data);

        assertTrue(markdown.startsWith("H on faq \\| v2\n"), markdown);
        assertTrue(markdown.contains("| Judge | a \\| b c |\n"), markdown);
        assertFalse(markdown.contains("\r"), markdown);
    }
}
