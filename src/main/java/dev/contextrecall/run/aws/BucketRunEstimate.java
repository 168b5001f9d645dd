package dev.contextrecall.run.aws;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.NoSuchElementException;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.json.Json;

/**
 * The first step of an evaluation run on AWS: prices the golden dataset in S3 before the Map starts, with the same
 * estimate as the evaluate command ({@link CostEstimate}: the parsed case, its pinned statements, samples and turns,
 * the configured model's price), reading the JSONL one line at a time. With a cap, a run whose estimate is above it,
 * or whose model has no price, is not within it: the state machine then fails before any judge call.
 */
@ApplicationScoped
public class BucketRunEstimate {

    private final ResultsBucket bucket;
    private final CostEstimate costs;

    public BucketRunEstimate(ResultsBucket bucket, CostEstimate costs) {
        this.bucket = bucket;
        this.costs = costs;
    }

    public RunEstimate estimate(EstimateRequest request) {
        if (request == null || blank(request.bucket()) || blank(request.key())) {
            throw new IllegalArgumentException("estimate_dataset needs bucket and key (the golden dataset's object).");
        }
        Double cap = request.cap();
        String uri = "s3://" + request.bucket() + "/" + request.key();
        String dataset = blank(request.dataset()) ? "default" : request.dataset();
        try (BufferedReader lines = bucket.lines(request.bucket(), request.key())) {
            CaseLines cases = new CaseLines(lines);
            CostEstimate.Estimate e = costs.of(cases);
            boolean unpriced = e.calls() > 0 && e.cost() == null;
            boolean within = cap == null || !unpriced && e.cost() <= cap;
            return new RunEstimate(dataset, uri, cases.cases, cases.unreadable, e.judge(), e.model(), e.calls(),
                    e.inputTokens(), e.outputTokens(), e.cost(), cap, within,
                    message(uri, cases.cases, e, cap, unpriced, within));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + uri, e);
        }
    }

    private static String message(String uri, int cases, CostEstimate.Estimate e, Double cap, boolean unpriced,
            boolean within) {
        String spend = String.format(Locale.ROOT, "%,d cases of %s: %,d judge calls (%s, model %s), estimated %s",
                cases, uri, e.calls(), e.judge(), e.model(), unpriced ? "at an unknown cost (the model has no price)"
                        : usd(e.cost()));
        if (cap == null) {
            return spend + "; no cap (MaxRunCost is not set).";
        }
        if (unpriced) {
            return "Stopped before any judge call: a cap needs a price for the judge model " + e.model() + " (add "
                    + "context-recall.prices.\"" + e.model() + "\".input-per-million and output-per-million). "
                    + spend + ".";
        }
        if (!within) {
            return "Stopped before any judge call: the estimate is over the run's cap of " + usd(cap)
                    + " (MaxRunCost). " + spend + ". Raise MaxRunCost or score fewer cases.";
        }
        return spend + ", within the cap of " + usd(cap) + " (MaxRunCost).";
    }

    static String usd(Double cost) {
        return String.format(Locale.ROOT, "$%.4f", cost);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** The dataset's JSON lines as bodies, parsed as they are read; blank lines skipped, others that are not JSON counted. */
    private static final class CaseLines implements Iterator<JsonNode> {
        private final BufferedReader lines;
        private JsonNode next;
        int cases;
        int unreadable;

        CaseLines(BufferedReader lines) {
            this.lines = lines;
        }

        @Override
        public boolean hasNext() {
            try {
                while (next == null) {
                    String line = lines.readLine();
                    if (line == null) {
                        return false;
                    }
                    if (line.isBlank()) {
                        continue;
                    }
                    try {
                        next = Json.MAPPER.readTree(line);
                        cases++;
                    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                        unreadable++;
                    }
                }
                return true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public JsonNode next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            JsonNode body = next;
            next = null;
            return body;
        }
    }
}
