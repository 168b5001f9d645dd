package dev.contextrecall.run.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Datasets as DeepEval and Ragas save them, read as those libraries mean their fields. */
class DatasetFileTest {

    @TempDir
    Path dir;

    Path file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    /** DeepEval's EvaluationDataset.save_as(file_type="json"): one JSON array of goldens. */
    @Test
    void aDeepEvalJsonArrayIsOneCasePerItem() throws IOException {
        Path json = file("goldens.json", """
                [
                  {"input": "When was it built?", "actual_output": "1889", "expected_output": "It was built in 1889.",
                   "context": ["The tower was completed in 1889."],
                   "retrieval_context": ["Paris has many museums."]},
                  {"input": "How tall?", "expected_output": "It is 330 metres tall.",
                   "retrieval_context": ["At 330 metres, it is the tallest."]}
                ]
                """);
        List<DatasetFile.Case> cases = DatasetFile.read(json);
        assertEquals(2, cases.size());
        assertEquals("item-1", cases.get(0).id().asText());
        assertEquals(2, cases.get(1).place());
        assertEquals(5, cases.get(1).line());
        // The ideal context is not what was retrieved: only retrieval_context is scored.
        assertFalse(cases.get(0).body().has("context"));
        assertEquals("Paris has many museums.", cases.get(0).body().at("/retrieval_context/0").asText());
    }

    @Test
    void aDeepEvalGoldenWithOnlyTheIdealContextIsRefusedNamingTheField() throws IOException {
        Path jsonl = file("goldens.jsonl", """
                {"input": "q", "expected_output": "It was built in 1889.", "context": ["built in 1889"]}
                """);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(jsonl));
        assertTrue(e.getMessage().contains("line 1: context is DeepEval's ideal context"), e.getMessage());
        assertTrue(e.getMessage().contains("retrieval_context"), e.getMessage());
    }

    @Test
    void ragasOlderGroundTruthsListIsTheReference() throws IOException {
        Path jsonl = file("ragas.jsonl", """
                {"question": "q", "ground_truths": ["It was built in 1889.", "It is 330 metres tall."], "contexts": ["c"]}
                """);
        DatasetFile.Case c = DatasetFile.read(jsonl).get(0);
        assertEquals("It was built in 1889.\nIt is 330 metres tall.", c.body().get("reference").asText());
        assertFalse(c.body().has("ground_truths"));
    }

    @Test
    void aMissingDatasetOrAFolderIsNamedAsSuch() throws IOException {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> DatasetFile.read(dir.resolve("nope.jsonl")));
        assertEquals("the dataset " + dir.resolve("nope.jsonl") + " does not exist.", missing.getMessage());
        IllegalArgumentException folder = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(dir));
        assertEquals("the dataset " + dir + " is a folder, not a file.", folder.getMessage());
    }

    @Test
    void aBrokenArrayIsReportedWithItsLine() throws IOException {
        Path json = file("broken.json", "[\n {\"input\": \"q\"},\n {\"input\": }\n]\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(json));
        assertTrue(e.getMessage().startsWith(json + " is not a JSON array of test cases:"), e.getMessage());
        assertTrue(e.getMessage().endsWith("(line 3)."), e.getMessage());
    }

    @Test
    void theHashIsOfTheCaseAsWrittenSoAnUnchangedCaseResumes() throws IOException {
        String golden = "{\"id\": \"a\", \"expected_output\": \"x\", \"context\": [\"i\"], \"retrieval_context\": [\"r\"]}\n";
        assertEquals(DatasetFile.read(file("one.jsonl", golden)).get(0).hash(),
                DatasetFile.read(file("two.jsonl", golden)).get(0).hash());
        assertEquals(dev.contextrecall.digest.Sha256.hex(golden.strip().replace(" ", "")), DatasetFile.read(file("three.jsonl", golden))
                .get(0).hash());
    }

    static final String CASE = "{\"input\": \"q\", \"expected_output\": \"e\", \"retrieval_context\": [\"r\"]}";

    /** A .jsonl file is lines whatever its first line holds: an array there is an error, never the whole dataset. */
    @Test
    void aJsonlFileWhoseFirstLineIsAnArrayIsRefusedNamingTheLine() throws IOException {
        Path jsonl = file("golden.jsonl", "[" + CASE + "]\n" + (CASE + "\n").repeat(29));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(jsonl));
        assertEquals(jsonl + " line 1 is not a JSON object (one test case each).", e.getMessage());
    }

    /** Named .json, the same file is read as an array, and what follows the array is refused, not dropped. */
    @Test
    void linesAfterAnArrayAreRefusedNotDropped() throws IOException {
        Path json = file("golden.json", "[" + CASE + "]\n" + (CASE + "\n").repeat(29));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(json));
        assertTrue(e.getMessage().startsWith(json + " line 2: more follows the JSON array"), e.getMessage());
    }

    @Test
    void aFileOfAnotherNameIsLinesUnlessItStartsAnArray() throws IOException {
        assertEquals(3, DatasetFile.read(file("golden.txt", (CASE + "\n").repeat(3))).size());
        assertEquals(1, DatasetFile.read(file("golden.data", "\n  [" + CASE + "]\n")).size());
    }

    @Test
    void twoObjectsOnOneLineAreRefused() throws IOException {
        Path jsonl = file("golden.jsonl", CASE + "\n" + CASE + CASE + "\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(jsonl));
        assertEquals(jsonl + " line 2 holds more than one JSON value (one test case a line).", e.getMessage());
    }

    /** Bad bytes name the file and the line, in lines and in an array. */
    @Test
    void invalidUtf8IsNamedWithItsFileAndLine() throws IOException {
        byte[] bad = (CASE + "\n" + CASE + "\n" + CASE.replace("\"q\"", "\"q\u00e9\"") + "\n").getBytes(
                java.nio.charset.StandardCharsets.UTF_8);
        byte[] cut = bad.clone();
        cut[indexOf(cut, (byte) 0xA9)] = (byte) 0x28; // the second byte of the é, now not a continuation byte
        Path jsonl = Files.write(dir.resolve("bad.jsonl"), cut);
        IllegalArgumentException lines = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(jsonl));
        assertEquals(jsonl + " line 3 is not valid UTF-8 (malformed input).", lines.getMessage());

        byte[] array = ("[\n" + CASE + ",\n" + CASE.replace("\"q\"", "\"q\u00e9\"") + "\n]\n").getBytes(
                java.nio.charset.StandardCharsets.UTF_8);
        int at = indexOf(array, (byte) 0xA9);
        array[at] = (byte) 0x28;
        Path json = Files.write(dir.resolve("bad.json"), array);
        IllegalArgumentException items = assertThrows(IllegalArgumentException.class, () -> DatasetFile.read(json));
        assertTrue(items.getMessage().startsWith(json + " is not a JSON array of test cases: Invalid UTF-8"),
                items.getMessage());
        assertTrue(items.getMessage().endsWith("(line 3)."), items.getMessage());
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        throw new AssertionError("no byte " + b);
    }
}
