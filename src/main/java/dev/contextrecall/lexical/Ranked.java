package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A rank the evidence gives and the statement does not: one of {@link MinimalPair}'s ways. */
final class Ranked {

    private Ranked() {
    }

    /**
     * A rank the statement does not give, before its own superlative: "the second longest river" against "the
     * longest river" (English ordinals, "2nd", "second-largest", "third most visited").
     */
    static Contrast in(String statement, List<Token> said, String evidence, List<Token> sentence,
            List<List<Token>> window, Function<Token, String> termOf, String language) {
        Contrast english = english(statement, said, evidence, sentence, termOf);
        Contrast ranked = english != null || language == null || !MOST.containsKey(language) ? english
                : inserted(statement, said, evidence, sentence, termOf, MOST.get(language));
        String superlative = ranked == null ? null : superlativeKey(statement, said, ranked);
        // the window's other sentence may say it unranked: "The Pacific is the largest ocean. The Atlantic is the
        // second largest."
        return ranked == null || window.stream().anyMatch(s -> saidUnranked(said, superlative, evidence, s, termOf,
                language)) ? null : ranked;
    }

    /**
     * Whether one clause of the sentence holds every word of the statement and no figure or rank it lacks: "The Nile
     * is the longest river in the world" of "The Nile is the longest river in the world; the Amazon is the second
     * longest", where the rank is another clause's. Or whether a clause with no rank, figure or name the statement
     * lacks, nor a word of its own before the superlative, says its superlative with a word of the statement the
     * ranked clause lacks, the two together holding every word: "the largest by volume" of "The Amazon is the second
     * largest river by length and the largest by volume". A clause ends at punctuation, a sentence end ("।", "。") or
     * "and".
     */
    private static boolean saidUnranked(List<Token> said, String superlative, String evidence, List<Token> sentence,
            Function<Token, String> termOf, String language) {
        Set<String> wanted = said.stream().map(Token::key).collect(Collectors.toSet());
        List<Set<String>> unranked = new java.util.ArrayList<>();
        List<Set<String>> ranked = new java.util.ArrayList<>();
        Set<String> held = new java.util.HashSet<>();
        boolean other = false;
        boolean named = false;
        for (int k = 0; k <= sentence.size(); k++) {
            if (k == sentence.size() || k > 0 && (CLAUSE_END.matcher(evidence.substring(Math.min(sentence.get(k - 1)
                    .end(), sentence.get(k).start()), sentence.get(k).start())).find() // Chinese pairs overlap: no gap
                    || Restricted.AND.contains(sentence.get(k).key()) && !superlativeNext(evidence, sentence, k))) {
                if (!other && held.containsAll(wanted)) {
                    return true;
                }
                if (other) {
                    ranked.add(Set.copyOf(held));
                } else if (!named) { // a clause with a subject of its own is another's: "the Nile is the largest"
                    unranked.add(Set.copyOf(held));
                }
                held.clear();
                other = false;
                named = false;
            }
            if (k < sentence.size()) {
                Token t = sentence.get(k);
                String term = termOf.apply(t);
                if (term != null) {
                    held.add(term);
                }
                other |= term == null && (t.kind() == Token.Kind.NUMBER || ordinal(evidence, t));
                // a name, or any word of its own before the superlative, in scripts without capitals too: "गंगा ... सबसे
                // लंबी", "长江是中国最长的"
                named |= term == null && t.kind() == Token.Kind.WORD && (t.capitalised() && k > 0
                        || !held.contains(superlative) && t.content() && !Parallel.function(evidence, t, language));
            }
        }
        for (Set<String> own : unranked) {
            for (Set<String> rank : ranked) {
                Set<String> both = new java.util.HashSet<>(own);
                both.addAll(rank);
                if (own.contains(superlative) && both.containsAll(wanted)
                        && own.stream().anyMatch(w -> wanted.contains(w) && !rank.contains(w))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a superlative follows the "and" at k, which then joins two of one noun ("the largest and deepest
     * ocean"), not two clauses ("... in the world and the Congo is ...").
     */
    private static boolean superlativeNext(String evidence, List<Token> sentence, int k) {
        Token next = k + 1 < sentence.size() ? sentence.get(k + 1) : null;
        return next != null && Superlatives.form(evidence.substring(next.start(), next.end()).toLowerCase(Locale.ROOT));
    }

    /** Clause ends, a sentence end inside a window of a script without case among them ("।", "。"). */
    private static final Pattern CLAUSE_END = Pattern.compile("[;,:—–()।。！？；，]");

    private static Contrast english(String statement, List<Token> said, String evidence, List<Token> sentence,
            Function<Token, String> termOf) {
        for (int k = 0; k + 1 < sentence.size(); k++) {
            Token x = sentence.get(k);
            String rank = evidence.substring(x.start(), x.end()).toLowerCase(Locale.ROOT);
            if (x.kind() != Token.Kind.NUMBER || termOf.apply(x) != null
                    || !MinimalPair.ordinal(rank) || rank.equals("first") || rank.equals("last")) {
                continue;
            }
            Token y = sentence.get(k + 1);
            boolean most = (y.key().equals("most") || y.key().equals("least")) && k + 2 < sentence.size();
            Token word = most ? sentence.get(k + 2) : y;
            String surface = evidence.substring(word.start(), word.end()).toLowerCase(Locale.ROOT);
            boolean superlative = most || Superlatives.form(surface);
            String term = word.content() ? termOf.apply(word) : null;
            String between = evidence.substring(x.end(), y.start());
            if (!superlative || term == null || !(between.equals(" ") || between.equals("-"))) {
                continue;
            }
            for (int i = 0; i < said.size(); i++) {
                if (said.get(i).key().equals(term) && (i == 0 || said.get(i - 1).kind() != Token.Kind.NUMBER)) {
                    int from = most ? statement.lastIndexOf(' ', Math.max(0, said.get(i).start() - 2)) + 1
                            : said.get(i).start();
                    return new Contrast(statement.substring(from, said.get(i).end()),
                            evidence.substring(x.start(), word.end()));
                }
            }
        }
        return null;
    }

    /** Ordinals of the other measured languages from "second" on, folded: the rank before a superlative. */
    private static final Set<String> ORDINALS = Tokenizer.folded("segundo", "segunda", "tercer", "tercero", "tercera",
            "cuarto", "cuarta", "deuxième", "second", "seconde", "troisième", "quatrième", "secondo", "seconda",
            "terzo", "terza", "terceiro", "terceira", "doilea", "doua", "treilea", "treia", "второй", "вторая",
            "второе", "третий", "третья", "третье", "δεύτερος", "δεύτερη", "δεύτερο", "τρίτος", "τρίτη", "τρίτο",
            "ikinci", "üçüncü", "dördüncü", "ثاني", "ثالث", "الثاني", "الثالث", "दूसरा", "दूसरी", "दूसरे", "तीसरा",
            "तीसरी", "तीसरे");

    /** The words that make the next one a superlative, by language ("más grande", "cel mai mare", "en büyük"). */
    private static final Map<String, Set<String>> MOST = Map.of("es", Tokenizer.folded("más"),
            "fr", Tokenizer.folded("plus"), "it", Tokenizer.folded("più"), "pt", Tokenizer.folded("mais"),
            "ro", Tokenizer.folded("cel", "mai"), "tr", Tokenizer.folded("en"), "hi", Tokenizer.folded("सबसे"),
            "el", Tokenizer.folded("πιο"), "ru", Set.of(), "ar", Set.of());

    /** Superlatives written without such a word ("el segundo mayor", "o segundo maior"). */
    private static final Set<String> SUPERLATIVES = Tokenizer.folded("mayor", "menor", "mejor", "peor", "maior",
            "melhor", "pior", "meilleur", "meilleure", "maggiore", "minore", "migliore", "peggiore");

    /** Superlative endings: Russian "крупнейший", Greek "μεγαλύτερο" (also its comparative). */
    private static final Pattern SUPERLATIVE_FORM = Pattern.compile(".*(?:еиш|аиш).*|.*τερ(?:ος|η|ο|οι|ες|α|ου|ων|ης)");

    /**
     * The same, in the other measured languages, where the rank is a word the statement does not have: "el
     * segundo más grande" against "el más grande", "le deuxième plus grand", "второй крупнейший", "ثاني أكبر",
     * "दूसरा सबसे बड़ा", "ikinci en büyük" and "en büyük ikinci". Not a rank before a common noun ("su segundo hijo"
     * says which son, not another fact of the same words).
     */
    private static Contrast inserted(String statement, List<Token> said, String evidence, List<Token> sentence,
            Function<Token, String> termOf, Set<String> most) {
        if (said.stream().anyMatch(t -> ordinal(statement, t))) {
            return null;
        }
        for (int k = 0; k < sentence.size(); k++) {
            Token x = sentence.get(k);
            if (!ordinal(evidence, x) || termOf.apply(x) != null) {
                continue;
            }
            int from = k + 1; // "segundo más grande": past the words that make a superlative
            while (from < sentence.size() && from <= k + 2 && most.contains(word(evidence, sentence.get(from)))) {
                from++;
            }
            boolean marked = from > k + 1;
            String own = from < sentence.size() && (marked || superlative(evidence, sentence.get(from)))
                    ? phrase(statement, said, termOf.apply(sentence.get(from)), most) : null;
            if (own != null) {
                return new Contrast(own, evidence.substring(x.start(), sentence.get(from).end()));
            }
            // Turkish also puts the rank after the superlative: "en büyük ikinci"
            own = k >= 2 && most.contains(word(evidence, sentence.get(k - 2)))
                    ? phrase(statement, said, termOf.apply(sentence.get(k - 1)), most) : null;
            if (own != null) {
                return new Contrast(own, evidence.substring(sentence.get(k - 2).start(), x.end()));
            }
        }
        return null;
    }

    /** The ordinals' first three letters: a token whose key starts otherwise is read no further (most are). */
    private static final Set<String> ORDINAL_STARTS = ORDINALS.stream().map(o -> o.substring(0, 3))
            .collect(Collectors.toUnmodifiableSet());

    private static boolean ordinal(String text, Token t) {
        return t.key().length() >= 3 && ORDINAL_STARTS.contains(t.key().substring(0, 3))
                && ORDINALS.contains(word(text, t));
    }

    private static boolean superlative(String text, Token t) {
        String word = word(text, t);
        return SUPERLATIVES.contains(word) || SUPERLATIVE_FORM.matcher(word).matches()
                || text.startsWith("أ", t.start()); // Arabic's elative: "أكبر", "أطول"
    }

    /**
     * The statement's superlative of that term with the words before it that make it one ("más grande"), as it
     * writes them; null where the statement does not say the term as a superlative ("un museo grande").
     */
    private static String phrase(String statement, List<Token> said, String term, Set<String> most) {
        for (int i = 0; term != null && i < said.size(); i++) {
            if (term.equals(said.get(i).key())) {
                int first = i;
                while (first > 0 && i - first < 2 && most.contains(word(statement, said.get(first - 1)))) {
                    first--;
                }
                if (first < i || superlative(statement, said.get(i))) {
                    return statement.substring(said.get(first).start(), said.get(i).end());
                }
            }
        }
        return null;
    }

    /** The key of the statement's superlative the contrast names: its last word ("más grande": "grande"). */
    private static String superlativeKey(String statement, List<Token> said, Contrast ranked) {
        int end = statement.indexOf(ranked.said()) + ranked.said().length();
        return said.stream().filter(t -> t.end() == end).map(Token::key).findFirst().orElse(null);
    }

    /** A token's text, folded. */
    private static String word(String text, Token t) {
        return Tokenizer.fold(text.substring(t.start(), t.end()));
    }

}
