package dev.contextrecall.lexical;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A word's negative written with a prefix is that word denied: "invalid" is "not valid", "unavailable" is "not
 * available", "unbekannt" is "nicht bekannt", "impossible" is "pas possible", "неизвестный" is "не известный". Read
 * both ways by {@link Terms}: a denied statement's word is held by its prefixed negative, which is then the evidence's
 * negation too; a statement's prefixed negative is held by its word with a negation right before it.
 */
final class PrefixNegation {

    /** The negating prefixes of each measured language that writes them onto a word; English where none is given. */
    private static final Map<String, List<String>> PREFIXES = Map.of(
            "en", List.of("non", "dis", "un", "in", "im", "il", "ir"), "de", List.of("un"), "nl", List.of("on"),
            "fr", List.of("in", "im", "il", "ir"), "es", List.of("des", "in", "im"), "it", List.of("in", "im", "il", "ir"),
            "pt", List.of("des", "in", "im"), "ro", List.of("ne"), "ru", List.of("не"));

    /**
     * Words that begin with a prefix's letters but are no denial of the rest ("invaluable" is very valuable,
     * "discover" is no "not cover", "unless" no "not less"), folded and stemmed as keys are.
     */
    private static final Set<String> NOT_DENIALS = Stemmer.keys(Set.of("invaluable", "inflammable", "infamous",
            "discover", "discovered", "discharge", "discharged", "dispatch", "dispatched", "distract", "distress",
            "impress", "impressed", "imprint", "improve", "improved", "discount", "discounted", "insight", "instance",
            "inhabit", "inhabited", "unravel", "disclose", "disclosed", "dissolve", "dissolved", "install",
            "installed", "impound", "irradiate", "unless", "understand", "undergo", "inverse", "impart", "dispense",
            // a verb's un- undoes the act rather than denying it: "uncovered the story" is no "did not cover it"
            "uncover", "uncovered", "unveil", "unveiled", "unfold", "unfolded", "unpack", "unpacked", "unload",
            "unloaded", "unleash", "unleashed", "unearth", "unearthed", "unplug", "unplugged", "unwrap", "unwrapped",
            "undress", "undressed", "unsettle", "unsettled", "unlock", "unlocked", "undo", "undone"));

    /** Letters of the rest at the least, as stemmed: "unsaf" of "unsafe", "untru"; fewer make words ("until"). */
    private static final int SHORTEST_REST = 3;

    private static final Set<String> LONGER_REST = Set.of("in", "im", "il", "ir", "dis", "des");

    private static final int NEGATION_BEFORE = 3;

    private PrefixNegation() {
    }

    /** The word a key denies with its prefix ("valid" of "invalid"), or null. */
    static String base(String key, String language) {
        if (NOT_DENIALS.contains(key)) {
            return null;
        }
        for (String prefix : PREFIXES.getOrDefault(language == null ? "en" : language, List.of())) {
            int rest = key.length() - prefix.length();
            // "in", "dis" and their kin take a longer rest: "inform", "import", "dismiss" are words of their own
            if (key.startsWith(prefix) && rest >= (LONGER_REST.contains(prefix) ? SHORTEST_REST + 2 : SHORTEST_REST)) {
                return key.substring(prefix.length());
            }
        }
        return null;
    }

    /** Marks the statement's terms that a window says with a prefix or a negation in their place. */
    static void found(Terms terms, SupportFinder.Window w, BitSet found) {
        for (int i = found.nextClearBit(0); i < terms.keys.size(); i = found.nextClearBit(i + 1)) {
            String key = terms.keys.get(i);
            String base = terms.isNumber.get(i) ? null : base(key, terms.language);
            if (terms.negated && !terms.isNumber.get(i) && saidIn(terms, w, s -> prefixedIn(key, s, terms.language))
                    || base != null && saidIn(terms, w, s -> deniedIn(base, s))
                    || Negation.cue(key) && denies(terms, w)) { // "nicht" of "nicht bekannt", said by "unbekannt"
                found.set(i);
            }
        }
    }

    /** Whether a denied statement's word stands in the window as its prefixed negative: the window's negation. */
    static boolean denies(Terms terms, SupportFinder.Window w) {
        if (!terms.negated || w == null) {
            return false;
        }
        for (int i = 0; i < terms.keys.size(); i++) {
            String key = terms.keys.get(i);
            if (!terms.isNumber.get(i) && saidIn(terms, w, s -> prefixedIn(key, s, terms.language))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a contrast puts a statement's prefixed negative against its word ("insensitive", "sensitive") where the
     * evidence was found to deny that word: the same fact said with a negation.
     */
    static boolean heldDenied(Contrast c, Terms terms, BitSet found) {
        List<String> said = uncued(Tokenizer.tokens(c.said(), terms.language), terms.language);
        List<Token> insteadTokens = Tokenizer.tokens(c.instead(), terms.language);
        List<String> instead = uncued(insteadTokens, terms.language);
        int i = said.size() == 1 ? terms.keys.indexOf(said.get(0)) : -1;
        if (i < 0 || !found.get(i) || instead.size() > 1) {
            return false;
        }
        String other = instead.isEmpty() ? null : instead.get(0);
        String s = said.get(0);
        boolean cued = insteadTokens.stream().anyMatch(t -> Negation.cue(t.key()));
        // "nicht" alone for "unbekannt", its cue; "non-native" for a denied "not native", the prefix its negation
        return other == null ? cued && base(s, terms.language) != null
                : same(base(s, terms.language), other) || same(base(other, terms.language), s)
                        || terms.negated && cued && other.equals(s);
    }

    /** The keys of a text's words but its negation cues and function words: "nicht bekannt" is "bekannt". */
    private static List<String> uncued(List<Token> tokens, String language) {
        return tokens.stream().map(Token::key).filter(k -> !k.isEmpty() && !k.equals("n") && !Negation.cue(k)
                && !StopWords.contains(k, language)).toList();
    }

    /** The same key, but for an e the stemmer keeps on a short word only ("safe" and "unsaf"). */
    private static boolean same(String a, String b) {
        return a != null && b != null && (a.equals(b) || (a + "e").equals(b) || a.equals(b + "e"));
    }

    private static boolean prefixedIn(String key, List<Token> sentence, String language) {
        return sentence.stream().anyMatch(t -> t.key().length() > key.length() && same(key, base(t.key(), language)));
    }

    /**
     * Whether a reading holds in a sentence of the window that holds two other terms of the statement (one of a
     * statement of two), and as many as any other sentence of it: a word denied of nothing the statement names ("P
     * is not equal to NP" for "proving these classes unequal") is no evidence of it, nor one denied of another part
     * ("It is not available in the free plan" after "The endpoint is available in the Pro plan", for "unavailable in
     * the Pro plan"). The reading is tried first, as it rarely holds: the terms are counted only where it does.
     */
    private static boolean saidIn(Terms terms, SupportFinder.Window w, Predicate<List<Token>> reading) {
        List<List<Token>> sentences = w.sentences();
        for (List<Token> s : sentences) {
            if (reading.test(s)) {
                // two of the others at the least where it has two ("plan" alone does not say "the endpoint in the
                // Pro plan")
                int needed = Math.max(sentences.stream().mapToInt(x -> held(terms, x)).max().orElse(0),
                        Math.max(1, Math.min(2, terms.keys.size() - 1)));
                if (held(terms, s) >= needed) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many of the statement's terms a sentence holds. */
    private static int held(Terms terms, List<Token> sentence) {
        return (int) sentence.stream().filter(t -> t.content() && terms.holds(t)).map(Token::key).distinct().count();
    }

    /** Whether the word stands in the tokens with a negation at most three words before it: "is not available". */
    private static boolean deniedIn(String base, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (same(tokens.get(i).key(), base) && Negation.within(tokens, Math.max(0, i - NEGATION_BEFORE), i)) {
                return true;
            }
        }
        return false;
    }
}
