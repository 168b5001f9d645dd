package dev.contextrecall.run.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import io.quarkus.qute.Engine;
import io.quarkus.qute.Escaper;
import io.quarkus.qute.Expression;
import io.quarkus.qute.RawString;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.ResultMapper;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.TemplateNode.Origin;
import io.quarkus.qute.ValueResolvers;
import io.quarkus.qute.Variant;

/**
 * The reports' Qute templates (classpath resources under report-templates/) and the escaping every value printed
 * into them gets: HTML character data for the page, one Markdown table cell for the summary. A standalone engine,
 * because reports are written outside CDI too (the CLI, the AWS function, unit tests).
 */
final class ReportTemplates {

    static final String FOLDER = "report-templates/";
    static final String MARKDOWN = "text/markdown";

    /**
     * Text as HTML/XML character data or an attribute value. Control characters that XML forbids become U+FFFD, so
     * a judge's stray byte cannot make the page ill-formed.
     */
    static final Escaper HTML = htmlEscaper();

    /** Line breaks between two tags: the templates put one element a line, the page is written without them. */
    private static final Pattern BREAK_BETWEEN_TAGS = Pattern.compile(">[ \\t]*(?:\\r?\\n[ \\t]*)+<");

    private ReportTemplates() {
    }

    private static Escaper htmlEscaper() {
        Escaper.Builder escaper = Escaper.builder().add('&', "&amp;").add('<', "&lt;").add('>', "&gt;")
                .add('"', "&quot;").add('\'', "&#39;");
        for (char c = 0; c < 0x20; c++) {
            if (c != '\n' && c != '\r' && c != '\t') {
                escaper.add(c, "\uFFFD");
            }
        }
        return escaper.build();
    }

    /** Text escaped for HTML or XML built outside a template (the charts' SVG, the JUnit report); null as empty. */
    static String xml(String text) {
        return text == null ? "" : HTML.escape(text);
    }

    /** Text as one Markdown table cell: on one line, with its pipes escaped so they do not split the row. */
    static String markdownCell(String text) {
        if (text == null) {
            return "";
        }
        return text.replaceAll("[\\r\\n]+", " ").replace("|", "\\|").strip();
    }

    /** Renders an HTML template; a value is printed as markup only through {@code .raw}. */
    static String html(String name, Map<String, Object> data) {
        return render(name, Variant.TEXT_HTML, data);
    }

    /** Renders an HTML fragment whose one-element-a-line layout is joined up, as the page's body has no breaks. */
    static String htmlJoined(String name, Map<String, Object> data) {
        return BREAK_BETWEEN_TAGS.matcher(html(name, data)).replaceAll("><").stripTrailing();
    }

    static String markdown(String name, Map<String, Object> data) {
        return render(name, MARKDOWN, data);
    }

    private static String render(String name, String contentType, Map<String, Object> data) {
        Engine engine = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver())
                .addValueResolver(ValueResolvers.rawResolver())
                .addResultMapper(new Escaping(contentType)).build();
        Template template = engine.parse(read(name), Variant.forContentType(contentType), name);
        TemplateInstance instance = template.instance();
        data.forEach(instance::data);
        return instance.render();
    }

    private static String read(String name) {
        try (InputStream in = ReportTemplates.class.getClassLoader().getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("The report template " + FOLDER + name + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the report template " + FOLDER + name, e);
        }
    }

    /** Escapes every value a template of the given content type prints, except one marked raw. */
    private record Escaping(String contentType) implements ResultMapper {

        @Override
        public boolean appliesTo(Origin origin, Object result) {
            Optional<Variant> variant = origin.getVariant();
            return !(result instanceof RawString) && variant.isPresent()
                    && contentType.equals(variant.get().getContentType());
        }

        @Override
        public String map(Object result, Expression expression) {
            String text = result.toString();
            return contentType.equals(MARKDOWN) ? markdownCell(text) : HTML.escape(text);
        }
    }
}
