package dev.contextrecall.run.report;

/** Makes text from a run's data safe to put into the HTML report or a Markdown table. */
final class Escape {

    private Escape() {
    }

    /**
     * Text as HTML/XML character data or an attribute value. Control characters that XML forbids become U+FFFD, so
     * a judge's stray byte cannot make the page ill-formed.
     */
    static String html(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c < 0x20 && c != '\n' && c != '\r' && c != '\t' ? '\uFFFD' : c);
            }
        }
        return out.toString();
    }

    /** Text as one Markdown table cell: on one line, with its pipes escaped so they do not split the row. */
    static String markdownCell(String text) {
        if (text == null) {
            return "";
        }
        return text.replaceAll("[\\r\\n]+", " ").replace("|", "\\|").strip();
    }
}
