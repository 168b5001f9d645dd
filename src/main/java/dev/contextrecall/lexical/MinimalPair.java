package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * Evidence that says the statement in one of its sentences but for one word or a rank: the other fact of the pair
 * ("Она получила Нобелевскую премию по химии" against "... по физике", "the first emperor" against "the second
 * emperor", "the longest river in Europe" against "the second longest river in Europe"). Read per sentence of an
 * evidence window, after {@link Contrast}'s rules that need the words around a slot shared on both sides.
 */
final class MinimalPair {

    /** Hindi's genitive postpositions: "रसायन विज्ञान का नोबेल" binds the word before it to the noun, as "of" does. */
    private static final Set<String> GENITIVES = Set.of("का", "की", "के");

    /** "Also" opening a sentence, folded, in the measured languages that have no function-word list. */
    private static final Set<String> ALSO = Set.of("كما", "ايضا", "ayrıca", "также", "тоже", "επισης", "ademas",
            "tambien", "ebenfalls", "auch", "aussi", "egalement", "anche", "tambem", "ook", "भी");

    /**
     * Words for a share of a whole ("all", "some", "many") in the measured languages with no function-word list,
     * folded: capitalised only where they open a sentence, never a name ("Todos los empleados", "Algunos empleados").
     */
    private static final Set<String> SHARES = Set.of("alle", "einige", "manche", "viele", "wenige", "mehrere",
            "keine", "todos", "todas", "algunos", "algunas", "muchos", "muchas", "pocos", "pocas", "varios", "varias",
            "ninguno", "ninguna", "tous", "toutes", "certains", "certaines", "quelques", "plusieurs", "aucun",
            "aucune", "tutti", "tutte", "alcuni", "alcune", "molti", "molte", "pochi", "poche", "alguns", "algumas",
            "muitos", "muitas", "poucos", "poucas", "sommige", "enkele", "veel", "weinig", "toti", "toate", "unii",
            "unele", "cativa", "cateva", "multi", "multe", "putini", "tum", "butun", "bazi", "bircok", "cogu", "все",
            "некоторые", "многие", "немногие", "несколько", "большинство", "ολοι", "ολες", "ολα", "μερικοι",
            "μερικες", "πολλοι", "πολλες", "λιγοι");

    /** "The world" in the measured languages: no name stands for it ("the busiest in Europe" is not in the world). */
    private static final WordList WORLD = WordList.of("world", "welt", "mundo", "monde", "mondo", "wereld", "lume",
            "мире", "мира", "мир", "κόσμο", "κόσμου", "dünyanın", "dünyada", "thế giới", "दुनिया", "विश्व");

    private MinimalPair() {
    }

    /** The statement's "also" words ({@code also}) or its pronouns, articles and postpositions. */
    static Set<Token> asides(String statement, List<Token> words, String language, boolean also) {
        java.util.Set<Token> aside = new java.util.HashSet<>();
        for (Token t : words) {
            String written = statement.substring(t.start(), t.end());
            if (also ? ALSO.contains(Tokenizer.fold(written))
                    : Pronouns.contains(written.toLowerCase(Locale.ROOT), language)) {
                aside.add(t);
            }
        }
        return aside;
    }

    /** The contrast one sentence of the evidence makes with the statement, or null; {@code window} its sentences. */
    static Contrast in(String statement, List<Token> said, String evidence, List<Token> sentence,
            List<List<Token>> window, Terms terms) {
        List<Token> there = sentence.stream().filter(Token::content).toList();
        Set<String> held = terms.heldBy(evidence, there); // the statement's terms this sentence holds, read once
        // "كما حصلت على ...", "Elle a aussi remporté": an "also" adds the fact to another, and is none itself; nor is
        // a pronoun the evidence says by name
        Set<Token> also = terms.asides(true);
        Set<Token> pronouns = terms.asides(false);
        List<Token> own = also.isEmpty() && pronouns.isEmpty() ? said : said.stream()
                .filter(t -> !also.contains(t) && (held.contains(t.key()) || !pronouns.contains(t))).toList();
        Contrast replaced = replacedBeside(statement, own, evidence, there, held, terms);
        replaced = replaced != null ? replaced : renamedAtEnd(statement, said, evidence, there, held, terms);
        return replaced != null ? replaced
                : Ranked.in(statement, said, evidence, sentence, window, terms::termOf, terms.language);
    }

    /**
     * The statement's words that one evidence sentence lacks, side by side: from {@code p} to {@code q} of its
     * content words, between {@code before} and {@code after} (null at either end of the statement).
     */
    private record Run(String statement, List<Token> said, int p, int q, boolean paired, boolean ordinal) {
        Token before() {
            return p > 0 ? said.get(p - 1) : null;
        }

        Token after() {
            return q < said.size() ? said.get(q) : null;
        }

        /** A common noun or other lower-case word among them, which a name may stand for ("the river": the Rhine). */
        boolean common() {
            return said.subList(p, q).stream().anyMatch(t -> !t.capitalised());
        }

        /** The statement's own characters in the run, past the shared neighbours' (for pairs, which overlap them). */
        String own() {
            int from = before() != null ? Math.max(before().end(), said.get(p).start()) : said.get(p).start();
            int to = after() != null ? Math.min(after().start(), said.get(q - 1).end()) : said.get(q - 1).end();
            return from < to ? statement.substring(from, to) : "";
        }

        String text() {
            Token from = paired && before() != null ? before() : said.get(p);
            Token to = paired && before() == null && after() != null ? after() : said.get(q - 1);
            return statement.substring(from.start(), to.end());
        }
    }

    /**
     * The other fact said in the same words but one: one sentence of the evidence holds every term of the statement
     * but one or two side by side, and next to a word both share, where the statement has those, the evidence has
     * other words ("Нобелевскую премию по химии" against "по физике", "Kimya dalında" against "Fizik dalında").
     * The words around them need not be shared on both sides: a sentence that says all the rest is about the same
     * thing. Where both are shared around the evidence's words, {@link Contrast}'s replaced words alone decide.
     */
    private static Contrast replacedBeside(String statement, List<Token> said, String evidence, List<Token> there,
            Set<String> held, Terms terms) {
        int p = 0;
        while (p < said.size() && held.contains(said.get(p).key())) {
            p++;
        }
        int q = p;
        while (q < said.size() && !held.contains(said.get(q).key())) {
            q++;
        }
        if (p == q || said.subList(q, said.size()).stream().anyMatch(t -> !held.contains(t.key()))
                || said.subList(p, q).stream().anyMatch(t -> t.kind() == Token.Kind.NUMBER
                        || Weekdays.day(statement, t))) {
            return null; // all found, a second gap, a number (Contrast reads numbers) or a day (Weekdays reads it)
        }
        Token first = said.get(p);
        if (p > 0 && q < said.size() && said.get(q).start() <= said.get(p - 1).end()) {
            return null; // only pairs across the join are missing ("年に建"): the evidence puts words in, "年に市によって建"
        }
        Run run = new Run(statement, said, p, q, Contrast.paired(statement, first),
                q - p == 1 && ordinal(statement.substring(first.start(), first.end())));
        // three shared words make the sentence the same fact but for the slot; two, with a rank ("first emperor"), a
        // birth or death, or for its last word ("The team plays in red" against "in blue")
        boolean last = q - p == 1 && q == said.size() && !run.paired();
        boolean life = q - p == 1 && Opposites.lifeEvent(statement.substring(first.start(), first.end())); // "died in"
        if (q - p > widest(run) || said.size() - (q - p) < (run.ordinal() || last || life ? 2 : 3)) {
            return null;
        }
        Contrast found = null; // a slot whose neighbour's own neighbour is the statement's too wins ("نوبل في")
        for (int j = 0; j < there.size(); j++) {
            Contrast c = run.before() != null && there.get(j).key().equals(run.before().key())
                    ? slot(run, evidence, there, j, 1, terms) : null;
            boolean beside = c != null && (p < 2 || j > 0 && there.get(j - 1).key().equals(said.get(p - 2).key()));
            if (c == null && run.after() != null && there.get(j).key().equals(run.after().key())) {
                c = slot(run, evidence, there, j, -1, terms);
                beside = c != null && (q + 1 >= said.size()
                        || j + 1 < there.size() && there.get(j + 1).key().equals(said.get(q + 1).key()));
            }
            if (c != null && Restricted.excepts(there, j, q < said.size() ? said.get(q) : null,
                    p > 0 ? said.get(p - 1) : null)) {
                continue; // "open Monday to Friday, except on public holidays" for "closed on public holidays"
            }
            if (beside) {
                return c;
            }
            found = found != null ? found : c;
        }
        return found;
    }

    /**
     * A name that ends the statement, where one evidence sentence says all the rest and ends its phrase, after the
     * statement's last shared word, with other words: "the longest river in Africa" against "the longest river in
     * the world", "de África" against "del mundo". The function words between may differ, since a common noun takes
     * an article where a name takes none; two of the statement's other words must be content words.
     */
    private static Contrast renamedAtEnd(String statement, List<Token> said, String evidence, List<Token> there,
            Set<String> held, Terms terms) {
        int p = said.size();
        while (p > 0 && !held.contains(said.get(p - 1).key())) {
            p--;
        }
        List<Token> names = said.subList(p, said.size()).stream()
                .filter(t -> !functionWord(statement, t, terms.language)).toList();
        if (p == 0 || said.size() - p > 3 || names.isEmpty()
                || names.stream().anyMatch(t -> t.kind() != Token.Kind.WORD || !t.capitalised()
                        || Weekdays.day(statement, t)) // a day is read with its word and its range (Weekdays)
                || said.subList(0, p).stream().anyMatch(t -> !held.contains(t.key()))
                || said.subList(0, p).stream().filter(t -> !functionWord(statement, t, terms.language)).count() < 2
                || !phrase(statement, said.get(p - 1), said.get(said.size() - 1))) {
            return null;
        }
        for (int j = 0; j < there.size(); j++) {
            if (!there.get(j).key().equals(said.get(p - 1).key())) {
                continue;
            }
            int k = j + 1; // past the evidence's own words, at most three, in one phrase with the shared word
            while (k < there.size() && k - j <= 3 && terms.termOf(there.get(k)) == null
                    && there.get(k).kind() == Token.Kind.WORD && phrase(evidence, there.get(j), there.get(k))) {
                k++;
            }
            boolean ends = k == there.size() || !phrase(evidence, there.get(k - 1), there.get(k));
            if (k > j + 1 && ends && there.subList(j + 1, k).stream()
                    .anyMatch(t -> !functionWord(evidence, t, terms.language))) {
                return new Contrast(statement.substring(names.get(0).start(), said.get(said.size() - 1).end()),
                        evidence.substring(there.get(j + 1).start(), there.get(k - 1).end()));
            }
        }
        return null;
    }

    /** Words, spaces and elisions between two tokens ("fleuve d'Afrique"): one phrase. */
    private static boolean phrase(String text, Token a, Token b) {
        return Contrast.oneSlot(text.replace('\'', ' ').replace('’', ' '), a, b);
    }

    /** A function word of English or of a Latin-script language the detector knows ("the", "de", "del"). */
    private static boolean functionWord(String text, Token t, String language) {
        String word = text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT);
        return StopWords.contains(word, language) || LatinLanguages.functionWord(word);
    }

    private static int widest(Run run) {
        return run.paired() ? Unspaced.widest(run.own()) : 2;
    }

    /**
     * The evidence's words in the run's place, after (step 1) or before (step -1) the shared neighbour at {@code j},
     * when they are one slot of other words: not a name for the statement's common word (but for "the world", which no
     * name stands for: "the busiest in Europe", its article left out), not a pronoun, article or
     * postposition on either side ("Она" and "Мария", "उनका" and "का"), not closed by the other
     * neighbour (then both sides are shared, and Contrast decides), a word for a word or two, with the same function
     * words after the neighbour ("по химии", "по физике"; not "in his time", "in the world"). Before a shared word,
     * only a word written onto it ("chemistry department", "Kimya dalında") or bound to it by a genitive ("भौतिकी
     * का नोबेल") counts, since "won the" and "awarded the" name the same act.
     */
    private static Contrast slot(Run run, String evidence, List<Token> there, int j, int step, Terms terms) {
        // at most as many words as the statement's ("физике" of "по физике в 1903 году"), and one of the two sides
        // one word: two for two is as often a phrase said otherwise ("began singing", "discovered her voice")
        int start = j + step; // past an article between the slot and the neighbour after it ("Todos los empleados")
        if (step < 0 && !run.paired() && start > 0 && terms.termOf(there.get(start)) == null
                && Pronouns.all(evidence, List.of(there.get(start)), terms.language)) {
            start += step;
        }
        if (step > 0 && start < there.size() && Negation.ONLY.contains(there.get(start).key())) {
            start += step; // "aperto solo a cena": the slot is past "only"
        }
        int end = slotEnd(evidence, there, start, step, run.paired() ? widest(run) : run.q() - run.p(),
                terms::termOf, run.ordinal());
        int from = Math.min(start, end - step);
        int to = Math.max(start, end - step);
        if (end == start || from > to || from < 0 || to >= there.size()) { // no word of its own in the slot
            return null;
        }
        List<Token> words = there.subList(from, to + 1);
        // a postposition or article at the slot's far end belongs to the phrase beyond it ("1903 में | भौतिकी का")
        while (words.size() > 1 && Pronouns.all(evidence, List.of(words.get(step > 0 ? words.size() - 1 : 0)),
                terms.language)) {
            words = step > 0 ? words.subList(0, words.size() - 1) : words.subList(1, words.size());
        }
        Token other = step > 0 ? run.after() : run.before();
        boolean closed = other != null && end >= 0 && end < there.size() && there.get(end).key().equals(other.key());
        boolean figureBeyond = run.paired() && !closed && end >= 0 && end < there.size()
                && there.get(end).kind() == Token.Kind.NUMBER;
        if (other != null && (!near(there, end, step, other) || figureBeyond)) {
            // the statement goes on with a word the evidence says elsewhere: another clause, not a slot; in pairs,
            // a figure between the slot and the other neighbour says more ("1958年12月に" for "1958年に")
            return null;
        }
        Token neighbour = there.get(j);
        String said = step > 0 ? Contrast.gap(run.statement(), run.before(), run.said().get(run.p()))
                : Contrast.gap(run.statement(), run.said().get(run.q() - 1), run.after());
        String instead = step > 0 ? Contrast.gap(evidence, neighbour, words.get(0))
                : Contrast.gap(evidence, words.get(words.size() - 1), neighbour);
        said = Pronouns.without(said, terms.language); // "Tutti i dipendenti" and "Alcuni dipendenti"
        instead = withoutOnly(Pronouns.without(instead, terms.language)); // "open only for dinner": "for lunch"
        boolean world = WORLD.has(run.statement(), run.said().get(run.p())); // "in the world", "in Europe": no article
        said = world && said.replaceFirst("\\s*\\S+$", "").equals(instead) ? instead : said;
        boolean placed = said.equals(instead) && (step > 0 || said.isEmpty() || GENITIVES.contains(said)
                || words.size() == 1 && run.q() - run.p() == 1 && Opposites.lifeEvents(
                        run.statement().substring(run.said().get(run.p()).start(), run.said().get(run.p()).end()),
                        evidence.substring(words.get(0).start(), words.get(0).end())));
        if (run.p() == 0 && words.get(0) != there.get(0)) {
            return null; // the statement's opening word against a word inside the evidence's sentence: said otherwise
        }
        if (closed || run.common() && !world && words.stream().anyMatch(t -> t.capitalised()
                && !SHARES.contains(Tokenizer.fold(evidence.substring(t.start(), t.end()))))
                || Pronouns.all(run.statement(), run.said().subList(run.p(), run.q()), terms.language)
                || Pronouns.all(evidence, words, terms.language)
                || !run.paired() && Math.min(run.q() - run.p(), words.size()) != 1 || !placed
                || !Contrast.oneSlot(evidence, words.get(0), words.get(words.size() - 1))) {
            return null;
        }
        Token a = run.paired() && step > 0 ? neighbour : words.get(0);
        Token b = run.paired() && step < 0 ? neighbour : words.get(words.size() - 1);
        String put = !run.paired() ? "" : step > 0 ? evidence.substring(neighbour.end(), b.end())
                : evidence.substring(a.start(), neighbour.start());
        boolean more = !run.own().isEmpty() && (step > 0 ? put.startsWith(run.own()) : put.endsWith(run.own()))
                && !Negation.unspaced(put);
        if (run.paired() && (more || Unspaced.particlesOnly(run.own(), put))) {
            return null; // "人です" and "人である": the same fact in another style; "1958年" of "1958年12月に": more
        }
        return new Contrast(run.text(), evidence.substring(a.start(), b.end()));
    }

    /** A gap without its "only" words: they narrow the slot's words and do not place them elsewhere. */
    private static String withoutOnly(String gap) {
        return java.util.Arrays.stream(gap.split(" ")).filter(w -> !Negation.ONLY.contains(Tokenizer.fold(w)))
                .collect(java.util.stream.Collectors.joining(" "));
    }

    /**
     * From {@code from} in direction {@code step}, past at most {@code widest} content words that are neither the
     * statement's nor numbers (but for an ordinal in the place of the statement's, "second" for "first"): the index
     * after the last of them (before it, going left).
     */
    private static int slotEnd(String evidence, List<Token> there, int from, int step, int widest,
            Function<Token, String> termOf, boolean ordinal) {
        int k = from;
        while (k >= 0 && k < there.size() && Math.abs(k - from) < widest && termOf.apply(there.get(k)) == null
                && (there.get(k).kind() != Token.Kind.NUMBER
                        || ordinal && ordinal(evidence.substring(there.get(k).start(), there.get(k).end())))) {
            k += step;
        }
        return k;
    }

    /**
     * Whether the evidence has the statement's other neighbour just past the slot, from {@code end} on in direction
     * {@code step}, with at most two other words between ("उन्होंने 1903 में भौतिकी में", where the statement has
     * "उन्होंने रसायन विज्ञान में"); not "Trump signed an executive order ... he gave the pen" for "Trump
     * afterwards gave him the pen".
     */
    private static boolean near(List<Token> there, int end, int step, Token other) {
        for (int k = end, seen = 0; k >= 0 && k < there.size() && seen <= 3; k += step, seen++) {
            if (there.get(k).key().equals(other.key())) {
                return true;
            }
        }
        return false;
    }

    /** "first", "last", "second", "3rd": a rank, in English. */
    static boolean ordinal(String word) {
        return word.equalsIgnoreCase("first") || word.equalsIgnoreCase("last") || Tokenizer.ordinal(word);
    }

    /**
     * Whether a capitalised word opening a statement can be its subject's name: not a pronoun ("Она"), a function
     * word of a measured language ("También") or an "also" ("Ayrıca").
     */
    static boolean subject(String statement, Token t, String language) {
        String written = statement.substring(t.start(), t.end());
        return !Pronouns.all(statement, List.of(t), language) && !ALSO.contains(Tokenizer.fold(written))
                && !LatinLanguages.functionWord(written.toLowerCase(Locale.ROOT));
    }
}
