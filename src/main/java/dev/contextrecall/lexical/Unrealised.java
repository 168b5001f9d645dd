package dev.contextrecall.lexical;

import java.util.List;

/**
 * An act the evidence says was not (yet) done: planned, hoped or tried ("plans to open a factory" for "opened a
 * factory"), or a nomination where the statement says a win ("was nominated for the Academy Award" for "won the Academy
 * Award", and the other way round), or a candidacy where the statement says an election won ("ran for mayor" for "was
 * elected mayor"). One of {@link Contrast}'s ways: the words match, the fact does not. A plan is read in English only
 * ("plans to" + the verb, against a past form, or "plans a cancer ward" for "opened a cancer ward"; not "will open",
 * which human labels count as saying the act, docs/offline-judge.md); nominations in the measured languages that write
 * them as a word of their own.
 */
final class Unrealised {

    private Unrealised() {
    }

    /** English verbs of intent or attempt that, before "to" and a verb, say the verb's act is not done. */
    private static final WordList INTENT = WordList.of("plan", "plans", "planned", "planning", "intend",
            "intends", "intended", "hope", "hopes", "hoped", "aim", "aims", "aimed", "expect", "expects", "expected",
            "propose", "proposes", "proposed", "attempt", "attempts", "attempted", "try", "tries", "tried", "seek",
            "seeks", "sought", "want", "wants", "wanted", "threaten", "threatens", "threatened", "promise", "promises",
            "promised", "scheduled", "set");

    /** Words of a nomination, folded, in the measured languages. */
    private static final WordList NOMINATED = WordList.of("nominated", "nomination", "nominations",
            "nominee", "nominees", "shortlisted", "nominiert", "nominierung", "genomineerd", "nominada",
            "nominado", "nominadas", "nominados", "nominación", "nominé", "nominée", "nominés", "nominées",
            "nomination", "nominata", "nominato", "nominati", "candidatura", "indicada", "indicado", "indicação",
            "nominalizat", "nominalizată", "номинирован", "номинирована", "номинация", "номинацию", "υποψήφιος",
            "υποψήφια", "aday", "đề cử", "नामांकित", "رشح", "رشحت", "ترشيح");

    /** Words of a win, folded, in the same languages. */
    private static final WordList WON = WordList.of("won", "win", "wins", "winning", "winner", "winners",
            "gewann", "gewonnen", "gewinnt", "ganó", "gana", "ganado", "ganadora", "ganador",
            "remporté", "remporte", "gagné", "gagne", "lauréat", "lauréate", "vinse", "vinto", "vince", "vincitore",
            "vincitrice", "ganhou", "ganha", "vencedor", "vencedora", "venceu", "câștigat", "câștigă", "выиграл",
            "выиграла", "победил", "победила", "победитель", "κέρδισε", "νικητής", "kazandı", "kazanan", "giành",
            "thắng", "जीता", "जीती", "जीत", "فاز", "فازت");

    /** The first contrast of an act not done, or null. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            List<Token> window, Terms terms) {
        Contrast planned = "en".equals(terms.language)
                ? planned(statement, statementTokens, evidence, sentence, window, terms) : null;
        Contrast c = planned != null ? planned : nominated(statement, statementTokens, evidence, sentence, window);
        c = c != null ? c : almost(statement, statementTokens, evidence, sentence, terms);
        return c != null ? c : ranFor(statement, statementTokens, evidence, sentence, window);
    }

    /** "Almost" before a word, folded, in the measured languages: the act or state came close, not about. */
    private static final WordList ALMOST = WordList.of("almost", "nearly", "beinahe", "fast", "casi", "presque",
            "failli", "quasi", "quase", "bijna", "aproape", "почти", "σχεδόν", "neredeyse");

    /**
     * "He almost won the race" for "He won the race", and the other way round: "almost" right before a word of the
     * statement's, which the other side says without one. A figure after it is read as a figure ("almost 300", {@code Numbers}); German
     * "fast" is read in German only, being "quick" in English.
     */
    private static Contrast almost(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, Terms terms) {
        if (statementTokens.stream().anyMatch(t -> ALMOST.has(statement, t))) {
            return sentence.stream().anyMatch(t -> ALMOST.has(evidence, t)) ? null
                    : almost(evidence, sentence, statement, statementTokens, terms, true); // the other way round
        }
        return almost(statement, statementTokens, evidence, sentence, terms, false);
    }

    /** "Almost" in {@code near}'s text right before a word the other text says without it. */
    private static Contrast almost(String text, List<Token> tokens, String nearText, List<Token> near, Terms terms,
            boolean statementNear) {
        for (int i = 0; i + 1 < near.size(); i++) {
            Token cue = near.get(i);
            Token word = near.get(i + 1);
            boolean fast = Tokenizer.fold(raw(nearText, cue)).equals("fast");
            if (ALMOST.has(nearText, cue) && (!fast || "de".equals(terms.language))
                    && word.kind() == Token.Kind.WORD && Contrast.oneSlot(nearText, cue, word)) {
                Token same = tokens.stream().filter(u -> u.content() && u.key().equals(word.key()))
                        .findFirst().orElse(null);
                String nearly = nearText.substring(cue.start(), word.end());
                if (same != null && (statementNear || terms.holds(word))) {
                    return statementNear ? new Contrast(nearly, raw(text, same)) : new Contrast(raw(text, same), nearly);
                }
            }
        }
        return null;
    }

    /** Words of an election won, folded, in the measured languages. */
    private static final WordList ELECTED = WordList.of("elected", "gewählt", "elegido", "elegida", "élu", "élue",
            "eletto", "eletta", "eleito", "eleita", "gekozen", "aleasă", "избран", "избрана", "εξελέγη",
            "seçildi", "निर्वाचित", "انتخب", "انتخبت");

    /** Words of a candidacy, which says the election was run, not won. */
    private static final WordList CANDIDACY = WordList.of("candidate", "candidacy", "kandidierte", "kandidat",
            "kandidatin", "candidato", "candidata", "candidat", "кандидат", "кандидатом", "баллотировался",
            "баллотировалась", "υποψήφιος", "υποψήφια", "aday", "उम्मीदवार", "مرشح", "مرشحا");

    /** English "ran for" and "stood for": a candidacy said with a verb. */
    private static final java.util.regex.Pattern RAN_FOR = java.util.regex.Pattern.compile(
            "(?i)\\b(?:ran|runs|run|running|stood|stands|campaigned)\\s+(?:unsuccessfully\\s+)?for\\b");

    /**
     * "ran for mayor" or "was a candidate" for "was elected mayor": the election run, not won, where the window says
     * no election won.
     */
    private static Contrast ranFor(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, List<Token> window) {
        Token elected = ELECTED.first(statement, statementTokens);
        if (elected == null || ELECTED.first(evidence, window) != null || sentence.isEmpty()) {
            return null;
        }
        Token candidacy = CANDIDACY.first(evidence, sentence);
        if (candidacy != null) {
            return new Contrast(raw(statement, elected), raw(evidence, candidacy));
        }
        String said = evidence.substring(sentence.get(0).start(), sentence.get(sentence.size() - 1).end());
        java.util.regex.Matcher ran = RAN_FOR.matcher(said);
        return ran.find() ? new Contrast(raw(statement, elected), ran.group()) : null;
    }

    /**
     * "plans to open" for "opened": an intent, "to", and within two more words the statement's own verb, where the
     * statement says no intent of its own ("The company plans to open ..." against the same words is no contrast).
     */
    private static Contrast planned(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, List<Token> window, Terms terms) {
        if (statementTokens.stream().anyMatch(t -> INTENT.has(statement, t))) {
            return null;
        }
        for (int i = 0; i + 2 < sentence.size(); i++) {
            Contrast object = plannedObject(statement, statementTokens, evidence, sentence, i, terms);
            if (object != null) {
                return object;
            }
            if (!sentence.get(i + 1).key().equals("to") || !INTENT.has(evidence, sentence.get(i))) {
                continue;
            }
            for (int k = i + 2; k < sentence.size() && k <= i + 3; k++) {
                Token t = sentence.get(k);
                if (t.capitalised()) {
                    break; // "hopes to Paris" is no verb
                }
                if (!t.content() || Negation.auxiliary(t)) {
                    continue; // "plans to be opened"
                }
                Token same = statementTokens.stream().filter(u -> u.content() && u.key().equals(t.key())).findFirst()
                        .orElse(null);
                int at = statementTokens.indexOf(same);
                // the act said done elsewhere in the window: "planned to open a factory. It opened it in 2019."
                boolean doneToo = window.stream().filter(u -> u.key().equals(t.key())).count() > 1;
                // the statement says the act done, in a past form ("is taking place" says none), and not after "to"
                // ("was selected to compete" states no act done either)
                if (same != null && Stemmer.past(Tokenizer.fold(raw(statement, same)))
                        && (at == 0 || !statementTokens.get(at - 1).key().equals("to")) && terms.holds(t)
                        && !doneToo && Contrast.oneSlot(evidence, sentence.get(i), t)) {
                    return new Contrast(raw(statement, same),
                            evidence.substring(sentence.get(i).start(), t.end()));
                }
                break;
            }
        }
        return null;
    }

    /** Verbs of a plan that take the planned thing as their object: "plans a cancer ward". */
    private static final WordList PLANNED = WordList.of("plan", "plans", "planned", "planning", "propose",
            "proposes", "proposed", "proposing");

    /**
     * "opened a maternity ward and plans a cancer ward" for "opened a new cancer ward": a plan at {@code i} whose
     * object, within two words, is a word the statement says after its own past verb, and which that verb does not take
     * in the sentence (no word of the statement's object between it and the plan).
     */
    private static Contrast plannedObject(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, int i, Terms terms) {
        if (!PLANNED.has(evidence, sentence.get(i)) || sentence.get(i + 1).key().equals("to")) {
            return null;
        }
        for (int v = 0; v + 1 < statementTokens.size(); v++) {
            Token verb = statementTokens.get(v);
            int done = indexOf(sentence, verb.key(), 0);
            if (!verb.content() || !Stemmer.past(Tokenizer.fold(raw(statement, verb))) || done < 0 || done > i) {
                continue;
            }
            List<Token> object = statementTokens.subList(v + 1, statementTokens.size());
            for (int k = i + 1; k < sentence.size() && k <= i + 3; k++) {
                Token t = sentence.get(k);
                boolean own = t.content() && !t.capitalised() && terms.holds(t) && t.keyedIn(object);
                if (own && indexOf(sentence.subList(done + 1, i), t.key(), 0) < 0) {
                    return new Contrast(statement.substring(verb.start(), object.get(object.size() - 1).end()),
                            evidence.substring(sentence.get(i).start(), t.end()));
                }
            }
            return null;
        }
        return null;
    }

    private static int indexOf(List<Token> tokens, String key, int from) {
        for (int k = from; k < tokens.size(); k++) {
            if (tokens.get(k).key().equals(key)) {
                return k;
            }
        }
        return -1;
    }

    /**
     * A win against a nomination in one sentence, either way round: a win the evidence's window does not say, or a
     * nomination the window does not say where the sentence says a win.
     */
    private static Contrast nominated(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, List<Token> window) {
        Token win = WON.first(statement, statementTokens);
        Token nomination = NOMINATED.first(evidence, sentence);
        if (win != null && nomination != null && win(evidence, window) == null) {
            return new Contrast(raw(statement, win), raw(evidence, nomination));
        }
        nomination = NOMINATED.first(statement, statementTokens);
        win = WON.first(evidence, sentence);
        if (win != null && nomination != null && win(statement, statementTokens) == null
                && NOMINATED.first(evidence, window) == null) {
            return new Contrast(raw(statement, nomination), raw(evidence, win));
        }
        return null;
    }

    /** A win, or a verb of the same act ("received", "was awarded"; not the name "Academy Award"). */
    private static Token win(String text, List<Token> tokens) {
        Token win = WON.first(text, tokens);
        return win != null ? win : tokens.stream().filter(t -> !t.capitalised() && t.content()
                && Synonyms.same("won", raw(text, t))).findFirst().orElse(null);
    }

    private static String raw(String text, Token t) {
        return text.substring(t.start(), t.end());
    }
}
