package dev.contextrecall.judge.llm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;

import dev.contextrecall.json.Json;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;

/**
 * The untrusted part of a prompt: the case as JSON. Quotes and line breaks are escaped by JSON, and '<', '>' and
 * '&' as \\u escapes, so no chunk can close the {@code <case_data>} block or pass for prompt text.
 */
public final class PromptData {

    /** The built-in prompts' version; custom prompts report their own (JudgePrompts). */
    public static final String VERSION = "context-recall-prompts/4";

    /** Characters escaped wherever untrusted text enters a prompt: markup and its look-alikes. */
    private static final String MARKUP = "<>&\uFF1C\uFF1E\u2039\u203A\u3008\u3009\uFE64\uFE65";

    /** The longest stretch of the judge's own text a re-ask quotes back. */
    static final int QUOTED_CHARS = 60;

    private PromptData() {
    }

    /** language: the reference's, a BCP 47 tag; null (left out) when undetermined. */
    public static String forExtraction(String question, String reference, String language) {
        Map<String, Object> data = opening(question, language);
        data.put("reference_answer", reference);
        return encode(data);
    }

    /**
     * Statements numbered from 1 (the reference's images last, one statement each) and nodes numbered from 1, each
     * an object keyed by number ({"1": "text", ...}). An image item is {"image": k} in place of its text: the k-th
     * image attached after the text.
     */
    public static JudgePrompt attribution(String question, List<String> statements, List<ImageRef> referenceImages,
            List<ContextNode> nodes, String language) {
        Map<String, Object> data = opening(question, language);
        Attachments attachments = new Attachments(true);
        Map<String, Object> numberedStatements = numbered(statements);
        attachments.number(numberedStatements, "statement", referenceImages);
        data.put("statements", numberedStatements);
        data.put("nodes", numberedNodes(nodes, attachments));
        return attachments.prompt(encode(data));
    }

    /** The holistic rating: the whole reference (text, then its images) against the numbered nodes. */
    public static JudgePrompt holistic(String question, String reference, List<ImageRef> referenceImages,
            List<ContextNode> nodes, String language) {
        Map<String, Object> data = opening(question, language);
        Attachments attachments = new Attachments(false);
        data.put("reference_answer", reference);
        if (!referenceImages.isEmpty()) {
            Map<String, Object> images = new LinkedHashMap<>();
            attachments.number(images, "reference image", referenceImages);
            data.put("reference_images", images);
        }
        data.put("nodes", numberedNodes(nodes, attachments));
        return attachments.prompt(encode(data));
    }

    /** What every call's case data starts with: the language, when determined, and the question, when given. */
    private static Map<String, Object> opening(String question, String language) {
        Map<String, Object> data = new LinkedHashMap<>();
        if (language != null) {
            data.put("language", language);
        }
        if (question != null && !question.isBlank()) {
            data.put("question", question);
        }
        return data;
    }

    private static Map<String, Object> numberedNodes(List<ContextNode> nodes, Attachments attachments) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (ContextNode node : nodes) {
            int number = out.size() + 1;
            out.put(Integer.toString(number),
                    node.isImage() ? attachments.item("node", number, node.image()) : node.text());
        }
        return out;
    }

    /** Collects the images of one prompt in the order they are attached, and says which item each one is. */
    private static final class Attachments {
        private final List<ImageRef> images = new ArrayList<>();
        private final List<String> roles = new ArrayList<>();
        /** Whether the call quotes its evidence (attribution does, the holistic rating does not). */
        private final boolean quotes;

        Attachments(boolean quotes) {
            this.quotes = quotes;
        }

        /** Each image as the next numbered item of items, after those it holds. */
        void number(Map<String, Object> items, String kind, List<ImageRef> images) {
            for (ImageRef image : images) {
                int number = items.size() + 1;
                items.put(Integer.toString(number), item(kind, number, image));
            }
        }

        Map<String, Object> item(String kind, int number, ImageRef image) {
            images.add(image);
            roles.add("image " + images.size() + " is " + kind + " " + number);
            return Map.of("image", images.size());
        }

        JudgePrompt prompt(String caseData) {
            if (images.isEmpty()) {
                return new JudgePrompt(caseData, "", List.of());
            }
            String note = (images.size() == 1 ? "One image is" : images.size() + " images are")
                    + " attached after this text, as part of the case data: " + String.join("; ", roles) + ". An"
                    + " item {\"image\": k} in place of text is attached image k; judge it by what it shows."
                    + (quotes ? " An image has no words to quote: when an image node is the support, cite it and"
                            + " leave the quote empty." : "") + "\n";
            return new JudgePrompt(caseData, note, List.copyOf(images));
        }
    }

    private static Map<String, Object> numbered(List<String> texts) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < texts.size(); i++) {
            out.put(Integer.toString(i + 1), texts.get(i));
        }
        return out;
    }

    /**
     * Text the judge itself wrote, quoted back in a corrective re-ask: a JSON string cut to
     * {@link #QUOTED_CHARS} characters, with the case data's escapes, so it cannot pass for prompt text either.
     */
    static String quoted(String judgeText) {
        String text = judgeText == null ? "" : judgeText;
        if (text.length() > QUOTED_CHARS) {
            text = text.substring(0, QUOTED_CHARS) + "...";
        }
        try {
            return escapeMarkup(Json.MAPPER.writeValueAsString(text));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * '<', '>' and '&' as \\u escapes, and the angle brackets that look like them too (fullwidth, single
     * guillemets, CJK and small forms), which a model may read as a tag: inside a JSON string the escape stands
     * for the same character, outside one nothing can close the {@code <case_data>} block.
     */
    private static String escapeMarkup(String json) {
        StringBuilder out = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (MARKUP.indexOf(c) >= 0) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Valid JSON, one item per line: each top-level field on its own line, and each numbered statement or node as
     * one compact line, "1": "text". Pretty-printed objects cost about 17 prompt tokens an item, {"number": 1,
     * "text": ...} lines about 9, keyed lines about 4 (bench/judge-cost.sh).
     */
    public static String encode(Map<String, Object> data) {
        try {
            StringBuilder out = new StringBuilder("{\n");
            int field = 0;
            for (Map.Entry<String, Object> entry : data.entrySet()) {
                out.append(Json.MAPPER.writeValueAsString(entry.getKey())).append(": ");
                if (entry.getValue() instanceof Map<?, ?> items && !items.isEmpty()) {
                    out.append("{\n");
                    int item = 0;
                    for (Map.Entry<?, ?> numbered : items.entrySet()) {
                        out.append(Json.MAPPER.writeValueAsString(numbered.getKey())).append(": ")
                                .append(Json.MAPPER.writeValueAsString(numbered.getValue()))
                                .append(++item < items.size() ? ",\n" : "\n");
                    }
                    out.append('}');
                } else {
                    out.append(Json.MAPPER.writeValueAsString(entry.getValue()));
                }
                out.append(++field < data.size() ? ",\n" : "\n");
            }
            return escapeMarkup(out.append('}').toString());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
