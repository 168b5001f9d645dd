package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import dev.contextrecall.lexical.numbers.NumberWords;

/**
 * The unit written onto a figure in Chinese and Japanese, read as one word after it: "333メートル", "2小时", "两个小时",
 * "一个半小时" (an hour and a half), "1時間半". One of {@link Unspaced}'s readings.
 */
final class UnspacedUnits {

    private UnspacedUnits() {
    }

    /**
     * Units written after a figure as one word, the longer first, as {@link NumberWords#unit} keys them: Japanese
     * katakana units, the Chinese temperature scales ("38摄氏度") and hours, minutes and seconds as lengths of time
     * ("2小时", "2時間": "2時" is a time of day), so that they are read as one duration ("120分钟").
     */
    private static final List<Map.Entry<String, String>> UNITS = List.of(Map.entry("キロメートル", "km"),
            Map.entry("センチメートル", "cm"), Map.entry("ミリメートル", "mm"), Map.entry("メートル", "m"),
            Map.entry("キログラム", "kg"), Map.entry("グラム", "g"), Map.entry("リットル", "l"),
            Map.entry("パーセント", NumberWords.PERCENT), Map.entry("フィート", "ft"), Map.entry("マイル", "mile"),
            Map.entry("センチ", "cm"), Map.entry("摄氏度", "°c"), Map.entry("华氏度", "°f"), Map.entry("小时", "h"),
            Map.entry("小時", "h"), Map.entry("钟头", "h"), Map.entry("時間", "h"), Map.entry("分钟", "min"),
            Map.entry("分鐘", "min"), Map.entry("分間", "min"), Map.entry("秒钟", "sec"), Map.entry("秒鐘", "sec"),
            Map.entry("秒間", "sec"), Map.entry("トン", "t"));

    /** What may stand between a figure and its unit of time: a counter, a half, or both ("两个小时", "一个半小时"). */
    private static final List<String> BETWEEN = List.of("", "个", "個", "个半", "個半", "半");

    private static final char HALF = '半';

    /** Where the unit of time after {@code at} starts, past a counter or a half ("个半小时"), or -1. */
    private static Map.Entry<String, String> unitAt(String text, int at, int end, String between) {
        int from = at + between.length();
        for (Map.Entry<String, String> unit : UNITS) {
            if ((between.isEmpty() || Durations.unit(unit.getValue())) && text.startsWith(unit.getKey(), from)
                    && from + unit.getKey().length() <= end) {
                return unit;
            }
        }
        return null;
    }

    /** Whether a counter, a half and a unit of time follow {@code at}: "个半小时". */
    static boolean halfOfTime(String text, int at, int end) {
        for (String between : BETWEEN) {
            if (between.indexOf(HALF) >= 0 && text.startsWith(between, at) && unitAt(text, at, end, between) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the words after a figure that ends at {@code at} start: past the unit written right after it, which it adds
     * to {@code out}, a half said before or after the unit of time added to the figure ("一个半小时", "1時間半"); or
     * {@code at} when there is none.
     */
    static int after(String text, int at, int end, List<Token> out) {
        for (String between : BETWEEN) {
            Map.Entry<String, String> unit = text.startsWith(between, at) ? unitAt(text, at, end, between) : null;
            if (unit == null) {
                continue;
            }
            int from = at + between.length();
            int to = from + unit.getKey().length();
            boolean half = between.indexOf(HALF) >= 0;
            if (!half && Durations.unit(unit.getValue()) && to < end && text.charAt(to) == HALF) {
                half = true; // "1時間半"
                to++;
            }
            Token figure = out.get(out.size() - 1);
            if (half && figure.kind() == Token.Kind.NUMBER && figure.key().matches("\\d+(\\.\\d+)?")) {
                String plus = new BigDecimal(figure.key()).add(new BigDecimal("0.5")).toPlainString();
                out.set(out.size() - 1, new Token(plus, figure.start(), figure.end(), Token.Kind.NUMBER, false));
            }
            out.add(new Token(unit.getValue(), at, to, Token.Kind.WORD, false)); // the counter and half with it
            return to;
        }
        return at;
    }
}
