package dev.contextrecall.run.report;

import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

/** How the reports write numbers and case ids; Locale.ROOT so a report reads the same on every machine. */
final class Format {

    static final String MINUS = "\u2212";
    static final String ARROW = "\u2192";

    private Format() {
    }

    /** A score as the service reports it: at most four places, trailing zeros dropped. */
    static String score(Double value) {
        if (value == null) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.4f", value).replaceAll("0+$", "").replaceAll("\\.$", ".0");
    }

    /** A delta with its sign, using a real minus sign so it lines up with the plus. */
    static String signed(Double value) {
        if (value == null) {
            return "n/a";
        }
        String digits = score(Math.abs(value));
        return value > 0 ? "+" + digits : value < 0 ? MINUS + digits : digits;
    }

    /** A delta with an ASCII sign, for logs and pull-request comments. */
    static String signedAscii(Double value) {
        return signed(value).replace(MINUS, "-");
    }

    static String percent(Double fraction) {
        return fraction == null ? "n/a" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    static String pValue(double p) {
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    static String usd(Double cost) {
        return cost == null ? "not priced" : String.format(Locale.ROOT, "$%.4f", cost);
    }

    static String count(Long value) {
        return value == null ? "unknown" : String.format(Locale.ROOT, "%,d", value);
    }

    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A case id as the dataset wrote it: a string without its quotes, a number as is. */
    static String caseId(JsonNode id) {
        if (id == null || id.isNull() || id.isMissingNode()) {
            return "(no id)";
        }
        return id.isValueNode() ? id.asText() : id.toString();
    }

    /** Long text cut for a one-line summary. */
    static String shorten(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        return text.substring(0, max - 1).stripTrailing() + "\u2026";
    }
}
