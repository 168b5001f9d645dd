package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.ibm.icu.text.BreakIterator;

import dev.contextrecall.lexical.numbers.NumberWords;

/**
 * Splits a reference answer into sentences in code, the same way every time, for the {@code sentences}
 * algorithm. Sentence ends are those of Unicode text segmentation (UAX #29, ICU4J's {@link BreakIterator} for the
 * language: 。！？ end a sentence with no space after them, । and ؟ end one, closing quotes and brackets stay with
 * it), less the full stops that do not end a sentence: abbreviations (ours and ICU's per-language lists),
 * initials, decimals, and ordinals in the languages that write them with a full stop. Thai, which has no end mark,
 * ends a sentence at a space between Thai words. List items and line breaks end a sentence too (a line that starts
 * in lower case continues the one before).
 */
public final class SentenceSplitter {

    private static final Set<String> ABBREVIATIONS = Set.of(
            "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "ft", "vs", "etc", "e.g", "i.e", "cf", "al",
            "inc", "ltd", "co", "corp", "bros", "no", "nos", "fig", "figs", "vol", "p", "pp", "ch", "sec", "approx",
            "est", "dept", "univ", "gen", "gov", "sen", "rep", "lt", "col", "capt", "sgt", "cmdr", "adm", "rev",
            "hon", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
            "u.s", "u.k", "u.n", "a.m", "p.m", "ph.d", "b.a", "m.a", "b.sc", "m.sc", "d.c", "op", "ed", "eds",
            // "Alleyne v. United States", "c. 800 AD": law reports and dates before a capital or a digit
            "v", "c", "ca");

    /**
     * Those of them that end a sentence as words of another measured language, where they are no abbreviation but
     * before a figure ("No. 5", "Op. 27"): "op." ends a Dutch sentence ("richtte het op."), "est." a French one
     * ("à l'est."), "no." and "mar." a Spanish one, "sec." and "sept." a French one, "sen." a Turkish one.
     */
    private static final Set<String> WORDS_ELSEWHERE = Set.of("no", "nos", "op", "est", "mar", "sec", "sept", "sen",
            "jan");

    /** A list marker at the start of a line: "-", "*", "•", "1.", "2)", "a)", "(iv)". */
    private static final Pattern LIST_MARKER = Pattern.compile(
            "^\\s*(?:[-*•·‣◦]|\\(?\\d{1,3}[.)]|\\(?[a-zA-Z][)]|\\([ivxlcdm]+\\))\\s+");

    /** Initials written without spaces: "J.F", "T.C", "U.S.A", "d.C" (the token before the last full stop). */
    private static final Pattern DOTTED_INITIALS = Pattern.compile("\\p{L}(?:\\.\\p{L})+");

    /**
     * An end mark, any closing quotes or brackets (French puts a space before »: « Non. »), then white space: a
     * possible sentence end that UAX #29 (rule SB8) passes over when a number or a bracket comes before the next,
     * lower-case, word ("... physicians. 7 to 10 percent ...", "... 2000 yılında ...", "Party. () is ..."). The
     * checks below decide, as for ICU's boundaries.
     */
    private static final Pattern END_BEFORE_SPACE = Pattern.compile("[.!?…]+(?:[\"'”’»)\\]]|\\s+»)*\\s+");

    /**
     * White space between two Thai letters. Thai has no end mark: a space between Thai words ends a sentence (or a
     * clause), while the spaces around numbers, in Thai digits too, and foreign words inside a sentence ("ในปี 1889
     * มี", "ในปี ๑๘๘๙"), after the abbreviation mark ฯ ("กรุงเทพฯ ก่อตั้ง") and before an abbreviation ("ในปี พ.ศ.
     * 2325") do not.
     */
    private static final Pattern THAI_SPACE = Pattern.compile(
            "(?<=[\\p{IsThai}&&[^\\u0E50-\\u0E59\\u0E2F]])\\s+(?=[\\p{IsThai}&&[^\\u0E50-\\u0E59]])"
                    + "(?!\\p{IsThai}{1,3}\\.)");

    /** Thai letters and marks at most in a run between spaces opening a block that is a name's part, no sentence. */
    private static final int SHORTEST_THAI_SENTENCE = 5;

    /** A quotation introduced by a colon or comma ("कहा, \"...\"", "sagte: „...“"), at most 400 characters long. */
    private static final Pattern QUOTATION = Pattern.compile(
            "[:,،]\\s*(\"[^\"\\n]{1,400}\"|“[^“”\\n]{1,400}”|„[^„“”\\n]{1,400}[“”]|«[^«»\\n]{1,400}»|「[^「」\\n]{1,400}」)");

    /** Closing quotes and brackets that may stand between the end mark and the boundary. */
    private static final String CLOSERS = "\"'”’»›)]}」』）］】〕〉》";

    private SentenceSplitter() {
    }

    /** The sentences of {@code text}, its language guessed from its script. */
    public static List<String> split(String text) {
        return split(text, null);
    }

    /** The sentences of {@code text} in {@code language} (a BCP 47 tag; null or blank: guessed from the script). */
    public static List<String> split(String text, String language) {
        List<String> sentences = new ArrayList<>();
        if (text == null) {
            return sentences;
        }
        SentenceRules rules = SentenceRules.of(Languages.of(language, text));
        for (String block : blocks(text)) {
            splitBlock(block, rules, sentences);
        }
        return sentences;
    }

    /**
     * Lines joined into blocks: a blank line, a list item or a line starting in upper case (or a script without
     * case) begins a new one; a line starting in lower case, or with a number after a line that does not end a
     * sentence ("compressed O\n2"), continues the one before.
     */
    private static List<String> blocks(String text) {
        List<String> blocks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.replace("\r\n", "\n").replace('\r', '\n').split("\n")) {
            String trimmed = line.strip();
            Matcher marker = LIST_MARKER.matcher(line);
            boolean listItem = marker.find();
            boolean continues = !trimmed.isEmpty() && !listItem && (Character.isLowerCase(trimmed.codePointAt(0))
                    || Character.isDigit(trimmed.codePointAt(0)) && current.length() > 0 && !endsWithEndMark(current));
            if (!continues && current.length() > 0) {
                blocks.add(current.toString());
                current.setLength(0);
            }
            String content = listItem ? line.substring(marker.end()).strip() : trimmed;
            if (!content.isEmpty()) {
                current.append(current.length() > 0 ? " " : "").append(content);
            }
        }
        if (current.length() > 0) {
            blocks.add(current.toString());
        }
        return blocks;
    }

    private static boolean endsWithEndMark(CharSequence text) {
        int i = text.length();
        while (i > 0 && CLOSERS.indexOf(text.charAt(i - 1)) >= 0) {
            i--;
        }
        return i > 0 && ".!?…。！？।॥؟".indexOf(text.charAt(i - 1)) >= 0;
    }

    private static void splitBlock(String block, SentenceRules rules, List<String> out) {
        int start = 0;
        List<int[]> quotations = quotations(block);
        for (int end : boundaries(block, rules)) {
            int boundary = end;
            while (boundary > start && Character.getType(block.charAt(boundary - 1)) == Character.START_PUNCTUATION) {
                boundary--; // UAX #29 counts opening brackets as closing ones: "。”（这是" ends before the （
            }
            if (boundary > start && boundary < block.length() && !inside(quotations, boundary)
                    && endsSentence(block, boundary, rules)) {
                add(block.substring(start, boundary), out);
                start = boundary;
            }
        }
        add(block.substring(start), out);
    }

    /**
     * Quotations that open after a word and a colon or comma and close in the same block (He said, "A. B." Then...):
     * the sentences quoted are part of the sentence that quotes them. Each as [opening, closing] offsets.
     */
    private static List<int[]> quotations(String block) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = QUOTATION.matcher(block);
        while (m.find()) {
            spans.add(new int[] { m.start(1), m.end(1) - 1 });
        }
        return spans;
    }

    private static boolean inside(List<int[]> quotations, int boundary) {
        for (int[] q : quotations) {
            if (boundary > q[0] && boundary <= q[1]) {
                return true;
            }
        }
        return false;
    }

    /** ICU's sentence boundaries for the language, and every end mark before white space. */
    private static TreeSet<Integer> boundaries(String block, SentenceRules rules) {
        TreeSet<Integer> boundaries = new TreeSet<>();
        BreakIterator sentences = BreakIterator.getSentenceInstance(rules.locale());
        sentences.setText(block);
        for (int b = sentences.next(); b != BreakIterator.DONE; b = sentences.next()) {
            boundaries.add(b);
        }
        Matcher end = END_BEFORE_SPACE.matcher(block);
        while (end.find()) {
            boundaries.add(end.end());
        }
        if (rules.language().equals("th")) {
            Matcher space = THAI_SPACE.matcher(block);
            int name = 0; // where the short words opening the block end: a name's parts ("มารี กูรี ได้รับ...")
            while (space.find()) {
                int word = space.start();
                while (word > 0 && !Character.isWhitespace(block.charAt(word - 1))) {
                    word--;
                }
                if (word <= name && block.codePointCount(word, space.start()) <= SHORTEST_THAI_SENTENCE) {
                    name = space.end();
                } else {
                    boundaries.add(space.end());
                }
            }
        }
        return boundaries;
    }

    /** Whether a boundary inside the block (after the end mark, closers and spaces) really ends a sentence. */
    private static boolean endsSentence(String block, int boundary, SentenceRules rules) {
        int mark = boundary;
        while (mark > 0 && Character.isWhitespace(block.charAt(mark - 1))) {
            mark--;
        }
        boolean spaced = mark < boundary;
        while (mark > 0 && CLOSERS.indexOf(block.charAt(mark - 1)) >= 0) {
            mark--;
        }
        if (mark == 0) {
            return false;
        }
        int next = block.codePointAt(boundary);
        if (Character.isLowerCase(next)) {
            return false; // "e.g. the", "approx. ten", "Yahoo! is": a sentence does not start in lower case
        }
        if (Character.getType(next) == Character.FINAL_QUOTE_PUNCTUATION) {
            return false; // a closing quote after a space: « Non. »
        }
        if (block.charAt(mark - 1) != '.') {
            return true;
        }
        if (!spaced || rules.fullStopIsNotDot()) {
            return false; // "U.S.A", "新建.桥梁": a full stop ends a sentence before a space; Hindi ends them with ।
        }
        int dot = mark - 1;
        if (dot > 0 && block.charAt(dot - 1) == '.') {
            // A run of full stops ("г..", "т. д..", "..."): the abbreviation's stop and the sentence's. It ends the
            // sentence, except after our English abbreviations, where the splitter has always read it as one
            // abbreviation ("Irving Cummings Jr.. George"); the English dev set keeps splitting as it did.
            while (dot > 0 && block.charAt(dot - 1) == '.') {
                dot--;
            }
            return !ABBREVIATIONS.contains(wordBefore(block, dot).toLowerCase(Locale.ROOT));
        }
        String word = wordBefore(block, dot);
        boolean initials = word.length() == 1 && Character.isUpperCase(word.charAt(0))
                || DOTTED_INITIALS.matcher(word).matches();
        if (initials) {
            // an initial ("J. R. R. Tolkien"), initials run together ("J.F. Lawton", "T.C. Sports Club", "d.C."); but
            // a name goes on with a name, not a function word: "Washington, D.C. The", "World War I. On 1 March"
            int start = dot - word.length();
            return (start == 0 || Character.isWhitespace(block.charAt(start - 1)))
                    && opensWithFunctionWord(block, boundary); // not a unit's letter: "19.2°E. This"
        }
        if (rules.ordinalDot() && word.length() <= 2 && !word.isEmpty() && word.chars().allMatch(Character::isDigit)) {
            return false; // an ordinal: "am 12. Mai", "im 18. Jahrhundert"
        }
        boolean english = rules.language().isEmpty() || rules.language().equals("en");
        String lower = word.toLowerCase(Locale.ROOT);
        if (ABBREVIATIONS.contains(lower) && (english || Character.isDigit(next) || !WORDS_ELSEWHERE.contains(lower))) {
            return false;
        }
        if (Character.isDigit(next) && NumberWords.approximation(Tokenizer.fold(word))) {
            return false; // "aprox. 3 millones", "cca. 1,7": the figure's "about", in any language
        }
        if (rules.language().equals("ru") && (lower.equals("г") || lower.equals("гг"))
                && afterFigure(block, dot - word.length()) && opensWithRussianFunctionWord(block, boundary)) {
            return true; // "основана в 1998 г. В ней": not "В 1955 г. Королёв основал", where a name goes on
        }
        return !rules.isAbbreviation(block, dot);
    }

    /** Whether the text at {@code at} starts with a Russian function word or pronoun: "В", "Он", "Это". */
    private static boolean opensWithRussianFunctionWord(String block, int at) {
        String next = wordAt(block, at).toLowerCase(Locale.ROOT);
        return RUSSIAN_OPENERS.contains(next) || Pronouns.contains(next, "ru");
    }

    /** Prepositions, conjunctions and pointing words a Russian sentence opens with; pronouns are {@link Pronouns}. */
    private static final java.util.Set<String> RUSSIAN_OPENERS = java.util.Set.of("в", "во", "на", "с", "со", "к", "по",
            "за", "из", "от", "до", "после", "при", "для", "это", "этот", "эта", "эти", "тогда", "там", "здесь", "так",
            "но", "и", "а", "однако", "также", "затем", "позже", "когда", "как", "уже", "через");

    /** Whether a figure and a space stand right before {@code start}: "1998 г.", "1941–1945 гг.". */
    private static boolean afterFigure(String block, int start) {
        return start >= 2 && Character.isWhitespace(block.charAt(start - 1))
                && Character.isDigit(block.charAt(start - 2));
    }

    /** Whether the text at {@code at} starts with a capitalised English function word of two letters or more. */
    private static boolean opensWithFunctionWord(String block, int at) {
        String next = wordAt(block, at);
        return next.length() > 1 && Character.isUpperCase(next.charAt(0))
                && StopWords.contains(next.toLowerCase(Locale.ROOT));
    }

    /** The letters that start at {@code at}. */
    private static String wordAt(String block, int at) {
        int end = at;
        while (end < block.length() && Character.isLetter(block.charAt(end))) {
            end++;
        }
        return block.substring(at, end);
    }

    /** The token ending at the full stop, inner dots kept ("U.S", "e.g"). */
    static String wordBefore(String block, int dot) {
        int i = dot;
        while (i > 0 && (Character.isLetterOrDigit(block.charAt(i - 1)) || block.charAt(i - 1) == '.'
                || Character.getType(block.charAt(i - 1)) == Character.NON_SPACING_MARK)) {
            i--;
        }
        return block.substring(i, dot);
    }

    private static void add(String sentence, List<String> out) {
        String s = sentence.strip();
        if (s.codePoints().anyMatch(Character::isLetterOrDigit)) {
            out.add(s);
        }
    }
}
