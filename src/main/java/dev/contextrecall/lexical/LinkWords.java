package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import dev.contextrecall.lexical.detect.LatinLanguages;
import dev.contextrecall.lexical.numbers.NumberWords;

/** Words that link a word and a name or figure (prepositions): "born in Paris", "fondée en 1998", "родился в Москве". */
final class LinkWords {

    private LinkWords() {
    }

    /**
     * Russian and Greek words that place a name (prepositions, with Greek's article joined on), as keys spell them;
     * the Latin-script languages' are their function words.
     */
    private static final Set<String> LINKS = Set.of("в", "во", "на", "из", "с", "со", "у", "к", "по", "под", "над",
            "при", "о", "об", "от", "до", "за", "το", "σε", "στο", "στη", "στην", "στον", "στα", "στις", "στους", "απο",
            "με", "για", "προς");

    /**
     * The slots of a change, each a fact of its own: "rose by 12%" its amount, "rose to 5 billion" its level, "rose
     * from 3 billion" its start (German "um", "auf", "von").
     */
    private static final List<Set<String>> CHANGE_SLOTS = List.of(Set.of("by", "um"), Set.of("to", "auf"),
            Set.of("from", "von"));

    /** Whether two link words name two slots of a change: "by" and "to" are never one place read loosely. */
    static boolean otherSlotOfChange(String a, String b) {
        for (Set<String> slot : CHANGE_SLOTS) {
            if (slot.contains(a) != slot.contains(b)
                    && CHANGE_SLOTS.stream().anyMatch(s -> s != slot && (s.contains(a) || s.contains(b)))) {
                return true;
            }
        }
        return false;
    }

    /** A function word written small that links a word and a name (a preposition): "în", "la", "στην", "в". */
    static boolean is(Token t) {
        return t.kind() == Token.Kind.WORD && !t.capitalised() && linking(t.key());
    }

    /**
     * Whether the statement says its link word before said[i] also before the evidence's x, another word: the
     * evidence's link word before x is then that one (Greek "το", an article and "in" before a year).
     */
    static boolean saidBefore(List<Token> said, int i, Token x) {
        for (int k = 1; k < said.size(); k++) {
            if (k != i && said.get(k).key().equals(x.key()) && said.get(k - 1).key().equals(said.get(i - 1).key())
                    && !said.get(i).key().equals(x.key())) {
                return true;
            }
        }
        return false;
    }

    /** Whether a key is a link word's, however the word is written: "En semaine" opens with one. */
    static boolean linking(String key) {
        return LINKS.contains(key) || LatinLanguages.functionWord(key);
    }

    /**
     * Whether the evidence says m right after the statement's word, with another link word than the statement's
     * between: "trabaja para Google en Madrid" for "trabaja en Google", where "en" is followed by another name.
     */
    static boolean byOther(Token word, Token m, List<SupportFinder.Window> windows) {
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            for (int j = 0; j + 2 < there.size(); j++) {
                if (there.get(j).key().equals(word.key()) && is(there.get(j + 1))
                        && there.get(j + 2).key().equals(m.key())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The word that places evidence token j: the one before it, or, past a place and its link words, the verb before
     * those ("murió en Passy en 1934" places "en 1934" by "murió").
     */
    static Token placing(List<Token> there, int j) {
        int k = j - 1;
        while (k > 0 && (there.get(k).kind() == Token.Kind.WORD && there.get(k).capitalised()
                || is(there.get(k)) && there.get(k + 1).capitalised())) {
            k--;
        }
        return there.get(k);
    }

    /**
     * Whether the word placing the evidence's link word at j is another common word than the statement's
     * {@code anchor}, and not one word the anchor says before it: "öffnet werktags um 7 Uhr" places "um 7 Uhr" by
     * "öffnet". Not in a part that leaves out its verb ({@link #elided}).
     */
    static boolean placedOtherwise(String text, List<Token> there, int j, Token anchor, Predicate<Token> inStatement,
            List<Token> said, String language) {
        if (j == 0) {
            return false;
        }
        boolean qualifier = j >= 2 && there.get(j - 2).key().equals(anchor.key()) && !there.get(j - 1).capitalised();
        return otherWord(placing(there, j), anchor) && !qualifier && !elided(text, there, j, inStatement)
                || fronted(text, there, j, anchor, said, language);
    }

    /**
     * Whether the link word at j opens a part, its figure next, whose own subject and verb after the figure place it
     * and not the statement's anchor: "published in 1958, and in 1965 it was translated" places "in 1965" by
     * "translated".
     */
    private static boolean fronted(String text, List<Token> there, int j, Token anchor, List<Token> said,
            String language) {
        if (j + 1 >= there.size() || !cut(text, there, j, PART_END) && !Restricted.AND.contains(there.get(j - 1).key())
                || !opensClause(text, there, j + 1, said, language)) {
            return false;
        }
        for (int k = j + 2; k < there.size() && !cut(text, there, k, PART_END); k++) {
            if (there.get(k).key().equals(anchor.key())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a clause of its own opens after the evidence's figure at k: a subject pronoun, an article or "was", then
     * in the same part a word the statement does not say, and none it says past its first ("in 1965 it was
     * translated", "und 1965 wurde er übersetzt"; not "in 2007 the team won it again" for "won the title in 2007").
     */
    static boolean opensClause(String text, List<Token> there, int k, List<Token> said, String language) {
        String first = text.substring(there.get(k).end()).strip().split("[\\s,;.!?。]", 2)[0];
        if (there.get(k).kind() != Token.Kind.NUMBER
                || !Swapped.ANY_ARTICLES.contains(first) && !Swapped.BE.contains(first)
                && !Clauses.subject(first, language)) {
            return false;
        }
        List<String> keys = said.stream().map(Token::key).toList();
        boolean own = false;
        for (int n = k + 1; n < there.size() && !cut(text, there, n, SENTENCE_PART_END); n++) {
            Token t = there.get(n);
            if (t.kind() != Token.Kind.WORD || !Character.isLetter(t.key().charAt(0)) || linking(t.key())) {
                continue; // a figure, a unit ("%") or a function word
            }
            int at = keys.indexOf(t.key());
            if (at > 0) {
                return false;
            }
            own |= at < 0;
        }
        return own;
    }

    /**
     * Whether the link word at j stands in a part after a comma that says no word but the statement's: its verb is
     * left out ("fährt um 8 Uhr ab, der Zug nach München um 9 Uhr", "sale a las 9, el tren a Sevilla a las 11"), not
     * "a w 1965 roku została przetłumaczona".
     */
    private static boolean elided(String text, List<Token> there, int j, Predicate<Token> inStatement) {
        int from = j;
        while (from > 0 && !cut(text, there, from, PART_END)) {
            from--;
        }
        if (from == 0 || !cut(text, there, from, COMMA)) {
            return false;
        }
        for (int k = from; k < there.size() && (k == from || !cut(text, there, k, PART_END)); k++) {
            Token t = there.get(k);
            if (t.kind() == Token.Kind.WORD && !inStatement.test(t) && !is(t) && !Restricted.AND.contains(t.key())) {
                return false;
            }
        }
        return true;
    }

    /** What ends a part of a sentence; the same with the full stop of text written without spaces; a comma. */
    private static final java.util.regex.Pattern PART_END = java.util.regex.Pattern.compile("[,;.!?]");
    private static final java.util.regex.Pattern SENTENCE_PART_END = java.util.regex.Pattern.compile("[,;.!?。]");
    private static final java.util.regex.Pattern COMMA = java.util.regex.Pattern.compile("[,;]");

    /** Whether the text between evidence tokens k - 1 and k holds one of the given marks. */
    private static boolean cut(String text, List<Token> there, int k, java.util.regex.Pattern marks) {
        int start = there.get(k).start();
        return marks.matcher(text).region(Math.min(there.get(k - 1).end(), start), start).find();
    }

    /**
     * Whether the evidence's word before a link word is another common word than the statement's {@code anchor}: the
     * link word then places another fact's figure ("cotée en bourse en 2005"), where after a figure, a name or "and"
     * it places a part that leaves out its verb ("y la versión 3 en 2008").
     */
    private static boolean otherWord(Token before, Token anchor) {
        return !before.key().equals(anchor.key()) && before.kind() == Token.Kind.WORD && !before.capitalised()
                && !is(before) && !Restricted.AND.contains(before.key());
    }

    /** A gap less the "is" or "are" that opens it before one link word: "are in" is "in". */
    static String copulaLeft(String gap) {
        return gap.replaceFirst("^(?i:is|are|was|were) (?=\\p{L}+$)", "");
    }

    /**
     * The word to read the link word before the statement's name or figure at i with, or null: a common word before a
     * figure ("fondée en 2005" is not said by "fondée en 1998 et cotée en bourse en 2005"), a figure before a name
     * ("fundada en 1998 en Madrid" by "fundada en 1998 en Sevilla y se trasladó a Madrid"), where the evidence holds
     * it. A common word before a name is read by {@link Misplaced}'s other verb; a figure before a figure is a list.
     */
    static Token anchor(List<Token> said, int i, Predicate<Token> found) {
        Token word = i >= 2 && is(said.get(i - 1)) && found.test(said.get(i - 2)) ? said.get(i - 2) : null;
        boolean common = word != null && word.kind() == Token.Kind.WORD && !word.capitalised();
        return word == null ? null : said.get(i).kind() == Token.Kind.NUMBER ? common ? word : null
                : word.kind() == Token.Kind.NUMBER ? word : null;
    }

    /**
     * Whether the evidence says the statement's figure m after "and" and the statement's own link words, later in the
     * sentence of token x: a part that leaves out its verb ("lasts up to 18 hours of video and up to 10 hours of web
     * browsing" for "lasts up to 10 hours", "is 40% for some and 20% for others" for "is 20%"; Spanish "y hasta 10
     * horas", its link word a term). Its verb's auxiliary is left out with the verb.
     */
    static boolean repeatedAfter(String text, List<Token> there, int x, Token m, Token before, String gap,
            List<Token> statement, String language) {
        if (m.kind() != Token.Kind.NUMBER || gap.isEmpty() && !is(before)) {
            return false;
        }
        for (int k = x + 1; k < there.size(); k++) {
            String between = Contrast.gap(text, there.get(k - 1), there.get(k));
            if (between.matches(".*[;.!?].*")) {
                return false;
            }
            String[] words = (between.replaceFirst("^,\\s*", "and ") + " ").split(" ", 2);
            String link = words.length < 2 ? "" : words[1].strip(); // "and up to 10", or "and 20" for "is 20"
            boolean said = gap.isEmpty() ? k >= 2 && there.get(k - 1).key().equals(before.key()) && between.isEmpty()
                    && Restricted.AND.contains(there.get(k - 2).key()) // a link word kept as a term: "y hasta 10"
                    : Restricted.AND.contains(words[0]) && (link.equals(gap)
                            || link.equals(StopWords.withoutAuxiliaries(gap)));
            if (Misplaced.same(m, there.get(k)) && said) {
                return !opensClause(text, there, k, statement, language); // not "and in 1965 it was translated"
            }
        }
        return false;
    }

    /** A gap before a figure without its closing approximation or "only": "takes about two", "by only 30". */
    static String roundedOff(String gap) {
        int cut = gap.lastIndexOf(' ');
        String last = Tokenizer.fold(gap.substring(cut + 1));
        boolean rounded = NumberWords.approximation(last) || Negation.ONLY.contains(last);
        return rounded ? gap.substring(0, Math.max(cut, 0)) : gap;
    }

    /**
     * A name m, not found, after the statement's word (and a link word of its own that is a term, not found either),
     * where the evidence has after that word a link word of its own and another name: "s-a născut în Iași" against
     * "s-a născut la Botoșani" ("în" is an English function word, "la" a Romanian term).
     */
    static Contrast afterOtherLink(String statement, Token before, Token m, Token word, String evidence,
            List<Token> there, Predicate<Token> inStatement) {
        for (int j = 0; j + 2 < there.size(); j++) {
            Token other = there.get(j + 1);
            Token x = there.get(j + 2);
            if (there.get(j).key().equals(word.key()) && LinkWords.is(other) && !inStatement.test(other)
                    && Contrast.sameKind(m, x) && !inStatement.test(x) && Contrast.oneSlot(evidence, there.get(j), x)) {
                return new Contrast(statement.substring((before == word ? m : before).start(), m.end()),
                        evidence.substring(other.start(), Misplaced.nameEnd(evidence, there, j + 2, inStatement)));
            }
        }
        return null;
    }
}
