package dev.contextrecall.lexical;

import java.util.List;

/**
 * A role or place said as held now where the evidence says it was held before. One of {@link Contrast}'s ways.
 * <ul>
 * <li>A role: "She is the CEO of the company." against "She is the former CEO of the company.", and the other way
 * round: the word "former" (or "ex", "ehemalige", "ancien", "бывший", ...) right before a word the two share, on one
 * side only, where the other side says "is" or "are" and no past form of them. "She was the CEO" is said by "the
 * former CEO".</li>
 * <li>A place, name or value left for another: "The headquarters are in Seattle." against "The company moved its
 * headquarters from Seattle to Bellevue.", "The price is $10." against "The price was raised from $10 to $12.": the
 * statement's name or figure only after "from" in a sentence that moves or changes something to another, the
 * statement saying it now ({@link #left}). "He lives in Paris" is said by "moved to Paris from London", and "It was
 * based in Seattle" by the move from Seattle. A statement that says a change says its end: "rose to $10" against "rose
 * from $10 to $12", "stieg auf 10 Euro" against "stieg von 10 Euro auf 12 Euro".</li>
 * <li>A value said as before another: "The turnout was 70%." against "62%, down from 70%" ({@link #earlier}), and a
 * state held until a year: "The tower is the tallest building." against "was the tallest building ... until 2015"
 * ({@link #heldUntil}).</li>
 * </ul>
 */
final class Former {

    private Former() {
    }

    private static final WordList FORMER = WordList.of("former", "ex", "onetime", "erstwhile", "ehemalige",
            "ehemaliger", "ehemaligen", "ehemaliges", "frühere", "früherer", "früheren", "ancien", "ancienne",
            "anciens", "anciennes", "бывший", "бывшая", "бывшего", "бывшей", "бывшим", "бывшие", "πρώην", "cựu",
            "fostul", "fosta", "fostului");

    /**
     * The evidence's words for a state held before, besides {@link #FORMER}: "The species was once endangered" does
     * not say it is. Not read in a statement, where "once" is as often "one time" ("held once a year").
     */
    private static final WordList ONCE = FORMER.plus("once", "einst");

    /** "Is" and "are" in the languages that say them: a role held now. */
    private static final WordList NOW = WordList.of("is", "are", "ist", "sind", "est", "sont", "es", "son", "è",
            "sono", "é", "são", "este", "sunt", "είναι", "là", "является", "являются");

    /** Their past forms, and verbs that say a role held before: "served as", "was". */
    private static final WordList THEN = WordList.of("was", "were", "been", "served", "war", "waren", "gewesen",
            "était", "étaient", "fut", "été", "era", "eran", "fue", "fueron", "foi", "foram", "fost", "ήταν", "был",
            "была", "были", "являлся", "являлась");

    /** The statement's role said "former" on one side only, the other side saying it is held now; or null. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            List<Token> window) {
        Token said = FORMER.first(statement, statementTokens);
        if (said == null && now(statement, statementTokens)) {
            Token former = ONCE.first(evidence, sentence);
            Token role = former == null ? null : next(sentence, former);
            Token own = role == null ? null : role.sameKeyIn(statementTokens);
            if (own != null && held(statement, statementTokens, own)) {
                return new Contrast(statement.substring(own.start(), own.end()),
                        evidence.substring(former.start(), role.end()));
            }
        }
        Token role = said == null || said.keyedIn(window) ? null : next(statementTokens, said);
        Token there = role == null || !now(evidence, sentence) ? null : role.sameKeyIn(sentence);
        if (there != null && held(evidence, sentence, there)) {
            return new Contrast(statement.substring(said.start(), role.end()), evidence.substring(there.start(), there.end()));
        }
        Contrast left = left(statement, statementTokens, evidence, sentence);
        left = left != null ? left : earlier(statement, statementTokens, evidence, sentence);
        return left != null ? left : heldUntil(statement, statementTokens, evidence, sentence);
    }

    /**
     * "The tower is the tallest building in the city." against "The tower was the tallest building in the city until
     * 2015": the statement's "is" and the words after it, said after "was" and before "until" and a year (within six
     * words), in a sentence whose "is", if any, says other words ("and is now published monthly"); or null.
     */
    private static Contrast heldUntil(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence) {
        Token is = NOW.first(statement, statementTokens);
        Token was = THEN.first(evidence, sentence);
        if (is == null || was == null || !now(statement, statementTokens)) {
            return null;
        }
        List<Token> after = statementTokens.subList(statementTokens.indexOf(is) + 1, statementTokens.size()).stream()
                .filter(Token::content).toList();
        Token isThere = NOW.first(evidence, sentence);
        int at = sentence.indexOf(was);
        if (!saidAfter(sentence, at, after)
                || isThere != null && saidAfter(sentence, sentence.indexOf(isThere), after)) {
            return null;
        }
        int end = at + 1;
        while (end < sentence.size() && !UNTIL.has(evidence, sentence.get(end))) {
            end++;
        }
        int year = end + 1; // "until 2015", "until the borders changed in 1945"
        while (year < sentence.size() && year <= end + 6 && !YEAR.matcher(sentence.get(year).key()).matches()) {
            year++;
        }
        boolean dated = year < sentence.size() && year <= end + 6;
        return after.size() >= 2 && dated ? new Contrast(statement.substring(is.start(),
                is.end()), evidence.substring(was.start(), sentence.get(year).end())) : null;
    }

    /** Whether the words follow the sentence's token at {@code at} in order, with no other content word between. */
    private static boolean saidAfter(List<Token> sentence, int at, List<Token> words) {
        int k = 0;
        for (int j = at + 1; j < sentence.size() && k < words.size(); j++) {
            if (sentence.get(j).key().equals(words.get(k).key())) {
                k++;
            } else if (sentence.get(j).content()) {
                return false;
            }
        }
        return k == words.size();
    }

    /** Verbs that move a thing from one place or state to another, as written. */
    private static final WordList MOVED = WordList.of("moved", "relocated", "transferred", "switched", "shifted",
            "migrated", "umgezogen", "zog", "zogen", "verlegt", "verlegte", "verlegten", "übersiedelte", "wechselte",
            "déménagé", "déménagée", "déménagea", "transféré", "transférée", "transférés", "déplacé", "déplacée",
            "trasladó", "trasladaron", "trasladado", "trasladada", "mudó", "mudaron", "trasferito", "trasferita",
            "trasferì", "spostato", "spostata", "spostò", "mudou", "mudaram", "transferido", "transferida", "transferiu",
            "mutat", "mutată", "transferat", "переехал", "переехала", "переехало", "переехали", "перенесена",
            "перенесён", "перенесли", "переведена", "переведён", "μετακόμισε", "μεταφέρθηκε", "chuyển",
            // a value or a name changed: "raised from $10 to $12", "renamed from X to Y", "postponed from May to June"
            "raised", "increased", "reduced", "lowered", "cut", "rose", "risen", "fell", "fallen", "grew", "grown",
            "dropped", "declined", "passé", "passée", "passés", "pasó", "passato", "passata", "passou",
            "changed", "renamed", "postponed", "rescheduled", "expanded", "upgraded", "downgraded", "revised",
            "erhöht", "erhöhte", "gesenkt", "senkte", "stieg", "sank", "umbenannt", "verschoben", "verschob", "augmenté",
            "augmentée", "réduit", "réduite", "renommé", "renommée", "reporté", "reportée", "aumentó", "redujo", "subió", "bajó",
            "aumentato", "ridotto", "aumentou", "reduziu", "увеличен", "увеличена", "снижен", "снижена", "выросла",
            "вырос", "упала", "упал", "переименован", "переименована");

    /** "From" before the place left. */
    private static final WordList FROM = WordList.of("from", "von", "aus", "de", "du", "des", "d", "da", "dal",
            "dalla", "del", "della", "do", "dos", "das", "desde", "из", "от", "с", "со", "din", "από", "từ");

    /** "From" that says where one comes from ("He is from London"), not Romance "de", which also says "of". */
    private static final WordList ORIGIN = WordList.of("from", "von", "aus", "из", "от", "από", "desde", "từ");

    /** "To" before the place gone to. */
    private static final WordList TO = WordList.of("to", "into", "nach", "auf", "à", "au", "a", "al", "alla", "ao",
            "para", "в", "во", "la", "în", "до", "σε", "στην", "στο", "στη", "đến");

    /** Verbs that place or hold a thing now, beside "is" and "are": "lives in", "plays in", "has 10 employees". */
    private static final WordList PLACED = WordList.of("lives", "live", "plays", "play", "has", "have", "costs",
            "cost", "lies", "sits", "hat", "kostet", "beträgt", "liegt", "befindet", "tiene", "encuentra", "trouve", "trova",
            "fica", "ficam", "cuesta", "coûte", "costa", "custa", "стоит", "lebt", "spielt", "vit",
            "joue", "vive", "juega", "gioca", "mora", "joga", "живёт", "живет", "играет", "находится", "находятся",
            "está", "están", "trăiește");

    /** Words that say the statement is of the time before: "until", "formerly". */
    private static final WordList BEFORE = WordList.of("until", "formerly", "previously", "originally", "bis",
            "jusqu", "hasta", "fino", "até", "până", "до");

    /** "Until" in the measured languages: a state held up to a time ({@link #heldUntil}). */
    private static final WordList UNTIL = WordList.of("until", "till", "bis", "jusqu", "hasta", "fino", "até", "până",
            "до");

    /** The place left ({@link #left}) in the first of the sentences that says one. */
    static Contrast leftIn(String statement, List<Token> statementTokens, String evidence, List<List<Token>> sentences) {
        for (List<Token> sentence : sentences) {
            Contrast left = left(statement, statementTokens, evidence, sentence);
            if (left != null) {
                return left;
            }
        }
        return null;
    }

    /**
     * The statement's name said by the sentence only as the place left, after "from", where it moves something to
     * another name, and the statement says it now; or null.
     */
    private static Contrast left(String statement, List<Token> statementTokens, String evidence, List<Token> sentence) {
        if (!sentence.isEmpty() && Unspaced.isUnspaced(evidence.codePointAt(sentence.get(0).start()))) {
            return UnspacedMoves.left(statement, evidence.substring(sentence.get(0).start(),
                    sentence.get(sentence.size() - 1).end()));
        }
        boolean held = (now(statement, statementTokens) || PLACED.first(statement, statementTokens) != null)
                && THEN.first(statement, statementTokens) == null && BEFORE.first(statement, statementTokens) == null;
        // "rose to $10" against "rose from $10 to $12": the statement's change ends where the evidence's starts
        boolean changed = MOVED.first(statement, statementTokens) != null;
        if (MOVED.first(evidence, sentence) == null || !held && !changed) {
            return null;
        }
        int goneTo = goneTo(evidence, sentence, statementTokens);
        Token to = goneTo < 0 ? null : sentence.get(goneTo);
        if (to == null) { // or the statement's start said as the evidence's end
            return changed ? started(statement, statementTokens, evidence, sentence) : null;
        }
        for (int i = 0; i < statementTokens.size(); i++) {
            Token name = statementTokens.get(i);
            Token there = (named(statement, name) || value(name)) && i > 0
                    && !ORIGIN.has(statement, statementTokens.get(i - 1))
                    && (held || TO.has(statement, statementTokens.get(i - 1)))
                    ? name.sameKeyIn(sentence) : null;
            Token from = there == null ? null : before(sentence, there);
            if (from != null && FROM.has(evidence, from) && onlyAfterFrom(evidence, sentence, name)) {
                int end = Math.max(there.end(), goneToName(evidence, sentence, goneTo).end()); // "to Paris from London"
                return new Contrast(statement.substring(name.start(), name.end()),
                        evidence.substring(Math.min(from.start(), to.start()), end));
            }
        }
        return null;
    }

    /**
     * "Up from" and "down from" straight before a figure, and French, Italian and Portuguese "contre", "contro",
     * "contra" ("65 euros, contre 50 euros"): it is the value before the one said first.
     */
    private static final java.util.regex.Pattern CHANGED_FROM = java.util.regex.Pattern.compile(
            "(?i)(?<!\\p{L})(?:(?:up|down)\\s+from|contre|contro|contra)\\s*\\p{Sc}?$");

    /** Words of a statement that says an earlier value itself. */
    private static final WordList EARLIER = WordList.of("from", "previous", "previously", "before", "earlier", "last",
            "prior");

    /**
     * "Turnout was 62%, down from 70% in the previous election" for "The turnout was 70%.": the statement's figure said
     * only after "up from" or "down from" (or {@link #CHANGED_FROM}'s others), another figure of its kind before it;
     * or null. Not where the statement says an earlier value itself ("down from", "the previous election").
     */
    private static Contrast earlier(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence) {
        if (EARLIER.first(statement, statementTokens) != null) {
            return null;
        }
        Token now = null;
        for (Token m : sentence) {
            boolean after = CHANGED_FROM.matcher(evidence.substring(0, m.start())).find();
            Token said = value(m) ? m.sameKeyIn(statementTokens) : null;
            if (said != null && (!after || now == null || !Contrast.sameKind(now, m) || !onlyAfter(evidence, sentence,
                    m))) {
                return null; // the statement's figure said as it is
            }
            if (said != null) {
                return new Contrast(statement.substring(said.start(), said.end()), evidence.substring(now.start(),
                        m.end()));
            }
            now = value(m) && !after ? m : now;
        }
        return null;
    }

    /** Whether every time the sentence says figure m, "up from" or "down from" stands right before it. */
    private static boolean onlyAfter(String evidence, List<Token> sentence, Token m) {
        return sentence.stream().filter(t -> t.key().equals(m.key()))
                .allMatch(t -> CHANGED_FROM.matcher(evidence.substring(0, t.start())).find());
    }

    /** Where "to" stands before a name that the statement does not say, an article between or not; or -1. */
    private static int goneTo(String evidence, List<Token> sentence, List<Token> statementTokens) {
        for (int i = 0; i + 1 < sentence.size(); i++) {
            Token name = goneToName(evidence, sentence, i);
            if (TO.has(evidence, sentence.get(i)) && (named(evidence, name) || value(name))
                    && !name.keyedIn(statementTokens)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The statement's start of a change said by the sentence only as its end, after "to", where another name or figure
     * stands after "from": "grew from 2 million" against "grew from 1 million to 2 million"; or null.
     */
    private static Contrast started(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence) {
        for (int i = 1; i < statementTokens.size(); i++) {
            Token name = statementTokens.get(i);
            if (!ORIGIN.has(statement, statementTokens.get(i - 1)) || !named(statement, name) && !value(name)
                    || !name.keyedIn(sentence)) {
                continue;
            }
            Token from = null;
            for (int k = 0; k < sentence.size(); k++) {
                Token t = sentence.get(k);
                if (Misplaced.same(name, t) && !(k > 0 && TO.has(evidence, sentence.get(k - 1)))) {
                    return null; // the statement's start is said otherwise too
                }
                from = from == null && k + 1 < sentence.size() && ORIGIN.has(evidence, t)
                        && (value(sentence.get(k + 1)) || named(evidence, sentence.get(k + 1)))
                        && !sentence.get(k + 1).keyedIn(statementTokens) ? t : from;
            }
            if (from != null) {
                return new Contrast(statement.substring(name.start(), name.end()),
                        evidence.substring(from.start(), name.sameKeyIn(sentence).end()));
            }
        }
        return null;
    }

    /** Whether every time the sentence says the name, "from" stands right before it. */
    private static boolean onlyAfterFrom(String evidence, List<Token> sentence, Token name) {
        for (int i = 0; i < sentence.size(); i++) {
            if (sentence.get(i).key().equals(name.key()) && (i == 0 || !FROM.has(evidence, sentence.get(i - 1)))) {
                return false;
            }
        }
        return true;
    }

    private static Token goneToName(String evidence, List<Token> sentence, int to) {
        boolean article = to + 2 < sentence.size() && NameArticles.WORDS.has(evidence, sentence.get(to + 1));
        return sentence.get(to + 1 + (article ? 1 : 0));
    }

    /** A figure, not a year: "from 2019 to 2021" is a period, not a value changed. */
    private static boolean value(Token t) {
        return t.kind() == Token.Kind.NUMBER && !YEAR.matcher(t.key()).matches();
    }

    private static final java.util.regex.Pattern YEAR = java.util.regex.Pattern.compile("1\\d{3}|20\\d{2}");

    /** A content word written with a capital: a name, or in German any noun ("Bonn", "Berlin"). */
    private static boolean named(String text, Token t) {
        return t.content() && (t.capitalised() || Character.isUpperCase(text.codePointAt(t.start())));
    }

    private static Token before(List<Token> tokens, Token t) {
        int i = tokens.indexOf(t);
        return i > 0 ? tokens.get(i - 1) : null;
    }

    /** Whether "is" or "are" stands at most three words before the role ("is the CEO", "is the former CEO"). */
    private static boolean held(String text, List<Token> tokens, Token role) {
        int i = tokens.indexOf(role);
        for (int k = Math.max(0, i - 3); k < i; k++) {
            if (NOW.has(text, tokens.get(k))) {
                return true;
            }
        }
        return false;
    }

    private static Token next(List<Token> tokens, Token t) {
        int i = tokens.indexOf(t);
        return i >= 0 && i + 1 < tokens.size() && tokens.get(i + 1).content() ? tokens.get(i + 1) : null;
    }

    /** Whether a token is a form of "to be", now or before: "is", "war", "était". */
    static boolean copula(String text, Token t) {
        return NOW.has(text, t) || THEN.has(text, t);
    }

    private static boolean now(String text, List<Token> tokens) {
        return NOW.first(text, tokens) != null && THEN.first(text, tokens) == null;
    }
}
