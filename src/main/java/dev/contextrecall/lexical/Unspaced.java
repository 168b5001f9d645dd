package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.contextrecall.lexical.numbers.ChineseNumerals;
import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * Text in scripts written without spaces between words (Chinese, Japanese): a run of such letters is read as
 * overlapping pairs of characters (a character with its combining marks), the usual way to match these scripts
 * without a dictionary. Chinese numerals in the run are numbers, and an approximation just before a number ("约",
 * "大约", "約") is not a word: "长城全长约21196公里" and "长城全长21196.18公里" share their words.
 */
final class Unspaced {

    private static final List<String> APPROXIMATIONS = List.of("大约", "大概", "约为", "约有", "およそ", "約", "约", "近");

    private Unspaced() {
    }

    static boolean isUnspaced(int cp) {
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || cp == 'ー' || cp == '々';
    }

    /**
     * Adds the tokens of the run [start, end) of {@code text} to {@code out}; true when the run ends with an
     * approximation, so that the number after it is approximate.
     */
    static boolean tokens(String text, int start, int end, List<Token> out) {
        int from = start;
        Token last = out.isEmpty() ? null : out.get(out.size() - 1);
        long big = ChineseNumerals.bigUnit(text.charAt(start));
        boolean adjacent = last != null && last.kind() == Token.Kind.NUMBER && text.substring(last.end(), start).isBlank();
        if (adjacent && big > 0) {
            out.remove(out.size() - 1); // "2.1万": one figure
            out.add(composed(text, out, new Token(NumberWords.counted(last.key(), big), last.start(), start + 1,
                    Token.Kind.NUMBER, false), big));
            from++;
        } else if (adjacent && "十百千".indexOf(text.charAt(start)) >= 0 && last.key().matches("[1-9]")) {
            int j = start; // "2千万" is 二千万: the digit read with the numerals after it
            while (j < end && ChineseNumerals.isNumeral(text.charAt(j))) {
                j++;
            }
            String value = ChineseNumerals.value("一二三四五六七八九".charAt(last.key().charAt(0) - '1') + text.substring(start, j));
            if (value != null) {
                out.remove(out.size() - 1);
                long unit = Math.max(1, ChineseNumerals.countingUnit(text.charAt(j - 1))); // "1千": a thousand to the thousand
                long count = Long.parseLong(value);
                String key = count % unit == 0 ? NumberWords.counted(String.valueOf(count / unit), unit) : value;
                out.add(composed(text, out, new Token(key, last.start(), j, Token.Kind.NUMBER, false), unit));
                from = j;
            }
        }
        from = adjacent && from == start ? UnspacedUnits.after(text, start, end, out) : from; // "333メートル"
        boolean approximate = false;
        int segment = from;
        int i = from;
        while (i < end) {
            if (ChineseNumerals.isNumeral(text.charAt(i))) {
                int j = i;
                while (j < end && ChineseNumerals.isNumeral(text.charAt(j))) {
                    j++;
                }
                String value = ChineseNumerals.value(text.substring(i, j));
                value = value != null || j - i > 1 || j >= end ? value : ChineseNumerals.counted(
                        i > 0 ? text.charAt(i - 1) : ' ', text.charAt(i), text.charAt(j));
                value = value != null || text.charAt(i) != '一' || j - i > 1 ? value
                        : UnspacedUnits.halfOfTime(text, j, end) ? "1" : null; // "一个半小时": an hour and a half
                if (value != null) {
                    approximate = segment(text, segment, i, out);
                    long unit = ChineseNumerals.countingUnit(text.charAt(j - 1)); // "两万一千": to the thousand, as "2万1千"
                    if (unit > 1 && Long.parseLong(value) % unit == 0) {
                        value = NumberWords.counted(String.valueOf(Long.parseLong(value) / unit), unit);
                    }
                    out.add(Tokenizer.number(value, i, j, approximate));
                    approximate = false;
                    segment = UnspacedUnits.after(text, j, end, out); // "两个小时"
                    j = segment;
                }
                i = j;
            } else {
                i++;
            }
        }
        return segment(text, segment, end, out);
    }

    /**
     * The figure {@code low} joined to the one just before it when that one ends in a larger unit, as figures are
     * written in Chinese and Japanese ("2万1196" is 21,196, "1億2000万" 120,000,000); removes that one from {@code
     * out}. {@code unit} is the unit {@code low} is counted in (1 for plain digits).
     */
    static Token composed(String text, List<Token> out, Token low, long unit) {
        Token high = out.isEmpty() ? null : out.get(out.size() - 1);
        char after = high == null ? 0 : text.charAt(high.end() - 1);
        if (high == null || high.kind() != Token.Kind.NUMBER || high.end() != low.start()
                || ChineseNumerals.countingUnit(after) <= unit
                || unit == 1 && ChineseNumerals.bigUnit(after) == 0) { // "2千5" may be 2,500 or 2,005: left apart
            return low;
        }
        String sum = NumberWords.add(high.key(), low.key());
        if (sum == null) {
            return low;
        }
        out.remove(out.size() - 1);
        return new Token(sum, high.start(), low.end(), Token.Kind.NUMBER, false);
    }

    /**
     * Each figure written just after "約" or "大约" read to its last non-zero digit once composed across its units:
     * "約1億2千万" is 120 million to ten million, as "about 120 million" is, not to the million its last part gives.
     */
    static void approximated(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.NUMBER) {
                continue;
            }
            int tilde = t.key().indexOf('~');
            String value = tilde < 0 ? t.key() : t.key().substring(0, tilde);
            if (!value.matches("\\d+") || APPROXIMATIONS.stream()
                    .noneMatch(marker -> text.startsWith(marker, t.start() - marker.length()))) {
                continue;
            }
            BigDecimal unit = Numbers.approximationUnit(value);
            if (tilde < 0 || new BigDecimal(t.key().substring(tilde + 1)).compareTo(unit) < 0) {
                tokens.set(i, new Token(Numbers.rounded(value, unit), t.start(), t.end(), Token.Kind.NUMBER, false));
            }
        }
    }

    /** Words just before a figure that bound it, in Chinese, Japanese and Thai: "超过500万", "มากกว่า 5 ล้าน". */
    private static final Map<String, Character> BOUND_BEFORE = Map.ofEntries(Map.entry("超过", '>'),
            Map.entry("超過", '>'), Map.entry("逾", '>'), Map.entry("多于", '>'), Map.entry("多於", '>'),
            Map.entry("高于", '>'), Map.entry("大于", '>'), Map.entry("มากกว่า", '>'), Map.entry("เกิน", '>'),
            Map.entry("不到", '<'), Map.entry("不足", '<'), Map.entry("少于", '<'), Map.entry("少於", '<'),
            Map.entry("低于", '<'), Map.entry("小于", '<'), Map.entry("น้อยกว่า", '<'), Map.entry("ไม่ถึง", '<'));

    /** Words after a figure and its counter that bound it: "500万人以上", "300米以下", "18歳未満". */
    private static final Map<String, Character> BOUND_AFTER = Map.of("以上", '>', "を超える", '>', "を上回る", '>',
            "以下", '<', "未満", '<', "未满", '<', "を下回る", '<');

    /** Characters of a counter or unit at most between a figure and the word after it that bounds it ("万人"). */
    private static final int COUNTER = 2;

    /** A digit or a Chinese numeral (万 included): what a figure is written in. */
    private static boolean figure(char c) {
        return Character.isDigit(c) || ChineseNumerals.isNumeral(c);
    }

    /** Each plain figure bounded by a word before or after it ({@link #BOUND_BEFORE}) keyed as a bound ("5000000>"). */
    static void bounded(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            String value = t.kind() == Token.Kind.NUMBER ? Numbers.plainValue(t.key()) : null;
            if (value == null) {
                continue;
            }
            int before = t.start(); // where the text before the figure ends, spaces left out
            while (before > 0 && Character.isWhitespace(text.charAt(before - 1))) {
                before--;
            }
            Character bound = null;
            for (Map.Entry<String, Character> e : BOUND_BEFORE.entrySet()) {
                int from = before - e.getKey().length();
                bound = bound == null && from >= 0 && text.startsWith(e.getKey(), from) ? e.getValue() : bound;
            }
            for (int skip = 0; bound == null && skip <= COUNTER && t.end() + skip <= text.length(); skip++) {
                for (Map.Entry<String, Character> e : BOUND_AFTER.entrySet()) {
                    bound = bound == null && text.startsWith(e.getKey(), t.end() + skip) ? e.getValue() : bound;
                }
                if (t.end() + skip < text.length() && !isUnspaced(text.codePointAt(t.end() + skip))) {
                    break; // a counter is written onto the figure: "500万人", not "500 and more"
                }
            }
            if (bound != null) {
                tokens.set(i, new Token(value + bound, t.start(), t.end(), Token.Kind.NUMBER, false));
            }
        }
    }

    /**
     * Pairs of characters of [from, to), less an approximation at its end, which it reports, and less a bound word
     * next to a figure, which {@link #bounded} reads onto the figure ("不到500万" says no "not", "18歳未満" no "未").
     */
    private static boolean segment(String text, int from, int to, List<Token> out) {
        boolean approximate = false;
        for (String marker : APPROXIMATIONS) {
            if (to - from >= marker.length() && text.startsWith(marker, to - marker.length())) {
                to -= marker.length();
                approximate = true;
                break;
            }
        }
        for (String marker : BOUND_BEFORE.keySet()) {
            if (to < text.length() && figure(text.charAt(to)) && to - from >= marker.length()
                    && text.startsWith(marker, to - marker.length())) {
                to -= marker.length();
                break;
            }
        }
        int cut = -1; // a bound word after the figure's counter, left out of the pairs: "万人以上だ" pairs "人だ"
        int cutEnd = -1;
        for (int skip = 0; cut < 0 && from > 0 && figure(text.charAt(from - 1)) && skip <= COUNTER; skip++) {
            for (String marker : BOUND_AFTER.keySet()) {
                if (cut < 0 && from + skip + marker.length() <= to && text.startsWith(marker, from + skip)) {
                    cut = from + skip;
                    cutEnd = cut + marker.length();
                }
            }
        }
        List<int[]> clusters = new ArrayList<>();
        for (int i = from; i < to;) {
            if (i == cut) {
                i = cutEnd;
                continue;
            }
            int j = i + Character.charCount(text.codePointAt(i));
            while (j < to && Character.getType(text.codePointAt(j)) == Character.NON_SPACING_MARK
                    || j < to && Character.getType(text.codePointAt(j)) == Character.COMBINING_SPACING_MARK) {
                j += Character.charCount(text.codePointAt(j));
            }
            if (j < to && text.charAt(j) == 'ー' && katakana(text.charAt(i)) && (j + 1 == to || !katakana(text.charAt(j + 1)))) {
                j++; // a katakana word's last long-vowel mark is spelt or not ("コンピューター", "コンピュータ")
            }
            clusters.add(new int[] { i, j });
            i = j;
        }
        if (clusters.size() == 1) {
            out.add(token(text, clusters.get(0)[0], clusters.get(0)[1]));
        }
        for (int c = 0; c + 1 < clusters.size(); c++) {
            Token pair = token(text, clusters.get(c)[0], clusters.get(c + 1)[1]);
            boolean across = clusters.get(c)[1] < clusters.get(c + 1)[0]; // the two sides of a bound word left out
            out.add(!across ? pair : new Token(token(text, clusters.get(c)[0], clusters.get(c)[1]).key()
                    + token(text, clusters.get(c + 1)[0], clusters.get(c + 1)[1]).key(), pair.start(), pair.end(),
                    Token.Kind.WORD, false));
        }
        return approximate;
    }

    private static Token token(String text, int start, int end) {
        StringBuilder spelt = new StringBuilder(end - start);
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c != 'ー' || i == start || !katakana(text.charAt(i - 1)) || i + 1 < text.length() && katakana(text.charAt(i + 1))) {
                spelt.append(c);
            }
        }
        String key = spelt.toString();
        String unit = NumberWords.unit(key);
        return new Token(unit != null ? unit : key, start, end, Token.Kind.WORD, false);
    }

    /**
     * Whether two texts that differ where a statement and its evidence differ are both Japanese kana endings and
     * particles ("です" and "である", "した" and "している") or both Chinese prepositions and particles ("于" and
     * "在"), or such particles on one side only but "了" ("约为" against "为"): style or tense, not another fact,
     * unless either says a negation ("しない", "なかった", "ません").
     */
    static boolean particlesOnly(String said, String instead) {
        return kana(said) && kana(instead) && !kanaNegation(said) && !kanaNegation(instead)
                || hanParticles(said) && hanParticles(instead)
                || said.isEmpty() && oneSided(instead) || instead.isEmpty() && oneSided(said);
    }

    /** Particles said on one side only; not "了", which says the act done ("开设了" against "计划...开设"). */
    private static boolean oneSided(String s) {
        return hanParticles(s) && s.indexOf('了') < 0;
    }

    /**
     * Chinese characters that place or link ("在", "于", "的", "了", "是", "和"), none a fact of its own, and "约"
     * ("about") before a verb ("约为 300,000" against "为 299,792"), which the figure's rounding already reads.
     */
    private static final String HAN_PARTICLES = "于在的了是与和及将被由从對对为為把向之约約";

    private static boolean hanParticles(String s) {
        return !s.isEmpty() && s.chars().allMatch(c -> HAN_PARTICLES.indexOf(c) >= 0);
    }

    /** The most character pairs a slot of other words may take: a long katakana word's. */
    static final int LONGEST = 12;

    /**
     * How many character pairs one replaced word may take: four (two characters and the joins on either side), or a
     * katakana word's own pairs and joins, however long ("キャンベラ" for "シドニー": a name is one word).
     */
    static int widest(String own) {
        boolean word = !own.isEmpty() && own.chars().allMatch(c -> katakana((char) c) || c >= 0x30FB && c <= 0x30FF);
        return word ? Math.min(LONGEST, Math.max(4, own.length() + 1)) : 4;
    }

    /** A katakana letter (not the middle dot, long-vowel or iteration marks from U+30FB, which go with one). */
    private static boolean katakana(char c) {
        return c >= 0x30A1 && c <= 0x30FA;
    }

    /** Whether a text is written in hiragana only. */
    static boolean kana(String s) {
        return s.codePoints().allMatch(c -> c >= 0x3041 && c <= 0x309F);
    }

    static boolean kanaNegation(String s) {
        return s.contains("ない") || s.contains("なか") || s.contains("ませ") || s.endsWith("ず");
    }

    /**
     * Whether one Thai run is the other with words around it ("บริษัทมีพนักงาน", "มีพนักงาน"), or a Vietnamese syllable
     * opens or ends the evidence's pair ("tối", "tối và"): part of it, no other fact.
     */
    static boolean partOf(String said, String instead, String language) {
        if ("vi".equals(language) && said.indexOf(' ') < 0
                && (instead.startsWith(said + " ") || instead.endsWith(" " + said))) {
            return true;
        }
        String a = Stemmer.stem(said);
        String b = Stemmer.stem(instead);
        String shorter = a.length() < b.length() ? a : b;
        String longer = a.length() < b.length() ? b : a;
        return !shorter.isEmpty() && Character.UnicodeScript.of(shorter.codePointAt(0)) == Character.UnicodeScript.THAI
                && shorter.codePointCount(0, shorter.length()) >= 4
                && (longer.startsWith(shorter) || longer.endsWith(shorter));
    }
}
