package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement's "without" a thing that the evidence says is needed: "The app works without an internet connection."
 * against "The app requires an internet connection.". One of {@link Antonyms}' readings: "without" is a function word,
 * which the content words' sets do not hold.
 */
final class Required {

    private Required() {
    }

    /** "Without", in the measured languages written with spaces, as token keys. */
    private static final Set<String> WITHOUT = Stream.of("without", "ohne", "sin", "sans", "senza", "sem", "zonder",
            "без", "fără", "χωρίς", "बिना", "بدون").map(Tokenizer::fold).map(w -> Tokenizer.word(w, 0, w.length()).key())
            .collect(Collectors.toUnmodifiableSet());

    /**
     * Whether the statement says a word of this key right after "without" ("without a receipt"): its absence, which a
     * denial of it ("no receipt is needed") agrees with.
     */
    static boolean absent(List<Token> statementTokens, String key) {
        for (int i = 0; i < statementTokens.size(); i++) {
            if (WITHOUT.contains(statementTokens.get(i).key())) {
                Token thing = thing(statementTokens, i);
                if (thing != null && thing.key().equals(key)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The next content word after "without" at {@code i}, past articles: "an internet connection"; or null. */
    private static Token thing(List<Token> statementTokens, int i) {
        for (int k = i + 1; k < Math.min(statementTokens.size(), i + 4); k++) {
            Token t = statementTokens.get(k);
            if (t.content() && !LatinLanguages.functionWord(t.key())) {
                return t;
            }
        }
        return null;
    }

    /** Words that say a thing is needed, in the same languages. */
    private static final WordList NEEDED = WordList.of("require", "requires", "required", "requiring", "need",
            "needs", "needed", "necessary", "mandatory", "erfordert", "erforderlich", "benötigt", "braucht",
            "notwendig", "requiere", "requieren", "requerido", "requerida", "necesita", "necesitan", "necesario",
            "necesaria", "obligatorio", "obligatoria", "nécessite", "nécessitent", "nécessaire", "requis", "requise",
            "obligatoire", "exige", "exigent", "richiede", "richiedono", "richiesto", "richiesta", "necessario",
            "necessaria", "obbligatorio", "requer", "requerem", "necessário", "necessária", "obrigatório", "vereist",
            "nodig", "verplicht", "necesită", "necesar", "obligatoriu", "требует", "требуется", "необходим",
            "необходима", "необходимо", "нужен", "нужна", "нужно", "обязателен", "απαιτεί", "απαιτείται",
            "απαραίτητο", "आवश्यक", "ज़रूरी", "जरूरी", "ज़रूरत", "जरूरत", "يتطلب", "تتطلب", "يحتاج", "تحتاج");

    /** The most words between the needed thing and the word that says it is needed: "is required", "requires an". */
    private static final int NEAR = 3;

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence) {
        for (int i = 0; i + 1 < statementTokens.size(); i++) {
            if (!WITHOUT.contains(statementTokens.get(i).key())) {
                continue;
            }
            Token thing = thing(statementTokens, i); // "an internet connection", "sin conexión"
            if (thing == null || sentence.stream().anyMatch(t -> WITHOUT.contains(t.key()))
                    || Negation.inEvidence(sentence)) {
                continue;
            }
            for (int j = 0; j < sentence.size(); j++) {
                if (!sentence.get(j).key().equals(thing.key())) {
                    continue;
                }
                for (int n = Math.max(0, j - NEAR); n < Math.min(sentence.size(), j + NEAR + 1); n++) {
                    if (n != j && NEEDED.has(evidence, sentence.get(n))) {
                        Token first = n < j ? sentence.get(n) : sentence.get(j);
                        Token last = n < j ? sentence.get(j) : sentence.get(n);
                        return new Contrast(statement.substring(statementTokens.get(i).start(), thing.end()),
                                evidence.substring(first.start(), last.end()));
                    }
                }
            }
        }
        return null;
    }
}
