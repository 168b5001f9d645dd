package dev.contextrecall.run.local;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.run.aws.MapRunResults;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.support.Json;

/**
 * A local run's results as a Step Functions Map Run would have exported them (manifest, SUCCEEDED_0.json and
 * FAILED_0.json, each child execution's Input and Output as JSON text, in an order of its own), summarized as the
 * evaluation-summary function does.
 */
final class MapRunExportOf {

    private MapRunExportOf() {
    }

    static RunSummary summarize(Path candidate, Path baseline, String dataset, RunPolicy policy, JsonNode trigger,
            String results) {
        Map<String, String> files = export(candidate, "run/");
        files.putAll(export(baseline, "base/"));
        return RunSummarizer.summarize(MapRunResults.read("run/manifest.json", files::get), dataset, policy,
                new Baseline(baseline.toString(), MapRunResults.read("base/manifest.json", files::get)), trigger,
                results);
    }

    private static Map<String, String> export(Path folder, String prefix) {
        ArrayNode succeeded = Json.MAPPER.createArrayNode();
        ArrayNode failed = Json.MAPPER.createArrayNode();
        List<JsonNode> lines = new ArrayList<>(RunDatasets.lines(folder.resolve(RunFolder.RESULTS)));
        Collections.reverse(lines);
        // Each child execution's Input is its item: the dataset's line (the local run's dataset sits beside it).
        Map<JsonNode, JsonNode> items = new HashMap<>();
        Path dataset = folder.resolveSibling(folder.getFileName() + ".jsonl");
        if (java.nio.file.Files.exists(dataset)) {
            RunDatasets.lines(dataset).forEach(item -> items.put(item.get("id"), item));
        }
        for (JsonNode line : lines) {
            ObjectNode execution = Json.MAPPER.createObjectNode();
            JsonNode item = items.getOrDefault(line.get("id"), Json.MAPPER.createObjectNode().set("id", line.get("id")));
            execution.put("Input", item.toString());
            if ("SUCCEEDED".equals(line.get("status").asText())) {
                execution.put("Status", "SUCCEEDED").put("Output", line.get("result").toString());
                succeeded.add(execution);
            } else {
                execution.put("Status", "FAILED").put("Error", line.get("error").asText())
                        .put("Cause", line.path("cause").asText());
                failed.add(execution);
            }
        }
        Map<String, String> files = new HashMap<>();
        files.put(prefix + "SUCCEEDED_0.json", succeeded.toString());
        files.put(prefix + "FAILED_0.json", failed.toString());
        files.put(prefix + "manifest.json", "{\"ResultFiles\":{\"SUCCEEDED\":[{\"Key\":\"" + prefix
                + "SUCCEEDED_0.json\"}],\"FAILED\":[{\"Key\":\"" + prefix + "FAILED_0.json\"}]}}");
        return files;
    }
}
