package dev.contextrecall.run.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.StandardOpenOption;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.json.Json;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.CaseStatus;
import dev.contextrecall.run.summary.RetrievedChunks;

/** The lines of results.jsonl (one case each) and spend.jsonl: written and read back, damage named. */
final class ResultLines {

    private ResultLines() {
    }

    static String line(String hash, CaseOutcome o) {
        ObjectNode line = Json.MAPPER.createObjectNode();
        line.set("id", o.id());
        line.put("hash", hash);
        line.put("status", o.status().name());
        if (o.result() != null) {
            line.set("result", o.result());
        }
        if (o.error() != null) {
            line.put("error", o.error());
            line.put("cause", o.cause());
        }
        if (o.chunks() != null) {
            line.set("chunks", Json.MAPPER.valueToTree(o.chunks()));
        }
        return line.toString();
    }

    static CaseOutcome outcome(JsonNode line) {
        List<RetrievedChunks.Chunk> chunks = null;
        if (line.path("chunks").isArray()) {
            chunks = new java.util.ArrayList<>();
            for (JsonNode c : line.get("chunks")) {
                chunks.add(RetrievedChunks.read(c));
            }
        }
        return new CaseOutcome(CaseStatus.of(line.path("status").asText()), line.get("id"), line.get("result"),
                line.hasNonNull("error") ? line.get("error").asText() : null,
                line.hasNonNull("cause") ? line.get("cause").asText() : null, chunks);
    }

    /**
     * The objects of a JSONL file of ours, in order. A line that is not one (bad bytes, a character or a line cut in
     * two by a kill or a full disk) is skipped and named in damage, with what follows from that.
     */
    static void read(Path file, List<String> damage, String consequence,
            java.util.function.Consumer<JsonNode> each) {
        if (!Files.isRegularFile(file)) {
            return;
        }
        try (Utf8Lines lines = new Utf8Lines(file)) {
            for (Utf8Lines.Line line = lines.next(); line != null; line = lines.next()) {
                if (line.text() != null && line.text().isBlank()) {
                    continue;
                }
                JsonNode node = line.text() == null ? null : parse(line.text());
                if (node == null || !node.isObject()) {
                    damage.add(file + " line " + line.number() + " is damaged (" + (line.text() == null ? line.problem()
                            : line.ended() ? "not one JSON object" : "cut short") + "); " + consequence + ".");
                    continue;
                }
                each.accept(node);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + file + ": " + e.getMessage(), e);
        }
    }

    static JsonNode parse(String line) {
        try {
            return Json.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /** See {@link RunFolder#settle}. */
    static void settle(Path file, List<String> hashes, List<CaseOutcome> outcomes) {
        Map<JsonNode, long[]> last = new HashMap<>();
        if (Files.isRegularFile(file)) {
            try (Utf8Lines lines = new Utf8Lines(file)) {
                for (Utf8Lines.Line line = lines.next(); line != null; line = lines.next()) {
                    JsonNode node = line.text() == null || line.text().isBlank() ? null : ResultLines.parse(line.text());
                    if (node != null && node.isObject() && node.hasNonNull("id")) {
                        last.put(node.get("id"), new long[] {line.start(), line.length()});
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Could not read " + file + ": " + e.getMessage(), e);
            }
        }
        try (FileChannel appended = Files.isRegularFile(file) ? FileChannel.open(file, StandardOpenOption.READ)
                : null) {
            AtomicFile.write(file, out -> {
                for (int i = 0; i < outcomes.size(); i++) {
                    CaseOutcome o = outcomes.get(i);
                    long[] place = o.result() == null && o.status() != CaseStatus.PENDING ? last.get(o.id()) : null;
                    if (place != null && appended != null) {
                        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate((int) place[1]);
                        while (bytes.hasRemaining() && appended.read(bytes, place[0] + bytes.position()) > 0) {
                            // positional reads until the line is whole
                        }
                        out.write(new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8));
                    } else {
                        out.write(ResultLines.line(hashes.get(i), o));
                    }
                    out.write('\n');
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write " + file + ": " + e.getMessage(), e);
        }
    }
}
