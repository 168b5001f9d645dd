package dev.contextrecall.judge.llm;

import java.util.List;
import java.util.Map;

import dev.contextrecall.testcase.ImageRef;
import dev.langchain4j.data.image.Image;

/**
 * What one judge call sends: the case data (JSON, untrusted), the note that says which attached image is which
 * item (our words, empty when there are no images), and the images, which travel as image parts of the user
 * message in that order.
 */
public record JudgePrompt(String caseData, String imageNote, List<ImageRef> images) {

    /** The user message: the template with this case data, image note and correction (empty on a first ask). */
    public String user(JudgeTemplate template, String correction) {
        return template.render(Map.of(JudgePrompts.CASE_DATA, caseData, JudgePrompts.IMAGE_NOTE, imageNote,
                JudgePrompts.CORRECTION, correction));
    }

    /** The images as LangChain4j images: a URL the provider fetches, or inline base64 with its MIME type. */
    public List<Image> langchainImages() {
        return images.stream().map(i -> i.isDataUri()
                ? Image.builder().base64Data(i.base64Data()).mimeType(i.mimeType()).build()
                : Image.builder().url(i.url()).build()).toList();
    }
}
