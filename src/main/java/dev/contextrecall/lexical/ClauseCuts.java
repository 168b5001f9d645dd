package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a sentence of the evidence is cut into clauses, each a fact of its own that {@link Clauses}, {@link Mixed} and
 * the rules of figures read apart.
 */
final class ClauseCuts {

    private ClauseCuts() {
    }

    /** Words that open a clause of their own after a comma or alone: "while", "whereas", "während", "mientras". */
    static final WordList OPENING = WordList.of("while", "whereas", "während", "wohingegen", "tandis",
            "mientras", "mentre", "enquanto", "iar", "ενώ", "тогда", "terwijl", "natomiast", "sedangkan", "जबकि",
            "بينما");

    /** Words said straight after the subject of a clause of its own, after a comma: Turkish ", öğrenciler ise". */
    private static final WordList TOPIC = WordList.of("ise");

    /** Modal verbs that open a second clause after "and" alone: "lasts 3 months and may be extended to 6 months". */
    static final WordList MODALS = WordList.of("may", "can", "could", "might", "must", "will", "kann", "können", "darf",
            "peut", "peuvent", "puede", "pueden", "può", "possono", "pode", "podem", "poate", "pot", "может", "могут");

    /** Words that open a clause of their own after a comma: ", and", ", but", ", und", ", а". */
    static final WordList AFTER_COMMA = WordList.of("and", "but", "und", "aber", "et", "mais", "y", "pero",
            "e", "ma", "mas", "și", "dar", "и", "а", "но", "και", "αλλά", "ve", "ama", "và", "nhưng");

    /**
     * The sentence's clauses: cut at a semicolon, at "while" or "whereas", and after a comma at "and" or "but", at the
     * verb a clause opens with said again with Arabic "and" written onto it, or at a subject said with Turkish "ise".
     */
    static List<List<Token>> clauses(String text, List<Token> sentence) {
        List<List<Token>> clauses = new ArrayList<>();
        int from = 0;
        for (int i = 1; i < sentence.size(); i++) {
            Token t = sentence.get(i);
            String gap = text.substring(Math.min(sentence.get(i - 1).end(), t.start()), t.start());
            boolean cut = gap.indexOf(';') >= 0 || gap.indexOf('；') >= 0 || OPENING.has(text, t)
                    || (gap.indexOf(',') >= 0 || gap.indexOf('،') >= 0) && (AFTER_COMMA.has(text, t)
                            || Stemmer.andJoined(text.substring(t.start(), t.end()))
                                    && t.key().equals(sentence.get(from).key()) // "يحصل ...، ويحصل": its verb again
                            || i + 1 < sentence.size() && TOPIC.has(text, sentence.get(i + 1)))
                    || AFTER_COMMA.has(text, t) && i + 1 < sentence.size() && MODALS.has(text, sentence.get(i + 1));
            if (cut) {
                clauses.add(sentence.subList(from, i));
                from = i;
            }
        }
        clauses.add(sentence.subList(from, sentence.size()));
        return clauses;
    }
}
