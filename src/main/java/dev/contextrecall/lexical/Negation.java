package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * Negation cues: "not", "no", "never", "rarely", "seldom", "neither", "nor", "cannot", "unable" (also as its key,
 * "unabl"), "failed to", "refused to", "declined to" and the n't contractions, and the plain negation words of the
 * other measured languages ("nicht", "kein", "nunca", "não", "не", "δεν", "değil", "không", "नहीं", "لم",
 * 不, 没...). They turn a sentence around, so a statement and its evidence must agree on them. Words that are
 * also common words of another language ("ni", "mai") are left out, and French "ne" counts only with the word that
 * closes it; negation written into a verb (Turkish -me/-ma) is not seen.
 */
final class Negation {

    private static final Set<String> CUES = Tokenizer.folded("not", "no", "never", "neither", "nor", "cannot", "dont",
            "didnt", "doesnt", "isnt", "wasnt", "werent", "hasnt", "havent", "hadnt", "wont", "cant", "couldnt",
            "shouldnt", "wouldnt", "aint", "arent", "mustnt", "neednt", "unable", "unabl", "nicht", "kein", "keine",
            "keinen", "keiner", "keinem", "keines", "niemals", "nie", "niet", "nooit", "geen", "nunca", "jamás",
            "tampoco", "ningún", "ninguna", "pas", "jamais", "aucun", "aucune", "non", "não", "nu", "niciodată", "не",
            "нет", "никогда", "δεν", "μην", "όχι", "ποτέ", "değil", "yok", "asla", "không", "chưa", "chẳng", "नहीं",
            "कभी", "لا", "لم", "لن", "ليس", "ليست");

    /** Verbs that deny the verb after "to": "failed to reach orbit", "refused to sign", "declined to run". */
    private static final Set<String> DENYING = java.util.stream.Stream.of("fail", "fails", "failed", "refuse",
            "refuses", "refused", "decline", "declines", "declined").map(Stemmer::stem)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** Verbs that end the act said right after them: "stopped making cameras", "ceased publishing". */
    private static final Set<String> STOPPING = java.util.stream.Stream.of("stop", "stops", "stopped", "cease",
            "ceases", "ceased", "quit", "quits").map(Stemmer::stem)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** "It was not until 2019 that ...": says when, and denies nothing. */
    private static final Set<String> UNTIL = Set.of("until", "till");

    /** "not only ... but also" adds rather than denies, in every measured language. */
    static final Set<String> ONLY = Tokenizer.folded("only", "nur", "solo", "sólo", "solamente", "únicamente",
            "seulement", "apenas", "somente", "só", "doar", "numai", "только", "лишь", "μόνο", "sadece", "yalnızca",
            "chỉ", "केवल", "सिर्फ़", "सिर्फ", "فقط");

    /**
     * Auxiliaries and clitics that stand between a negation and the verb it denies ("no se publicó", "δεν είναι",
     * "नहीं है"), and words that only say since when ("no longer accepts", "nicht mehr verkauft"). English
     * auxiliaries are function words anyway; the other languages have no function-word list, so a denial is read
     * past these to the word it is about.
     */
    private static final Set<String> AUXILIARIES = Tokenizer.folded("longer", "mehr", "mai", "plus", "يعد", "ist",
            "war", "sind", "waren", "wird", "wurde", "wurden", "hat", "hatte", "haben", "es", "sich", "era", "fue",
            "son", "está", "ha", "han", "se", "lo", "la", "le", "est", "était", "a", "ont", "sont", "été", "é", "foi",
            "são", "este", "au", "sunt", "fost", "был",
            "была", "было", "были", "является", "это", "είναι", "ήταν", "έχει", "είχε", "θα", "να", "là", "có", "được",
            "đã", "है", "हैं", "था", "थे", "थी", "हो", "होता", "होती", "कर", "किया", "गया", "كان", "كانت", "يكون");

    /** What French says after the verb to close "ne"/"n'": "n'accepte plus", "ne vend jamais", "n'a rien". */
    private static final Set<String> FRENCH_CLOSERS = Tokenizer.folded("pas", "plus", "jamais", "rien", "personne",
            "guère", "point");

    /** Characters that negate in Chinese and Japanese, read inside their character pairs. */
    private static final String UNSPACED_CUES = "不没沒未无無非";

    private Negation() {
    }

    /**
     * Whether tokens [from, to) hold a cue. Not cues: "No." before a number ("No. 1 single"), a numero; "not only"
     * ("nicht nur", "no solo", "не только", ...), which adds rather than denies; "not until", which says when.
     */
    static boolean within(List<Token> tokens, int from, int to) {
        for (int i = from; i < to; i++) {
            Token t = tokens.get(i);
            Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
            boolean numero = t.key().equals("no") && next != null && next.kind() == Token.Kind.NUMBER;
            boolean notOnly = next != null && (ONLY.contains(next.key()) || UNTIL.contains(next.key()));
            boolean denying = next != null && DENYING.contains(t.key()) && next.key().equals("to")
                    || Rarely.before(t, next); // "failed to reach", "rarely freezes"
            if ((CUES.contains(t.key()) || denying || unspacedCue(t.key()) || pairCue(t.key()) || frenchCloser(tokens, i) > i)
                    && !numero && !notOnly) {
                return true;
            }
        }
        return false;
    }

    /**
     * For French "ne"/"n'" at {@code i}, the index of the word that closes it within the next three ("n'accepte
     * plus", "ne l'a jamais"), else -1: "ne" alone is a word of other languages too, and "plus" alone is "more".
     */
    private static int frenchCloser(List<Token> tokens, int i) {
        String key = tokens.get(i).key();
        if (key.equals("ne") || key.equals("n")) {
            for (int k = i + 1; k < tokens.size() && k <= i + 3; k++) {
                if (FRENCH_CLOSERS.contains(tokens.get(k).key())) {
                    return k;
                }
            }
        }
        return -1;
    }

    /** Whether Chinese or Japanese text says a negation ("不", "没", "なかった", "しない", "ません"). */
    static boolean unspaced(String text) {
        return text.chars().anyMatch(c -> UNSPACED_CUES.indexOf(c) >= 0) || Unspaced.kanaNegation(text);
    }

    /** A Chinese or Japanese character pair holding a negation. */
    private static boolean unspacedCue(String key) {
        return key.length() <= 2 && key.chars().anyMatch(c -> UNSPACED_CUES.indexOf(c) >= 0);
    }

    /** A Vietnamese pair of syllables ("không có") holding a negation. */
    private static boolean pairCue(String key) {
        int space = key.indexOf(' ');
        return space > 0 && (CUES.contains(key.substring(0, space)) || CUES.contains(key.substring(space + 1)));
    }

    /** Whether a folded word is a negation cue of a spaced script. */
    static boolean cue(String key) {
        return CUES.contains(key);
    }

    /** Whether a contrast puts one negation for another ("cannot" and "unable"): both deny, so no other fact. */
    static boolean bothDeny(Contrast c) {
        return denies(c.said()) && denies(c.instead());
    }

    /** A cue, a verb that ends an act, or the "longer" of "no longer", as written. */
    private static boolean denies(String written) {
        String folded = Tokenizer.fold(written);
        return CUES.contains(Stemmer.lemma(folded, null)) || STOPPING.contains(Stemmer.stem(folded))
                || folded.equals("longer") || Rarely.word(folded);
    }

    /** Whether a word only carries a negation to the verb after it ("se" of "no se publicó"). */
    static boolean auxiliary(Token t) {
        return auxiliaryWord(t.key());
    }

    /** The same for a word folded as the tokenizer folds it. */
    static boolean auxiliaryWord(String folded) {
        return AUXILIARIES.contains(folded);
    }

    /**
     * Evidence that denies an affirmative statement: in one sentence of the evidence, a negation stands after one of
     * the statement's terms, and the first word after it that is not an auxiliary is another of them ("The album
     * was not released in 2019" for "The album was released in 2019", "did not win the award" for "won the
     * award"). A negation before a word the statement does not have is about another clause as often as not, so it
     * is not read as a denial, unless only the subject's pronoun and auxiliaries stand before it ("He was never
     * elected"). A negation that opens the sentence, followed by a word, denies it whole ("لم يعد المتجر يقبل", "No
     * longer does the store ...", but not "No, the store ...").
     */
    static Contrast denied(String statement, List<Token> statementTokens, SupportFinder.Window window,
            List<Token> sentence, Terms terms) {
        String evidence = window.text();
        if (in(statementTokens)) {
            return Undenied.in(statement, statementTokens, evidence, sentence, terms.language); // "but may drink"
        }
        for (int i = 0; i < sentence.size(); i++) {
            if (i + 1 < sentence.size() && evidence.startsWith("-", sentence.get(i).end())
                    && sentence.get(i + 1).start() == sentence.get(i).end() + 1) {
                continue; // a prefix, not a denial: "non-members", "no-fly"
            }
            boolean opens = i == 0 && i + 1 < sentence.size() && sentence.get(1).start() > sentence.get(0).end()
                    && evidence.substring(sentence.get(0).end(), sentence.get(1).start()).isBlank();
            boolean stops = stopping(sentence, i) && !sentence.get(i).keyedIn(statementTokens); // not "stopped" for "stopped"
            if (!within(sentence, i, i + 1) && !stops || !opens && !subjectOnly(evidence, sentence.subList(0, i), terms.language)
                    && sentence.subList(0, i).stream().noneMatch(t -> t.content() && terms.holds(t))) {
                continue;
            }
            for (int k = i + 1; k < sentence.size() && k <= i + 4; k++) {
                Token t = sentence.get(k);
                if (t.content() && !auxiliary(t)) {
                    String written = evidence.substring(t.start(), t.end());
                    // the statement's word, or a verb of the same act ("was not awarded" for "won")
                    Token same = statementTokens.stream().filter(u -> u.content() && (u.key().equals(t.key())
                            || Synonyms.same(statement.substring(u.start(), u.end()), written))).findFirst().orElse(null);
                    if ((terms.holds(t) || same != null) && !Required.absent(statementTokens, t.key()) // "no receipt"
                            && !ofAnotherObject(evidence, sentence, window.sentences(), k, statementTokens,
                                    same != null ? same : t, terms)) {
                        Token cue = sentence.get(i);
                        String said = same != null ? statement.substring(same.start(), same.end()) : written;
                        int closer = frenchCloser(sentence, i); // "n'accepte plus", not "n'accepte"
                        return new Contrast(said, evidence.substring(cue.start(),
                                Math.max(t.end(), closer > k ? sentence.get(closer).end() : t.end())));
                    }
                    Contrast listed = DeniedList.in(statement, statementTokens, evidence, sentence, i, k, terms);
                    if (listed != null) {
                        return listed; // "but not water damage or accidental drops" for "covers accidental drops"
                    }
                    break;
                }
            }
            Contrast last = clauseFinal(statement, statementTokens, evidence, sentence, i, terms);
            if (last != null) {
                return last;
            }
        }
        return KanaDenial.in(statement, statementTokens, evidence, sentence, terms);
    }

    /**
     * Whether the denied verb at k takes another object than the statement's, and the sentence says the verb again,
     * undenied, with the statement's object after a "but" or a comma: "does not reduce blood pressure but lowers
     * cholesterol" for "lowers cholesterol"; not "never married, though he was engaged to Anna". Or another sentence
     * says it ({@link AffirmedApart}).
     */
    private static boolean ofAnotherObject(String evidence, List<Token> sentence, List<List<Token>> window, int k,
            List<Token> statementTokens, Token verb, Terms terms) {
        int v = statementTokens.indexOf(verb);
        String statement = terms.statement;
        Token object = v < 0 ? null : statementTokens.subList(v + 1, statementTokens.size()).stream()
                .filter(t -> t.content() && !Parallel.function(statement, t, terms.language)).findFirst().orElse(null);
        if (object == null) {
            return AffirmedApart.whole(evidence, window, sentence, k, statementTokens, terms);
        }
        List<Token> after = statementTokens.subList(v + 1, statementTokens.size());
        if (affirmedBefore(evidence, sentence, k, verb, after, terms)
                || AffirmedApart.in(evidence, window, sentence, k, verb, after, terms)) {
            return true;
        }
        boolean other = false; // the denied verb's own object, before the "but"
        for (int j = k + 1; j < sentence.size(); j++) {
            Token t = sentence.get(j);
            if (opensBut(evidence, sentence, j)) {
                // the verb said again, then the statement's object: "but lowers cholesterol"
                List<Token> rest = sentence.subList(j, sentence.size());
                int again = -1;
                for (int r = 0; r < rest.size() && again < 0; r++) {
                    again = rest.get(r).key().equals(sentence.get(k).key()) || rest.get(r).key().equals(verb.key())
                            ? r : -1;
                }
                return other && again >= 0 && rest.subList(again, rest.size()).stream()
                        .anyMatch(u -> u.key().equals(object.key()));
            }
            if (t.key().equals(object.key())) {
                return false; // the statement's object is denied too: "does not support older versions of Windows"
            }
            other |= t.content() && !terms.holds(t) && !Parallel.function(evidence, t, terms.language);
        }
        return false;
    }

    /**
     * Whether the sentence says the verb before the denial, undenied, with every word of the statement's object, then
     * a "but" or a comma, and denies the verb at k of an object that lacks one of them: "covers screen damage but
     * does not cover water damage" for "covers screen damage", the denied object a word of its own.
     */
    private static boolean affirmedBefore(String evidence, List<Token> sentence, int k, Token verb, List<Token> after,
            Terms terms) {
        List<Token> object = after.stream().filter(t -> t.content() && !Parallel.function(terms.statement, t,
                terms.language)).toList();
        int but = k - 1;
        while (but > 0 && !opensBut(evidence, sentence, but)) {
            but--;
        }
        for (int a = 0; a < but; a++) {
            Token t = sentence.get(a);
            if (t.key().equals(verb.key()) || t.key().equals(sentence.get(k).key())) {
                List<Token> affirmed = sentence.subList(a + 1, but);
                List<Token> denied = sentence.subList(k + 1, sentence.size());
                return object.stream().allMatch(o -> o.keyedIn(affirmed)) && !object.stream().allMatch(o -> o.keyedIn(denied))
                        && denied.stream().anyMatch(o -> o.content() && !terms.holds(o) // not "does not speak it well"
                                && !Parallel.function(evidence, o, terms.language));
            }
        }
        return false;
    }

    /** Whether token j (not the first) opens a clause after "but", a comma or a semicolon. */
    static boolean opensBut(String evidence, List<Token> sentence, int j) {
        Token t = sentence.get(j);
        String gap = evidence.substring(Math.min(sentence.get(j - 1).end(), t.start()), t.start());
        return BUT.contains(t.key()) || gap.chars().anyMatch(c -> ",;，；。".indexOf(c) >= 0);
    }

    /** Words that open a clause saying what holds instead: "not X but Y". */
    private static final Set<String> BUT = Set.of("but", "aber", "sondern", "pero", "sino", "mais", "ma", "mas",
            "dar", "ci", "но", "а", "αλλά", "ama", "nhưng", "maar", "لكن");

    /** Languages whose main clause puts "not" after the verb's object, at the clause's end: "unterstützt es nicht". */
    private static final Set<String> CLAUSE_FINAL = Set.of("de", "nl");

    /** Their negations that end a clause ("nicht mehr", "niet meer"); "kein", "geen" stand before a noun. */
    private static final Set<String> FINAL_CUES = Set.of("nicht", "nie", "niemals", "niet", "nooit");

    /**
     * A German or Dutch negation that ends its clause, after two or more of the statement's terms: it denies the
     * clause's verb ("Die App unterstützt Windows 7 nicht mehr" for "Die App unterstützt Windows 7").
     */
    private static Contrast clauseFinal(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, int i, Terms terms) {
        if (terms.language == null || !CLAUSE_FINAL.contains(terms.language)
                || !FINAL_CUES.contains(sentence.get(i).key())) {
            return null;
        }
        int k = i + 1;
        while (k < sentence.size() && auxiliary(sentence.get(k))
                && Contrast.oneSlot(evidence, sentence.get(k - 1), sentence.get(k))) {
            k++;
        }
        boolean ends = k == sentence.size() || !Contrast.oneSlot(evidence, sentence.get(k - 1), sentence.get(k));
        int from = i; // the clause's start: past the last punctuation before the cue
        while (from > 0 && Contrast.oneSlot(evidence, sentence.get(from - 1), sentence.get(from))) {
            from--;
        }
        long held = sentence.subList(from, i).stream().filter(t -> t.content() && terms.holds(t)).count();
        if (!ends || held < 2 || statementTokens.isEmpty()) {
            return null;
        }
        return new Contrast(statement.substring(statementTokens.get(0).start(),
                statementTokens.get(statementTokens.size() - 1).end()),
                evidence.substring(sentence.get(from).start(), sentence.get(k - 1).end()));
    }

    /** English words that open a clause of condition, time or concession: "If he had not been elected, ...". */
    private static final Set<String> SUBORDINATORS = Set.of("if", "although", "though", "when", "while", "unless",
            "because", "whether", "since", "once", "until", "before", "after", "as");

    /**
     * Whether the words before a negation only name the subject and carry the verb ("He was not elected", "Sie
     * wurde nicht gewählt"): the negation then denies the sentence's own verb, not a clause's.
     */
    private static boolean subjectOnly(String evidence, List<Token> before, String language) {
        return !before.isEmpty() && before.size() <= 4 && before.stream().allMatch(t -> !SUBORDINATORS.contains(t.key())
                && (!t.content() || auxiliary(t) || Pronouns.all(evidence, List.of(t), language)));
    }

    static boolean in(List<Token> tokens) {
        return within(tokens, 0, tokens.size());
    }

    /**
     * Whether evidence denies: a cue, or a verb that ends the act said right after it ("stopped making cameras"). A
     * statement's "quit smoking" is no denial to look for in its evidence ("gave up smoking" says it).
     */
    static boolean inEvidence(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (stopping(tokens, i)) {
                return true;
            }
        }
        return in(tokens);
    }

    private static boolean stopping(List<Token> tokens, int i) {
        Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        return next != null && STOPPING.contains(tokens.get(i).key()) && next.kind() == Token.Kind.WORD && !auxiliary(next);
    }
}
