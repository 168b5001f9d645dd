import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.lexical.Support;
import dev.contextrecall.lexical.SupportFinder;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;

/**
 * Whether an in-process embedding model tells supported statements from unsupported ones better than the offline
 * judge's lexical coverage, on the tuning data only (the dev set's tuning split and data/tuning-wice-dev.jsonl).
 * Per labelled statement: the lexical coverage and verdict ({@link SupportFinder}), and the best cosine between the
 * statement and any window of two sentences of the case's chunks (the judge's own evidence windows). Prints, per
 * source, the area under the ROC curve of each and the statement error of the lexical verdict and of a cut of
 * coverage + 0.5 x cosine chosen on these same statements (so an optimistic figure). Usage: bench/embeddings/run.sh
 */
public final class EmbeddingProbe {

    record Row(String source, boolean supported, boolean lexicalYes, boolean contrasted, double coverage, double cosine) {
    }

    public static void main(String[] args) throws Exception {
        EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
        ObjectMapper json = new ObjectMapper();
        List<Row> rows = new ArrayList<>();
        for (String file : args) {
            List<JsonNode> cases = new ArrayList<>();
            for (String line : Files.readAllLines(Path.of(file))) {
                cases.add(json.readTree(line));
            }
            Set<String> heldOut = heldOut(cases);
            for (JsonNode c : cases) {
                if (heldOut.contains(c.get("id").asText())) {
                    continue;
                }
                List<String> nodes = new ArrayList<>();
                c.get("retrieval_context").forEach(n -> nodes.add(n.asText()));
                List<float[]> windows = new ArrayList<>();
                for (String node : nodes) {
                    String[] sentences = node.split("(?<=[.!?])\\s+");
                    for (int s = 0; s < sentences.length; s++) {
                        String window = s + 1 < sentences.length ? sentences[s] + " " + sentences[s + 1] : sentences[s];
                        windows.add(model.embed(window).content().vector());
                    }
                }
                SupportFinder finder = new SupportFinder(nodes, "en");
                String source = c.get("id").asText().startsWith("hotpotqa") ? "HotpotQA"
                        : c.get("id").asText().startsWith("wice-dev-") ? "WiCE tuning set" : "WiCE";
                for (JsonNode g : c.get("gold_statements")) {
                    String statement = g.get("statement").asText();
                    Support s = finder.find(statement);
                    float[] e = model.embed(statement).content().vector();
                    double best = -1;
                    for (float[] w : windows) {
                        best = Math.max(best, cosine(e, w));
                    }
                    rows.add(new Row(source, g.get("supported").asBoolean(), s.supported(),
                            s.contrast() != null || s.negationDisagrees() || s.numbersDisagree(), s.coverage(), best));
                }
            }
        }
        double cut = bestCut(rows);
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%n| source | statements | AUC coverage |"
                + " AUC cosine | AUC coverage + 0.5 cosine | error, lexical verdict | error, coverage + 0.5 cosine"
                + " >= %.2f |%n|---|---|---|---|---|---|---|%n", cut));
        for (String source : List.of("HotpotQA", "WiCE", "WiCE tuning set")) {
            List<Row> r = rows.stream().filter(x -> x.source().equals(source)).toList();
            out.append(String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f |%n", source, r.size(),
                    auc(r, 1, 0), auc(r, 0, 1), auc(r, 1, 0.5), error(r, -1), error(r, cut)));
        }
        System.out.println(out);
    }

    /**
     * The development set's held-out half (the first half of each source's cases ordered by the SHA-256 of their id,
     * as DevSet.heldOutIds orders them), left out here; the WiCE tuning set has no held-out half.
     */
    static Set<String> heldOut(List<JsonNode> cases) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        List<String> ids = cases.stream().map(c -> c.get("id").asText()).toList();
        if (ids.stream().anyMatch(id -> id.startsWith("wice-dev-"))) {
            return Set.of();
        }
        Set<String> out = new java.util.HashSet<>();
        for (boolean hotpotQa : new boolean[] { true, false }) {
            List<String> source = ids.stream().filter(id -> id.startsWith("hotpotqa") == hotpotQa)
                    .sorted(Comparator.comparing((String id) -> HexFormat.of().formatHex(
                            sha.digest(id.getBytes(StandardCharsets.UTF_8)))))
                    .collect(Collectors.toList());
            out.addAll(source.subList(0, source.size() / 2));
        }
        return out;
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }

    /** Area under the ROC curve of coverage * c + cosine * e as a score for "supported". */
    static double auc(List<Row> rows, double c, double e) {
        double pairs = 0;
        double won = 0;
        for (Row p : rows) {
            for (Row n : rows) {
                if (p.supported() && !n.supported()) {
                    double sp = p.coverage() * c + p.cosine() * e;
                    double sn = n.coverage() * c + n.cosine() * e;
                    won += sp > sn ? 1 : sp == sn ? 0.5 : 0;
                    pairs++;
                }
            }
        }
        return won / pairs;
    }

    /** The statement error of the lexical verdict (cut < 0) or of coverage + 0.5 cosine at the cut. */
    static double error(List<Row> rows, double cut) {
        long wrong = rows.stream().filter(r -> r.supported() != (cut < 0 ? r.lexicalYes()
                : !r.contrasted() && r.coverage() + 0.5 * r.cosine() >= cut)).count();
        return (double) wrong / rows.size();
    }

    /** The cut whose worst source has the lowest error. */
    static double bestCut(List<Row> rows) {
        double best = 0;
        double bestWorst = 2;
        for (int i = 40; i <= 140; i += 2) {
            double cut = i / 100.0;
            double worst = 0;
            for (String source : List.of("HotpotQA", "WiCE", "WiCE tuning set")) {
                worst = Math.max(worst, error(rows.stream().filter(r -> r.source().equals(source)).toList(), cut));
            }
            if (worst < bestWorst) {
                bestWorst = worst;
                best = cut;
            }
        }
        return best;
    }
}
