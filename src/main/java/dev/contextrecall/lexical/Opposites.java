package dev.contextrecall.lexical;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A function word of the statement said the other way round in the evidence, with the same words around it:
 * "signed before the war" against "signed after the war", and an English passive's agent said as the object
 * ("acquired by Microsoft" against "acquired Microsoft"). One of {@link Contrast}'s ways; English, since only
 * English drops these words as stop words (the other languages' "vor", "después", "до" are terms of their own), and
 * German and Dutch "in", which is English's too.
 */
final class Opposites {

    private Opposites() {
    }

    /**
     * English function words that say the opposite of each other, or another share of a whole ("all employees"
     * against "some employees"); each language's others are content words.
     */
    private static final Map<String, Set<String>> OPPOSITES = Map.ofEntries(
            Map.entry("before", Set.of("after")), Map.entry("after", Set.of("before", "within", "until", "till")),
            Map.entry("within", Set.of("after", "beyond", "outsid")), Map.entry("in", Set.of("outsid", "near", "out")),
            Map.entry("insid", Set.of("outsid")), Map.entry("outsid", Set.of("in", "insid", "within")),
            Map.entry("above", Set.of("below")), Map.entry("below", Set.of("above")),
            Map.entry("over", Set.of("under")), Map.entry("under", Set.of("over")),
            Map.entry("with", Set.of("without")), Map.entry("without", Set.of("with")),
            Map.entry("more", Set.of("less", "fewer")), Map.entry("less", Set.of("more")),
            Map.entry("up", Set.of("down")), Map.entry("down", Set.of("up")),
            // a particle: "turns on" against "turns off", "opt-in" against "opt-out", "in stock" against "out of stock"
            Map.entry("on", Set.of("off")), Map.entry("off", Set.of("on")), Map.entry("out", Set.of("in")),
            // a time said from now: "last year" against "this year" or "next year"
            Map.entry("last", Set.of("this", "next")), Map.entry("next", Set.of("this", "last")),
            Map.entry("this", Set.of("last", "next")),
            Map.entry("for", Set.of("against")), Map.entry("against", Set.of("for")),
            Map.entry("all", Set.of("some", "most", "many", "few", "several")),
            Map.entry("every", Set.of("some", "most", "many", "few", "several")),
            Map.entry("most", Set.of("least", "all", "some", "few")),
            Map.entry("some", Set.of("all", "every", "most")),
            Map.entry("many", Set.of("few", "all")), Map.entry("few", Set.of("many", "most", "all")),
            Map.entry("must", Set.of("may", "can")), Map.entry("least", Set.of("most")),
            Map.entry("later", Set.of("earlier", "sooner")),
            // "open until 9 am" against "open from 9 am to 5 pm": the other end
            Map.entry("since", Set.of("until", "till")), Map.entry("until", Set.of("since", "from", "after")),
            Map.entry("till", Set.of("since", "from", "after")),
            // a direction or an agent said the other way: "sold to Google" against "sold by Google", "grew by 5%"
            // against "grew to 5%", "moved from Paris" against "moved to Paris"
            Map.entry("to", Set.of("from", "by")), Map.entry("from", Set.of("to", "into", "until", "till")),
            Map.entry("by", Set.of("to")), Map.entry("into", Set.of("from")));

    /**
     * Words of other languages written as English function words, and so no terms of theirs either: "in der EU"
     * against "außerhalb der EU", "in de EU" against "buiten de EU", "an Google verkauft" against "von Google
     * verkauft", "vendida a Google" against "vendida por Google".
     */
    private static final Map<String, Map<String, Set<String>>> ELSEWHERE = Map.of(
            "de", Map.of("in", Set.of("außerhalb"), "an", Set.of("von")), "nl", Map.of("in", Set.of("buiten")),
            "es", Map.of("a", Set.of("por")));

    /**
     * Birth and death, in the measured languages: a slot of one said as the other is another fact even before a
     * shared word, where a verb is otherwise as often a synonym ("won the prize", "was awarded the prize"): "He died
     * in Vienna in 1910." against "He was born in Vienna in 1910." Not Turkish "öldü", folded as "oldu" ("became").
     */
    private static final Set<String> BIRTH = Tokenizer.folded("born", "birth", "births", "geboren", "né", "née",
            "nació", "nacido", "nacida", "nato", "nata", "nacque", "nasceu", "nascido", "nascida", "născut", "născută",
            "родился", "родилась", "рождён", "родилось", "γεννήθηκε");
    private static final Set<String> DEATH = Tokenizer.folded("died", "dies", "dead", "death", "deaths", "gestorben",
            "starb", "verstorben", "overleden", "gestorven", "stierf", "mort", "morte", "décédé", "décédée", "mourut",
            "murió", "falleció", "muerto", "muerta", "fallecido", "fallecida", "morto", "morta", "morì", "deceduto",
            "deceduta", "morreu", "faleceu", "falecido", "falecida", "murit", "murită", "decedat", "умер", "умерла",
            "скончался", "скончалась", "πέθανε");


    /** Whether a word (as written) says a birth or a death. */
    static boolean lifeEvent(String word) {
        String w = Tokenizer.fold(word);
        return BIRTH.contains(w) || DEATH.contains(w);
    }

    /** Whether two words (as written) say birth and death, one each: "died" and "born". */
    static boolean lifeEvents(String said, String instead) {
        String a = Tokenizer.fold(said);
        String b = Tokenizer.fold(instead);
        return BIRTH.contains(a) && DEATH.contains(b) || DEATH.contains(a) && BIRTH.contains(b);
    }

    /**
     * Words that narrow a share without changing it, passed over in the evidence: "applies only to some employees" and
     * "affects only a few users" say "some" and "few" where the statement says "all".
     */
    private static final Set<String> LIMITING = Set.of("only", "just", "a");

    /** Whether the sentence says the statement's word too, with the words after it: "from March 1 until March 31". */
    private static boolean saidToo(List<Token> read, List<Token> phrase, int w) {
        for (int j = 0; j + phrase.size() - w <= read.size(); j++) {
            boolean same = true;
            for (int k = w; k < phrase.size() && same; k++) {
                same = read.get(j + k - w).key().equals(phrase.get(k).key());
            }
            if (same) {
                return true;
            }
        }
        return false;
    }

    /** Words of the list that are content words, keyed as stemmed ("outside" is "outsid"). */
    private static final Set<String> CONTENT = Set.of("outsid", "insid", "last", "next");

    /**
     * The same words around a function word that says the opposite: "signed before the war" against "signed after
     * the war", "more than 100 staff" against "less than 100 staff", "with sugar" against "without sugar". The
     * statement's words from the content word before to the content word after (or from the sentence's first or to
     * its last word) must be the evidence's, but for that one word.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, String language) {
        Map<String, Set<String>> opposites = "en".equals(language) ? OPPOSITES
                : language == null ? null : ELSEWHERE.get(language);
        if (opposites == null) {
            return null;
        }
        Contrast reversed = "en".equals(language) ? agentAsObject(statement, statementTokens, evidence, sentence) : null;
        statementTokens = outOf(statementTokens);
        for (int i = 0; reversed == null && i < statementTokens.size(); i++) {
            Token w = statementTokens.get(i);
            Set<String> opposite = opposites.get(w.key());
            if (opposite == null || w.content() && !CONTENT.contains(w.key())) {
                continue;
            }
            int a = i - 1;
            while (a >= 0 && !statementTokens.get(a).content()) {
                a--;
            }
            int b = i + 1;
            while (b < statementTokens.size() && !statementTokens.get(b).content()) {
                b++;
            }
            // at a sentence's edge the content word on the other side is enough ("All employees must")
            if (a < 0 && b >= statementTokens.size()) {
                continue;
            }
            a = a < 0 ? i : a;
            b = b >= statementTokens.size() ? i : b;
            List<Token> phrase = statementTokens.subList(a, b + 1);
            List<Token> read = outOf(sentence).stream().filter(t -> !LIMITING.contains(t.key()) || t.keyedIn(phrase))
                    .toList();
            for (int j = 0; j + phrase.size() <= read.size(); j++) {
                List<Token> there = read.subList(j, j + phrase.size());
                boolean same = true;
                for (int k = 0; k < phrase.size() && same; k++) {
                    String key = there.get(k).key();
                    same = k == i - a ? opposite.contains(key) : key.equals(phrase.get(k).key());
                }
                // a hyphen joins a particle on as a space does: "opt-in", "opt in"
                if (same && Contrast.oneSlot(evidence.replace('-', ' '), there.get(0), there.get(there.size() - 1))
                        && !saidToo(read, phrase, i - a)) {
                    Token x = there.get(i - a);
                    return new Contrast(statement.substring(w.start(), w.end()), evidence.substring(x.start(), x.end()));
                }
            }
        }
        return reversed;
    }

    /** The tokens without the "of" of "out of": "out of stock" says "out" as "in stock" says "in". */
    private static List<Token> outOf(List<Token> tokens) {
        List<Token> kept = new java.util.ArrayList<>(tokens.size());
        for (Token t : tokens) {
            if (!(t.key().equals("of") && !kept.isEmpty() && kept.get(kept.size() - 1).key().equals("out"))) {
                kept.add(t);
            }
        }
        return kept;
    }

    /**
     * A passive's agent said as the verb's object: "was acquired by Microsoft" against "acquired Microsoft's gaming
     * unit" says who acquired whom the other way round. The evidence writes the verb straight before the name, and
     * nowhere "by" before the name.
     */
    private static Contrast agentAsObject(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence) {
        for (int i = 1; i + 1 < statementTokens.size(); i++) {
            Token verb = statementTokens.get(i - 1);
            Token agent = statementTokens.get(i + 1);
            if (!statementTokens.get(i).key().equals("by") || verb.kind() != Token.Kind.WORD
                    || agent.kind() != Token.Kind.WORD || !agent.capitalised()) {
                continue;
            }
            Contrast object = null;
            boolean byAgent = false;
            for (int j = 0; j + 1 < sentence.size(); j++) {
                Token before = sentence.get(j);
                Token name = sentence.get(j + 1);
                byAgent |= before.key().equals("by") && name.key().equals(agent.key());
                if (object == null && before.key().equals(verb.key()) && name.key().equals(agent.key())
                        && before.end() <= name.start() && evidence.substring(before.end(), name.start()).isBlank()) {
                    object = new Contrast(statement.substring(verb.start(), nameEnd(statementTokens, i + 1)),
                            evidence.substring(before.start(), nameEnd(sentence, j + 1)));
                }
            }
            if (object != null && !byAgent) {
                return object;
            }
        }
        return null;
    }

    /** Where the name that starts at token {@code from} ends: "Steve Jobs", not "Steve". */
    private static int nameEnd(List<Token> tokens, int from) {
        int i = from;
        while (i + 1 < tokens.size() && tokens.get(i + 1).kind() == Token.Kind.WORD && tokens.get(i + 1).capitalised()) {
            i++;
        }
        return tokens.get(i).end();
    }
}
