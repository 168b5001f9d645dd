package dev.contextrecall.run.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import dev.contextrecall.run.summary.RunComparison.CaseDelta;

/**
 * The report's two charts as inline SVG (no script, no external resource), styled by the page's CSS classes. Each
 * bar carries its number as a data attribute, so a test or a reader of the source can check the picture against
 * the data.
 */
final class Charts {

    static final int BINS = 10;

    private static final double WIDTH = 900;
    private static final double LEFT = 48;
    private static final double RIGHT = 12;
    private static final double PLOT_WIDTH = WIDTH - LEFT - RIGHT;

    private Charts() {
    }

    /** Which of the ten bins of 0.1 a score falls in; 1.0 joins the last bin. */
    static int bin(double score) {
        // The epsilon keeps 0.3 (stored as 0.29999...) in the bin a reader expects.
        int bin = (int) Math.floor(score * BINS + 1e-9);
        return Math.max(0, Math.min(BINS - 1, bin));
    }

    static int[] counts(List<Double> scores) {
        int[] counts = new int[BINS];
        scores.stream().filter(Objects::nonNull).filter(Double::isFinite).forEach(s -> counts[bin(s)]++);
        return counts;
    }

    /** A histogram of the scores in ten bins over 0..1, with a dashed line at the floor when one is set. */
    static String histogram(List<Double> scores, Double floor) {
        int[] counts = counts(scores);
        int max = 1;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        double top = 28;
        double bottom = 200;
        double height = 236;
        double binWidth = PLOT_WIDTH / BINS;
        StringBuilder svg = open("score-distribution", height, "Number of cases per score bin");
        for (int i = 0; i < BINS; i++) {
            double barHeight = (bottom - top) * counts[i] / max;
            double x = LEFT + i * binWidth + 4;
            String range = num(i / 10.0) + "\u2013" + num((i + 1) / 10.0);
            svg.append(String.format(Locale.ROOT,
                    "<rect class=\"bar\" data-bin=\"%s\" data-count=\"%d\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
                            + "height=\"%.1f\"><title>%s: %d cases</title></rect>",
                    range, counts[i], x, bottom - barHeight, binWidth - 8, barHeight, range, counts[i]));
            svg.append(text(x + (binWidth - 8) / 2, bottom - barHeight - 6, "middle",
                    counts[i] == 0 ? "count zero" : "count", String.valueOf(counts[i])));
        }
        svg.append(line(LEFT, bottom, WIDTH - RIGHT, bottom, "axis"));
        for (int i = 0; i <= BINS; i++) {
            svg.append(text(LEFT + i * binWidth, bottom + 18, "middle", "tick", num(i / 10.0)));
        }
        svg.append(text(LEFT + PLOT_WIDTH / 2, bottom + 34, "middle", "axis-label", "score"));
        if (floor != null) {
            double x = LEFT + PLOT_WIDTH * Math.max(0, Math.min(1, floor));
            svg.append(line(x, top - 14, x, bottom, "floor"));
            svg.append(text(x + 4, top - 4, "start", "floor-label", "floor " + Format.score(floor)));
        }
        return svg.append("</svg>").toString();
    }

    /**
     * One bar per case scored in both runs, sorted by how far its score moved: red below zero, green above, with
     * dashed lines at the tolerance beyond which a case counts as regressed or improved.
     */
    static String deltas(List<CaseDelta> deltas, double tolerance) {
        List<CaseDelta> sorted = deltas.stream().sorted(Comparator.comparingDouble(CaseDelta::delta)).toList();
        double extent = Math.max(tolerance, 0.1);
        for (CaseDelta d : sorted) {
            extent = Math.max(extent, Math.abs(d.delta()));
        }
        extent = Math.min(1.0, Math.ceil(extent * 10 - 1e-9) / 10);
        double top = 16;
        double half = 96;
        double zero = top + half;
        double height = zero + half + 16;
        StringBuilder svg = open("case-deltas", height, "Score change per case, sorted");
        double slot = PLOT_WIDTH / Math.max(1, sorted.size());
        double gap = slot > 6 ? Math.min(4, slot * 0.2) : 0;
        for (int i = 0; i < sorted.size(); i++) {
            CaseDelta d = sorted.get(i);
            double barHeight = Math.max(1, half * Math.abs(d.delta()) / extent);
            String kind = d.delta() < 0 ? "down" : d.delta() > 0 ? "up" : "flat";
            double y = d.delta() < 0 ? zero : d.delta() > 0 ? zero - barHeight : zero - 0.5;
            svg.append(String.format(Locale.ROOT,
                    "<rect class=\"%s\" data-delta=\"%s\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\">"
                            + "<title>%s: %s</title></rect>",
                    kind, d.delta(), LEFT + i * slot + gap / 2, y, Math.max(0.5, slot - gap), barHeight,
                    ReportTemplates.xml(Format.caseId(d.id())), Format.signed(d.delta())));
        }
        for (int sign : new int[] {1, -1}) {
            double y = zero - sign * half * Math.min(tolerance, extent) / extent;
            svg.append(line(LEFT, y, WIDTH - RIGHT, y, "tolerance"));
        }
        svg.append(line(LEFT, zero, WIDTH - RIGHT, zero, "axis"));
        svg.append(text(LEFT - 6, top + 4, "end", "tick", Format.signed(extent)));
        svg.append(text(LEFT - 6, zero + 4, "end", "tick", "0"));
        svg.append(text(LEFT - 6, zero + half + 4, "end", "tick", Format.signed(-extent)));
        return svg.append("</svg>").toString();
    }

    private static StringBuilder open(String id, double height, String label) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg id=\"%s\" class=\"chart\" viewBox=\"0 0 %.0f %.0f\" width=\"100%%\" role=\"img\" "
                        + "aria-label=\"%s\">",
                id, WIDTH, height, ReportTemplates.xml(label)));
    }

    private static String line(double x1, double y1, double x2, double y2, String css) {
        return String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", css,
                x1, y1, x2, y2);
    }

    private static String text(double x, double y, String anchor, String css, String content) {
        return String.format(Locale.ROOT, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>", css,
                x, y, anchor, ReportTemplates.xml(content));
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
