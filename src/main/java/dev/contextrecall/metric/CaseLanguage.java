package dev.contextrecall.metric;

import dev.contextrecall.lexical.Languages;
import dev.contextrecall.testcase.MetricOptions;

/**
 * The language a case's reference is judged in: the request's language tag when it gives one, otherwise the one
 * detected from its text (its script, and in Latin script its letters and function words: "en", "de", "es"...).
 * When the text does not tell (a short Latin-script reference of names and numbers), the language is undetermined
 * ("und" in the result) and the judge is asked to keep the reference's own.
 */
record CaseLanguage(String tag) {

    static final String UNDETERMINED = "und";

    static CaseLanguage of(MetricOptions options, String reference) {
        if (options.language() != null) {
            return new CaseLanguage(options.language());
        }
        String guessed = Languages.guess(reference);
        return new CaseLanguage(guessed.isEmpty() ? null : guessed);
    }

    /** As the result reports it: a BCP 47 tag, "und" when the text does not tell. */
    String reported() {
        return tag == null ? UNDETERMINED : tag;
    }
}
