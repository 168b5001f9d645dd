package dev.contextrecall.run.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.Json;

/** Datasets for evaluation-run tests, written as JSONL files. */
public final class RunDatasets {

    /** What a chunk says when retrieval brought back nothing of use. */
    public static final String OFF_TOPIC = "The harbour ferry leaves every twenty minutes in summer.";

    private RunDatasets() {
    }

    /** The dev set as it is, scored by the offline judge. */
    public static List<JsonNode> offlineDevSet() {
        return DevSet.cases().stream().map(c -> (JsonNode) ((ObjectNode) c.deepCopy()).put("judge", "offline"))
                .toList();
    }

    /** The same cases, where the given ids lost every supporting chunk: retrieval got worse for them only. */
    public static List<JsonNode> losingSupport(List<JsonNode> cases, Set<String> ids) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode c : cases) {
            ObjectNode copy = c.deepCopy();
            if (ids.contains(c.get("id").asText())) {
                copy.putArray("retrieval_context").add(OFF_TOPIC);
            }
            out.add(copy);
        }
        return out;
    }

    /** n small cases for a stubbed LLM judge: two reference sentences, one supported by the chunk. */
    public static List<JsonNode> small(int n) {
        List<JsonNode> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(Json.MAPPER.createObjectNode().put("id", "case-" + i).put("input", "What are alpha and beta " + i
                    + "?").put("expected_output", "Alpha is one. Beta is two.")
                    .set("retrieval_context", Json.MAPPER.createArrayNode().add("Alpha is one.")));
        }
        return out;
    }

    public static Path write(Path file, List<JsonNode> cases) {
        try {
            Files.writeString(file, cases.stream().map(JsonNode::toString).collect(Collectors.joining("\n")) + "\n");
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<JsonNode> lines(Path file) {
        try {
            return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).map(Json::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
