package dev.contextrecall.lexical;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A place, name or value left for another, as Chinese and Japanese write it: "该公司总部于2019年从北京迁往上海。" says the
 * headquarters are no longer in 北京, "本社は2019年に東京から大阪に移転した。" no longer in 東京. {@link Former}'s reading of
 * a sentence written without spaces, on its text: the words run together, so "from" and "to" are no tokens of their
 * own.
 */
final class UnspacedMoves {

    private UnspacedMoves() {
    }

    /** "从 X 迁往 Y": from X, a verb that moves or changes, to Y. */
    private static final Pattern CHINESE = Pattern.compile("从([^，。；、从]{2,12}?)(?:迁往|迁至|迁到|搬到|搬往|搬迁至|搬迁到|"
            + "移至|移到|转移到|迁移到|改为|改名为|更名为|变为|增至|增加到|增长到|提高到|上涨到|涨到|降至|降到|降低到|减少到|"
            + "下降到|跌到|推迟到|延至)([^，。；、]{2,12})");

    /** "X から Y に 移転": X, from, Y, to, a verb that moves or changes. */
    private static final Pattern JAPANESE = Pattern.compile("([^、。]{2,20}?)から([^、。]{2,12}?)[にへ](?:移転|移っ|移し|"
            + "移さ|変更|引き上げ|引き下げ|増加|減少|延期|改称|改名)");

    /** Words that say the statement is of the time before: "曾", "原来", "以前", "かつて". */
    private static final Pattern BEFORE = Pattern.compile("曾|原来|原本|以前|过去|此前|从|かつて|以前|元々|から");

    /** The contrast, or null: the statement says now the place the sentence says was left for another. */
    static Contrast left(String statement, String sentence) {
        if (BEFORE.matcher(statement).find()) {
            return null;
        }
        // most sentences say neither "从" nor "から": the patterns, tried at every character, are read only where one does
        Matcher zh = sentence.indexOf('从') < 0 ? null : CHINESE.matcher(sentence);
        if (zh != null && zh.find()) {
            return contrast(statement, sentence, zh, 1); // "从北京迁往上海", its "从" kept
        }
        Matcher ja = sentence.contains("から") ? JAPANESE.matcher(sentence) : null;
        return ja != null && ja.find() ? contrast(statement, sentence, ja, 0) : null;
    }

    /**
     * The contrast when the statement says the end of the place left (two characters at least: "東京" of "本社は東京")
     * and not the start of the place gone to; it quotes the sentence from the place left, less {@code before}
     * characters, to the match's end.
     */
    private static Contrast contrast(String statement, String sentence, Matcher m, int before) {
        String left = m.group(1);
        if (statement.contains(m.group(2).substring(0, 2))) {
            return null;
        }
        for (int from = 0; from + 2 <= left.length(); from++) {
            String place = left.substring(from);
            if (statement.contains(place)) {
                return new Contrast(place, sentence.substring(m.start(1) + from - before, m.end()));
            }
        }
        return null;
    }
}
