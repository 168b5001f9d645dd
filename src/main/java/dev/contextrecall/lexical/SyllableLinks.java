package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Vietnamese name said after the statement's verb and its link word, where the evidence says another name there and
 * the statement's after another verb: "Ông sinh ra ở Hà Nội." against "Ông sinh ra ở Huế và mất ở Hà Nội.".
 * {@link Misplaced}'s reading of Vietnamese, whose tokens are pairs of syllables ({@link Syllables}).
 */
final class SyllableLinks {

    private SyllableLinks() {
    }

    /** "At", "in", "by", "from", "to": the syllables that link a verb and the name after it. */
    private static final Set<String> LINKS = Set.of("ở", "tại", "bởi", "từ", "đến", "vào");

    /** "And" and "or", which list names after one link word. */
    private static final Set<String> LIST = Set.of("và", "hoặc", "hay");

    private static final Pattern SYLLABLE = Pattern.compile("[\\p{L}\\p{M}]+|[,;.!?]");

    /** The contrast, or null. */
    static Contrast in(String statement, List<SupportFinder.Window> windows) {
        List<String> said = syllables(statement);
        for (int p = 1; p + 1 < said.size(); p++) {
            String verb = said.get(p - 1);
            if (!LINKS.contains(lower(said.get(p))) || !small(verb) || !capital(said.get(p + 1))) {
                continue;
            }
            List<String> name = run(said, p + 1);
            String other = null;
            boolean bound = false;
            boolean elsewhere = false;
            for (SupportFinder.Window w : windows) {
                List<String> there = syllables(w.text());
                for (int q = 1; q + 1 < there.size(); q++) {
                    if (!lower(there.get(q)).equals(lower(said.get(p))) || !capital(there.get(q + 1))) {
                        continue;
                    }
                    List<String> x = run(there, q + 1);
                    if (!lower(there.get(q - 1)).equals(lower(verb))) {
                        elsewhere |= x.equals(name);
                        continue;
                    }
                    bound |= x.equals(name) || listed(there, q + 1 + x.size(), name);
                    other = other != null || x.equals(name) ? other : String.join(" ", x);
                }
            }
            if (!bound && elsewhere && other != null) {
                return new Contrast(String.join(" ", name), other);
            }
        }
        return null;
    }

    /** Whether the name follows from k past "and", commas and other names only: a list the other name opens. */
    private static boolean listed(List<String> there, int k, List<String> name) {
        for (; k < there.size(); k++) {
            String s = there.get(k);
            if (capital(s) && there.subList(k, Math.min(there.size(), k + name.size())).equals(name)) {
                return true;
            }
            if (!capital(s) && !LIST.contains(lower(s)) && !s.equals(",")) {
                return false;
            }
        }
        return false;
    }

    /**
     * The syllables written with a capital from {@code at}, past one written small between two ("Thành phố Hồ Chí
     * Minh") that is no link or "and": one name.
     */
    private static List<String> run(List<String> syllables, int at) {
        int end = at;
        while (end < syllables.size() && (capital(syllables.get(end)) || end + 1 < syllables.size()
                && small(syllables.get(end)) && capital(syllables.get(end + 1))
                && !LIST.contains(lower(syllables.get(end))) && !LINKS.contains(lower(syllables.get(end))))) {
            end++;
        }
        return syllables.subList(at, end);
    }

    private static List<String> syllables(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = SYLLABLE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static boolean capital(String s) {
        return Character.isUpperCase(s.codePointAt(0));
    }

    private static boolean small(String s) {
        return Character.isLowerCase(s.codePointAt(0));
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
