package dev.contextrecall.metric;

import java.util.List;

import dev.contextrecall.lexical.Languages;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.MetricOptions;

/**
 * The language a case's reference is judged in: the request's language tag when it gives one, otherwise the one
 * detected from its text (its script, and in Latin script its letters and function words: "en", "de", "es"...).
 * When a Latin-script reference is too short to tell, the retrieved chunks' language is taken; when they do not tell
 * either (names and numbers), the language is undetermined ("und" in the result) and the judge is asked to keep the
 * reference's own.
 */
record CaseLanguage(String tag) {

    static final String UNDETERMINED = "und";

    static CaseLanguage of(MetricOptions options, String reference, List<ContextNode> retrieved) {
        if (options.language() != null) {
            return new CaseLanguage(options.language());
        }
        String guessed = Languages.ofCase(null, reference,
                retrieved.stream().filter(n -> !n.isImage()).map(ContextNode::text).toList());
        return new CaseLanguage(guessed.isEmpty() ? null : guessed);
    }

    /** As the result reports it: a BCP 47 tag, "und" when the text does not tell. */
    String reported() {
        return tag == null ? UNDETERMINED : tag;
    }
}
