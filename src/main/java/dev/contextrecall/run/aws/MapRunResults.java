package dev.contextrecall.run.aws;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.json.Json;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.CaseStatus;
import dev.contextrecall.run.summary.RetrievedChunks;

/**
 * Reads what a Distributed Map's ResultWriter exported: manifest.json lists the SUCCEEDED_n / FAILED_n / PENDING_n
 * files; each is a JSON array of child executions whose Input and Output are JSON documents in strings.
 */
public final class MapRunResults {

    /** Reads one object of the results bucket by key. */
    public interface Files {
        String read(String key);
    }

    private MapRunResults() {
    }

    public static List<CaseOutcome> read(String manifestKey, Files files) {
        JsonNode manifest = parse(files.read(manifestKey), manifestKey);
        JsonNode resultFiles = manifest.path("ResultFiles");
        if (!resultFiles.isObject()) {
            throw new IllegalArgumentException(manifestKey + " is not a Map Run manifest: it has no ResultFiles.");
        }
        List<CaseOutcome> outcomes = new ArrayList<>();
        for (CaseStatus fileStatus : CaseStatus.values()) {
            String status = fileStatus.name();
            for (JsonNode file : resultFiles.path(status)) {
                String key = file.path("Key").asText();
                JsonNode executions = parse(files.read(key), key);
                if (!executions.isArray()) {
                    throw new IllegalArgumentException(key + " is not a JSON array of child executions.");
                }
                executions.forEach(execution -> outcomes.add(outcome(status, execution)));
            }
        }
        return outcomes;
    }

    static CaseOutcome outcome(String fileStatus, JsonNode execution) {
        String status = execution.path("Status").asText(fileStatus);
        JsonNode input = embedded(execution.get("Input"));
        JsonNode id = input != null && input.hasNonNull("id") ? input.get("id") : execution.get("Name");
        if (CaseStatus.of(status) == CaseStatus.SUCCEEDED) {
            return new CaseOutcome(CaseStatus.SUCCEEDED, id, embedded(execution.get("Output")), null, null, RetrievedChunks.of(input));
        }
        String error = execution.hasNonNull("Error") ? execution.get("Error").asText()
                : CaseStatus.of(fileStatus) == CaseStatus.PENDING ? "not_run" : status.toLowerCase(Locale.ROOT);
        return new CaseOutcome(CaseStatus.of(status) == CaseStatus.PENDING ? CaseStatus.PENDING : CaseStatus.FAILED, id, null, error, cause(execution.get("Cause")), RetrievedChunks.of(input));
    }

    /** Our Fail state's Cause is the service's error JSON: keep its message; other causes are kept as text. */
    private static String cause(JsonNode cause) {
        if (cause == null || cause.isNull()) {
            return null;
        }
        JsonNode parsed = embedded(cause);
        if (parsed != null && parsed.path("message").isTextual()) {
            return parsed.get("message").asText();
        }
        return cause.asText();
    }

    /** Input and Output are JSON documents inside strings (absent when too large to include). */
    private static JsonNode embedded(JsonNode text) {
        if (text == null || !text.isTextual()) {
            return text == null || text.isNull() ? null : text;
        }
        try {
            return Json.MAPPER.readTree(text.asText());
        } catch (IOException e) {
            return null;
        }
    }

    private static JsonNode parse(String text, String key) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException(key + " is not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
