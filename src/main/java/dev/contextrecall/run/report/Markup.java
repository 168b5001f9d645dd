package dev.contextrecall.run.report;

import java.util.List;
import java.util.function.Function;

/**
 * Small pieces of XHTML-compatible markup: every element closed and every attribute quoted, so the page also parses
 * as XML. Only the text helpers take data; they escape it.
 */
final class Markup {

    private Markup() {
    }

    /** An element around markup that is already safe. */
    static String element(String tag, String css, String inner) {
        String cls = css == null ? "" : " class=\"" + css + "\"";
        return "<" + tag + cls + ">" + inner + "</" + tag + ">";
    }

    /** An element around text from the data. */
    static String text(String tag, String css, String text) {
        return element(tag, css, Escape.html(text));
    }

    static String section(String id, String heading, String inner) {
        return "<section id=\"" + id + "\">" + text("h2", null, heading) + inner + "</section>";
    }

    /** A sentence in place of a section's content when there is nothing to show. */
    static String none(String sentence) {
        return text("p", "none", sentence);
    }

    /** A table whose header cells are fixed labels and whose body cells the row function renders (as markup). */
    static <T> String table(String css, List<String> headers, List<T> rows, Function<T, List<String>> cells) {
        StringBuilder out = new StringBuilder("<table" + (css == null ? "" : " class=\"" + css + "\"") + "><thead><tr>");
        headers.forEach(h -> out.append(text("th", null, h)));
        out.append("</tr></thead><tbody>");
        for (T row : rows) {
            out.append("<tr>");
            cells.apply(row).forEach(c -> out.append(element("td", null, c)));
            out.append("</tr>");
        }
        return out.append("</tbody></table>").toString();
    }

    static String list(String css, List<String> itemsMarkup) {
        StringBuilder out = new StringBuilder("<ul" + (css == null ? "" : " class=\"" + css + "\"") + ">");
        itemsMarkup.forEach(i -> out.append(element("li", null, i)));
        return out.append("</ul>").toString();
    }
}
