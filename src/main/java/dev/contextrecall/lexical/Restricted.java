package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement's scope said otherwise in one evidence sentence: an exception to a statement said of all ("open
 * every day" against "open every day except Sunday"), or "only" one thing where the evidence lists another with it
 * ("available only on iOS" against "available on iOS and Android"). One of {@link Contrast}'s ways.
 */
final class Restricted {

    private Restricted() {
    }

    /** Words that open an exception, in the measured languages written with spaces. */
    static final Set<String> EXCEPT = folded("except", "excluding", "außer", "ausgenommen", "excepto",
            "salvo", "sauf", "hormis", "tranne", "eccetto", "exceto", "behalve", "uitgezonderd", "кроме", "hariç",
            "ngoài", "εκτός", "باستثناء", "عدا", "सिवाय", "excepția");

    /**
     * Whether an exception a few content words either side of index j names one of the statement's words beside its
     * own: "open Monday to Friday, except on public holidays" says "closed on public holidays", "täglich außer
     * sonntags geöffnet" says "sonntags geschlossen", the opposite excepted.
     */
    static boolean excepts(List<Token> there, int j, Token... beside) {
        for (int k = Math.max(0, j - 6); k + 1 < there.size() && k <= j + 6; k++) {
            Token excepted = there.get(k + 1); // or past a short word: "excepto los lunes", "außer am Montag"
            Token past = k + 2 < there.size() && excepted.key().length() <= 3 ? there.get(k + 2) : excepted;
            if (EXCEPT.contains(there.get(k).key()) && java.util.Arrays.stream(beside).anyMatch(b -> b != null
                    && (b.key().equals(excepted.key()) || b.key().equals(past.key())))) {
                return true;
            }
        }
        return false;
    }

    /** "And" between two members of a list, in the measured languages written with spaces (as keys). */
    static final Set<String> AND = folded("and", "und", "y", "e", "et", "и", "ve", "và", "και", "en", "și", "şi",
            "और", "dan");

    /** "Only", as {@link Negation} reads it after a negation. */
    private static final Set<String> ONLY = folded("only", "nur", "solo", "sólo", "solamente", "únicamente",
            "seulement", "uniquement", "soltanto", "apenas", "somente", "alleen", "slechts", "doar", "numai", "только",
            "лишь", "μόνο", "sadece", "yalnızca", "chỉ", "केवल", "सिर्फ", "فقط");

    /** The words as token keys, folded and, for content words, stemmed: compared with keys, nothing is copied. */
    private static Set<String> folded(String... words) {
        Set<String> keys = new java.util.HashSet<>();
        for (String w : words) {
            String folded = Tokenizer.fold(w.toLowerCase(Locale.ROOT));
            keys.add(folded);
            keys.add(Tokenizer.word(folded, 0, folded.length()).key());
        }
        return Set.copyOf(keys);
    }

    /** Content words after "only" that it may be about. */
    private static final int SCOPE = 4;

    /**
     * Words that make a statement universal, which an exception contradicts ("open every day", "all plans",
     * "available worldwide"); without one, an exception only says more ("open to cars except during storms").
     */
    private static final Set<String> UNIVERSAL = folded("all", "every", "each", "any", "always", "daily",
            "worldwide", "everywhere", "everyone", "everybody", "everything", "alle", "allen", "jeden", "jede",
            "jedes", "jeder", "immer", "täglich", "weltweit", "überall", "todos", "todas", "cada", "siempre",
            "diariamente", "tous", "toutes", "chaque", "toujours", "quotidiennement", "partout", "tutti", "tutte",
            "ogni", "sempre", "ovunque", "elke", "elk", "altijd", "dagelijks", "overal", "toți", "toate", "fiecare",
            "mereu", "все", "всех", "каждый", "каждую", "каждое", "каждом", "каждого", "всегда", "ежедневно",
            "везде", "όλοι", "όλες", "όλα", "κάθε", "πάντα", "her", "tüm", "bütün", "herkes", "daima", "mọi", "tất",
            "हर", "सभी", "كل", "جميع", "دائما");

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        if (statementTokens.stream().anyMatch(t -> EXCEPT.contains(t.key()))) {
            return null;
        }
        boolean universal = statementTokens.stream().anyMatch(t -> UNIVERSAL.contains(t.key()));
        Contrast c = universal ? exception(evidence, sentence, terms, statement, statementTokens) : null;
        c = c != null ? c : excepted(statement, statementTokens, evidence, sentence, terms);
        c = c != null ? c : oneOfMany(statement, statementTokens, evidence, sentence);
        c = c != null || !universal ? c : threshold(statement, statementTokens, evidence, sentence, terms);
        c = c != null ? c : Unlimited.in(statement, statementTokens, evidence, sentence, terms);
        return c != null ? c : widened(statement, statementTokens, evidence, sentence, terms);
    }

    /** Words before a figure that bound it where the tokenizer does not ("ab 50 Euro", "more than", "plus de"). */
    private static final Set<String> THRESHOLD = folded("ab", "superior", "superiores", "supérieur", "supérieure",
            "supérieurs", "supérieures", "superiore", "superiori", "acima", "inferior", "inferiores", "inférieur",
            "inférieure", "inférieurs", "inférieures", "inferiore", "inferiori", "abaixo", "more", "less", "mehr",
            "weniger", "más", "menos", "plus", "moins", "più", "meno", "mais", "boven", "onder", "άνω", "πάνω",
            "κάτω");

    /**
     * The statement's word said of all ("free on all orders", "todos los pedidos") that the evidence says only above or
     * below a figure the statement does not have ("orders over $50", "Bestellungen ab 50 Euro").
     */
    private static Contrast threshold(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, Terms terms) {
        for (int i = 0; i + 1 < sentence.size(); i++) {
            Token word = sentence.get(i);
            // said once: not "Every employee gets 25 days, and employees over 50 get 30"
            String term = terms.holds(word) ? terms.termOf(word) : null;
            boolean once = term != null && sentence.stream().noneMatch(t -> t != word && term.equals(terms.termOf(t)));
            String all = word.kind() == Token.Kind.WORD && once
                    ? saidOfAll(statement, statementTokens, word, terms) : null;
            boolean from = false;
            for (int k = i + 1; all != null && k < Math.min(sentence.size(), i + 5); k++) {
                Token t = sentence.get(k);
                if (t.kind() == Token.Kind.NUMBER) {
                    String key = t.key();
                    boolean bounded = from || key.endsWith(">") || key.endsWith("<");
                    if (bounded && !terms.holds(t)) {
                        return new Contrast(all, evidence.substring(word.start(), t.end()));
                    }
                    break;
                }
                if (t.content() && !THRESHOLD.contains(t.key()) && !LatinLanguages.functionWord(t.key()) && !from) {
                    break; // "orders ship within 50 days": the figure is another part's; "άνω των 50": an article
                }
                from |= THRESHOLD.contains(t.key());
            }
            Token figure = all == null ? null : figureBefore(sentence, i);
            if (figure != null && !terms.holds(figure)) {
                return new Contrast(all, evidence.substring(figure.start(), word.end()));
            }
        }
        return null;
    }

    /**
     * Hindi and Turkish words after a figure that make it a threshold: "500 रुपये से अधिक के ऑर्डर", "50 TL üzeri
     * siparişler" ("orders over 500 rupees", "over 50 lira").
     */
    private static final Set<String> AFTER = folded("अधिक", "ज़्यादा", "ज्यादा", "ऊपर", "कम", "üzeri", "üstü",
            "fazla", "altı");

    /**
     * The figure that a threshold after it puts before the word at {@code i}, past a unit, what it measures and
     * postpositions; or null.
     */
    private static Token figureBefore(List<Token> sentence, int i) {
        boolean after = false;
        for (int k = i - 1, units = 0; k >= Math.max(0, i - 6); k--) {
            Token t = sentence.get(k);
            if (t.kind() == Token.Kind.NUMBER) {
                return after ? t : null;
            }
            after |= AFTER.contains(t.key());
            units += AFTER.contains(t.key()) || t.key().length() <= 1 ? 0 : 1; // "के", "से": one letter as keys
            if (units > 2) { // "50 वर्ष से अधिक उम्र के": a unit and what it measures
                return null;
            }
        }
        return null;
    }

    /**
     * The statement's word for {@code word} with the universal word right before it ("all orders", "todos los
     * pedidos"), as the statement writes them; or null.
     */
    private static String saidOfAll(String statement, List<Token> statementTokens, Token word, Terms terms) {
        String term = terms.termOf(word);
        for (int i = 0; i < statementTokens.size(); i++) {
            if (!term.equals(terms.termOf(statementTokens.get(i)))) {
                continue;
            }
            for (int j = i - 1; j >= Math.max(0, i - 2); j--) {
                if (UNIVERSAL.contains(statementTokens.get(j).key())) {
                    return statement.substring(statementTokens.get(j).start(), statementTokens.get(i).end());
                }
            }
        }
        return null;
    }

    /** "Only" and the words that say one alone: "the sole survivor", "el único puente", "le seul pont". */
    private static final Set<String> ALONE = folded("sole", "single", "unique", "único", "única", "seul", "seule",
            "unico", "unica", "einzige", "einziger", "einzigen", "einziges", "enige", "единственный",
            "единственная", "единственное", "μοναδικός", "μοναδική", "μοναδικό", "singur", "singura", "tek");

    /**
     * The statement's one thing alone ("the only bridge", "the sole survivor") that the evidence calls one of a set
     * ("one of three bridges", "uno de los puentes"): the word alone says is the next content word, in either's form.
     */
    private static Contrast oneOfMany(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence) {
        for (int i = 0; i + 1 < statementTokens.size(); i++) {
            Token alone = statementTokens.get(i);
            String written = Tokenizer.fold(statement.substring(alone.start(), alone.end()));
            if (!ONLY.contains(alone.key()) && !ALONE.contains(alone.key()) && !ALONE.contains(written)) {
                continue;
            }
            Token word = statementTokens.get(i + 1);
            for (int j = 0; word.content() && word.kind() == Token.Kind.WORD && j < sentence.size(); j++) {
                int one = Counted.in(word.key(), Set.of(sentence.get(j).key())) ? oneOf(evidence, sentence, j) : -1;
                if (one >= 0) {
                    return new Contrast(statement.substring(alone.start(), word.end()),
                            evidence.substring(one, sentence.get(j).end()));
                }
            }
        }
        return null;
    }

    /**
     * One of the statement's words named in the evidence's exception, the sentence saying all the rest of the
     * statement up to the exception's clause end: "open on Mondays" against "open every day except Mondays". Not where
     * a word of the statement is missing there ("closed on Mondays" may say the same thing, or a clause after the
     * exception: "except on Mondays, when it is closed").
     */
    private static Contrast excepted(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, Terms terms) {
        for (int i = 0; i + 1 < sentence.size(); i++) {
            if (!EXCEPT.contains(sentence.get(i).key())) {
                continue;
            }
            int end = i + 1;
            while (end < sentence.size()
                    && (end == i + 1 || Contrast.oneSlot(evidence, sentence.get(end - 1), sentence.get(end)))) {
                end++; // the exception's clause: "außer montags geöffnet", up to a comma
            }
            Set<String> there = terms.termsIn(sentence.subList(0, end));
            if (statementTokens.stream().filter(Token::content).anyMatch(t -> !there.contains(terms.termOf(t)))) {
                continue;
            }
            // the excepted words: the phrase after it, up to a few content words ("except Mondays and holidays")
            for (int k = i + 1, seen = 0; k < end && seen < SCOPE; k++) {
                Token t = sentence.get(k);
                boolean word = t.content() && !LatinLanguages.functionWord(t.key()); // not "los" of "excepto los lunes"
                seen += word ? 1 : 0;
                String term = word ? terms.termOf(t) : null;
                Token said = term == null ? null
                        : statementTokens.stream().filter(s -> term.equals(terms.termOf(s))).findFirst().orElse(null);
                if (said != null) {
                    return new Contrast(statement.substring(said.start(), said.end()),
                            evidence.substring(sentence.get(i).start(), t.end()));
                }
            }
        }
        return null;
    }

    /**
     * An exception right after one of the statement's words, about a thing the statement does not name: "every day
     * except Sunday" for "every day".
     */
    private static Contrast exception(String evidence, List<Token> sentence, Terms terms, String statement,
            List<Token> statementTokens) {
        for (int i = 1; i + 1 < sentence.size(); i++) {
            if (!EXCEPT.contains(sentence.get(i).key())) {
                continue;
            }
            Token before = sentence.get(i - 1);
            int k = i + 1; // "except for Sunday", "except the free plan"
            while (k < sentence.size() && (!sentence.get(k).content()
                    || Pronouns.all(evidence, List.of(sentence.get(k)), terms.language)
                    || LatinLanguages.functionWord(sentence.get(k).key()))) {
                k++; // an article: "sauf le dimanche", "except on Sundays"
            }
            if (k == sentence.size() || !before.content() || !terms.holds(before) || terms.holds(sentence.get(k))
                    || !Contrast.oneSlot(evidence.replace(',', ' '), before, sentence.get(i))) {
                continue;
            }
            Token said = statementTokens.stream().filter(t -> t.key().equals(terms.termOf(before))).findFirst()
                    .orElse(null);
            if (said != null) {
                return new Contrast(statement.substring(said.start(), said.end()),
                        evidence.substring(before.start(), sentence.get(k).end()));
            }
        }
        return null;
    }

    /**
     * "Only" before one of the statement's words, which the evidence lists with another it does not have: "only on
     * iOS" against "on iOS and Android".
     */
    private static Contrast widened(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, Terms terms) {
        if (sentence.stream().anyMatch(t -> ONLY.contains(t.key()))) {
            return null;
        }
        for (int i = 0; i < statementTokens.size(); i++) {
            if (!ONLY.contains(statementTokens.get(i).key())) {
                continue;
            }
            // the word "only" is about, among the next few ("only on iOS", "solo está disponible en iOS")
            // or the word just before it: "accepts cards only"
            for (int m = i > 0 ? i - 1 : i + 1, seen = 0; m < statementTokens.size() && seen < SCOPE;
                    m = m == i - 1 ? i + 1 : m + 1) {
                Token only = statementTokens.get(m);
                seen += only.content() && m > i ? 1 : 0;
                for (int j = 0; only.content() && j < sentence.size(); j++) {
                    Token other = sentence.get(j).key().equals(only.key()) ? listedWith(evidence, sentence, j, terms)
                            : null;
                    if (other != null) {
                        Token first = other.start() < sentence.get(j).start() ? other : sentence.get(j);
                        Token last = first == other ? sentence.get(j) : other;
                        Token from = m < i ? only : statementTokens.get(i);
                        Token to = m < i ? statementTokens.get(i) : only;
                        return new Contrast(statement.substring(from.start(), to.end()),
                                evidence.substring(first.start(), last.end()));
                    }
                }
            }
        }
        return null;
    }

    /** "One of", in the measured languages written with spaces, a few words at most before a word of a set. */
    private static final java.util.regex.Pattern ONE_OF = java.util.regex.Pattern.compile(
            "(?iu)(?<!\\p{L})(?:one|uno|una|un|une|um|uma|één|ein|eine|einer|eines|einem|один|одна|одно|ένα|ένας|μία|μια)"
                    + "\\s+(?:of|de|des|dei|degli|delle|dos|das|van|der|из|από)(?!\\p{L})[^.;:!?]{0,40}$");

    /**
     * Where the evidence says the token at {@code j} is one of a set ("one of three bridges", "uno de los puentes"),
     * which the statement's "only" denies; -1 where it does not.
     */
    private static int oneOf(String evidence, List<Token> sentence, int j) {
        int from = sentence.get(Math.max(0, j - 6)).start();
        java.util.regex.Matcher one = ONE_OF.matcher(evidence.substring(from, sentence.get(j).start()));
        return one.find() ? from + one.start() : -1;
    }

    /** A word the statement lacks, listed with the token at {@code j} by "and" on either side; or null. */
    private static Token listedWith(String evidence, List<Token> sentence, int j, Terms terms) {
        for (int step : new int[] { 1, -1 }) {
            int a = j + step;
            if (a < 0 || a >= sentence.size() || !AND.contains(sentence.get(a).key())) {
                continue;
            }
            int b = a + step;
            while (b >= 0 && b < sentence.size() && !sentence.get(b).content()) {
                b += step; // an article: "admins and the editors"
            }
            if (b >= 0 && b < sentence.size() && sentence.get(b).kind() == Token.Kind.WORD
                    && !terms.holds(sentence.get(b))) {
                return sentence.get(b);
            }
        }
        return null;
    }
}
