package dev.contextrecall.lexical.numbers;

import java.math.BigDecimal;

/**
 * Chinese numerals: positional ("一九八九" is 1989) or composed with their units ("三千二百" is 3200, "两万一千一百九十六"
 * 21196), and the units (十, 百, 千, 万, 亿) that a figure written in digits may be counted in ("2万").
 */
public final class ChineseNumerals {

    private static final String CHINESE_DIGITS = "〇零一二两三四五六七八九";

    private ChineseNumerals() {
    }

    /** Whether {@code cp} is a Chinese numeral character. */
    public static boolean isNumeral(int cp) {
        return CHINESE_DIGITS.indexOf(cp) >= 0 || cp == '十' || cp == '百' || cp == '千' || bigUnit(cp) > 0;
    }

    /** The value of 万 (萬, ten thousand) or 亿 (億, a hundred million), the units that a figure is counted in; else 0. */
    public static long bigUnit(int cp) {
        return cp == '万' || cp == '萬' ? 10_000 : cp == '亿' || cp == '億' ? 100_000_000 : 0;
    }

    /** The unit a figure written before this numeral is counted in: 千, 百, or a {@link #bigUnit}; else 0. */
    public static long countingUnit(int cp) {
        return bigUnit(cp) > 0 ? bigUnit(cp) : cp == '千' ? 1000 : cp == '百' ? 100 : 0;
    }

    /**
     * The value of a run of Chinese numerals: positional ("一九八九" is 1989) or composed ("三千二百" is 3200), or
     * null when it does not read as a number of at least two characters.
     */
    public static String value(String run) {
        if (run.length() < 2) {
            return null;
        }
        boolean positional = run.codePoints().allMatch(cp -> CHINESE_DIGITS.indexOf(cp) >= 0);
        if (positional) {
            StringBuilder b = new StringBuilder();
            run.codePoints().forEach(cp -> b.append(digitOf(cp)));
            return Numbers.canonical(new BigDecimal(b.toString()));
        }
        long total = 0; // the hundred millions read so far
        long tens = 0; // the ten thousands since
        long section = 0; // below ten thousand
        long digit = -1;
        for (int i = 0; i < run.length(); i++) {
            char c = run.charAt(i);
            int d = digitOf(c);
            if (d >= 0) {
                if (digit >= 0 && d != 0) {
                    return null; // two digits in a row in a composed number: not a number
                }
                digit = d == 0 ? -1 : d;
                continue;
            }
            long big = bigUnit(c);
            long below = section + Math.max(digit, 0);
            if (big == 10_000) {
                tens += (below == 0 ? 1 : below) * big; // "十万" is 100,000; "万" alone 10,000
                section = 0;
            } else if (big > 0) {
                total = (total + tens + (below == 0 && tens == 0 ? 1 : below)) * big; // "一亿二千万", "万亿"
                tens = 0;
                section = 0;
            } else {
                long unit = c == '十' ? 10 : c == '百' ? 100 : 1000;
                section += (digit < 0 ? 1 : digit) * unit;
            }
            digit = -1;
        }
        return String.valueOf(total + tens + section + Math.max(digit, 0));
    }

    /**
     * Counters and measure words after which one numeral is a count ("三颗卫星" is three moons, "三つ" three): else a
     * lone "三" is as often part of a word ("三国"). Not after "一", which mostly says "a" ("一位科学家", "a scientist").
     */
    private static final String COUNTERS = "个個颗顆只隻名位座次本条條家所种種项項枚架辆輛艘部台件张張届屆场場门門"
            + "头頭匹棵层層支间間块塊篇首轮輪倍岁歲年天つ人回冊番度階社校機羽歳杯曲";

    /**
     * The value of one numeral before a counter ("三" of "三颗", "十" of "十个"), or null; not after "几" or "数"
     * ("几十年", "数十个": some tens, no figure).
     */
    public static String counted(char before, char numeral, char next) {
        int d = digitOf(numeral);
        return COUNTERS.indexOf(next) < 0 || "几幾数數".indexOf(before) >= 0 ? null : numeral == '十' ? "10" : d >= 2 ? String.valueOf(d) : null;
    }

    private static int digitOf(int cp) {
        return switch (cp) {
            case '〇', '零' -> 0;
            case '一' -> 1;
            case '二', '两' -> 2;
            case '三' -> 3;
            case '四' -> 4;
            case '五' -> 5;
            case '六' -> 6;
            case '七' -> 7;
            case '八' -> 8;
            case '九' -> 9;
            default -> -1;
        };
    }
}
