package dev.contextrecall.lexical;

import java.util.List;

/**
 * Content words that say the opposite of each other, or one of a few directions that exclude each other: "sales rose"
 * against "sales fell", "the team won the final" against "the team lost the final", "north of the river" against
 * "south of the river", "a profit of $5m" against "a loss of $5m". One of {@link Contrast}'s ways, read whatever
 * order the two sentences say their words in ({@link Contrast}'s slots and {@link Opposites} read them in place).
 * The evidence's word must stand beside a word that stands beside the statement's, so that "rose to power in 1933"
 * is not denied by "... before his fall in 1945", another event of the same sentence.
 */
final class Antonyms {

    private Antonyms() {
    }

    /** Words of one side of a set, and whether the set's sides swap their subject and object ("bought", "sold"). */
    private record Sides(List<WordList> sides, List<List<String>> unspaced, boolean converse) {

        static Sides of(boolean converse, List<WordList> sides) {
            return new Sides(sides, List.of(), converse);
        }
    }

    private static final List<Sides> SETS = List.of(
            new Sides(List.of(
                    WordList.of("rise", "rises", "rose", "risen", "rising", "increase", "increases", "increased",
                            "increasing", "grow", "grows", "grew", "grown", "growing", "climb", "climbs", "climbed",
                            "jump", "jumps", "jumped", "soar", "soars", "soared", "surge", "surges", "surged",
                            "gestiegen", "stieg", "steigt", "stiegen", "wuchs", "gewachsen", "zugenommen", "augmenté",
                            "augmente", "augmentent", "hausse", "progressé", "aumentó", "aumentaron", "creció",
                            "crecieron", "subió", "subieron", "aumentato", "aumentò", "aumentata", "cresciuto",
                            "cresciuta", "crebbe", "aumentou", "aumentaram", "cresceu", "cresceram", "subiu",
                            "crescut", "crescută", "вырос", "выросла", "выросло", "выросли", "увеличился",
                            "увеличилась", "увеличилось", "увеличились", "αυξήθηκε", "αυξήθηκαν", "arttı",
                            "ارتفعت", "ارتفع", "زادت", "बढ़ी", "बढ़ा", "बढ़े"),
                    WordList.of("fall", "falls", "fell", "fallen", "falling", "decrease", "decreases", "decreased",
                            "decreasing", "decline", "declines", "declined", "declining", "drop", "drops",
                            "dropped", "shrink", "shrinks", "shrank", "shrunk", "plunge", "plunged", "slump",
                            "slumped", "plummet", "plummeted", "gesunken", "sank", "sinkt", "sanken", "gefallen",
                            "fiel", "abgenommen", "zurückgegangen", "baissé", "baisse", "diminué", "diminue",
                            "chuté", "reculé", "disminuyó", "disminuyeron", "cayó", "cayeron", "bajó", "bajaron",
                            "descendió", "diminuito", "diminuita", "diminuì", "calato", "calata", "calò",
                            "diminuiu", "diminuíram", "caiu", "caíram", "scăzut", "scăzută", "снизился",
                            "снизилась", "снизилось", "снизились", "упал", "упала", "упало", "упали", "сократился",
                            "сократилась", "сократилось", "сократились", "уменьшился", "уменьшилась",
                            "μειώθηκε", "μειώθηκαν", "azaldı", "düştü", "انخفضت", "انخفض", "تراجعت", "تراجع",
                            "घटी", "घटा", "घटे")),
                    List.of(List.of("增长", "增加", "上升", "上涨", "増加", "上昇", "เพิ่มขึ้น"),
                            List.of("下降", "减少", "下跌", "減少", "低下", "下落", "ลดลง")), false),
            Sides.of(false, List.of(WordList.of("improve", "improves", "improved", "improving"),
                    WordList.of("worsen", "worsens", "worsened", "worsening", "deteriorate", "deteriorates",
                            "deteriorated"))),
            Sides.of(false, List.of(WordList.of("open", "opens", "opened", "reopened", "geöffnet", "öffnet",
                    "ouvert", "ouverte", "ouverts", "ouvertes", "abierto", "abierta", "abiertos", "abiertas", "aperto",
                    "aperta", "aperti", "aperte", "aberto", "aberta", "abertos", "abertas", "geopend", "открыт",
                    "открыта", "открыто", "открыты"),
                    WordList.of("closes", "closed", "closing", "shut", "shuts", "geschlossen", "schließt", "fermé",
                            "fermée", "fermés", "fermées", "cerrado", "cerrada", "cerrados", "cerradas", "chiuso",
                            "chiusa", "chiusi", "chiuse", "fechado", "fechada", "fechados", "fechadas", "gesloten",
                            "закрыт", "закрыта", "закрыто", "закрыты"))),
            Sides.of(false, List.of(WordList.of("accept", "accepts", "accepted", "approve", "approves", "approved"),
                    WordList.of("reject", "rejects", "rejected", "veto", "vetoed"))),
            Sides.of(false, List.of(WordList.of("acquitted"), WordList.of("convicted"))),
            Sides.of(false, List.of(WordList.of("passed"), WordList.of("failed"))),
            Sides.of(false, List.of(WordList.of("profit", "profits", "surplus"), WordList.of("loss", "losses", "deficit"))),
            Sides.of(false, List.of(WordList.of("largest", "biggest"), WordList.of("smallest"))),
            Sides.of(false, List.of(WordList.of("highest"), WordList.of("lowest"))),
            Sides.of(false, List.of(WordList.of("longest"), WordList.of("shortest"))),
            Sides.of(false, List.of(WordList.of("oldest"), WordList.of("youngest", "newest"))),
            Sides.of(false, List.of(WordList.of("maximum"), WordList.of("minimum"))),
            Sides.of(false, List.of(WordList.of("best"), WordList.of("worst"))),
            Sides.of(false, List.of(WordList.of("early", "earliest"), WordList.of("late"))),
            Sides.of(false, List.of(WordList.of("majority"), WordList.of("minority"))),
            Sides.of(false, List.of(WordList.of("positive"), WordList.of("negative"))),
            Sides.of(false, List.of(WordList.of("men", "men's", "male", "boys", "boys'"),
                    WordList.of("women", "women's", "female", "girls", "girls'"))),
            Sides.of(false, List.of(WordList.of("north", "northern", "northwards", "northward"),
                    WordList.of("south", "southern", "southwards", "southward"),
                    WordList.of("east", "eastern", "eastwards", "eastward"),
                    WordList.of("west", "western", "westwards", "westward"))),
            // the same fact said from the other side: "Google bought YouTube", "YouTube was sold to Google"
            Sides.of(true, List.of(WordList.of("win", "wins", "won", "winning", "victory"),
                    WordList.of("lose", "loses", "lost", "losing", "defeat"))),
            Sides.of(true, List.of(WordList.of("buy", "buys", "bought", "buying"),
                    WordList.of("sell", "sells", "sold", "selling"))),
            Sides.of(true, List.of(WordList.of("import", "imports", "imported", "importing"),
                    WordList.of("export", "exports", "exported", "exporting"))));

    /**
     * The first word of the statement whose opposite the sentence says beside a word the two share, where the
     * window does not say the statement's own word or another of its side, or null. Not where either denies.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            List<Token> window) {
        Contrast needed = sentence.isEmpty() ? null : Required.in(statement, statementTokens, evidence, sentence);
        if (needed != null || sentence.isEmpty() || !saysOne(statement, statementTokens) || Negation.in(statementTokens)
                || Negation.inEvidence(sentence)) {
            return needed; // most statements say none of these words: read without a list made
        }
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        List<Token> there = sentence.stream().filter(Token::content).toList();
        for (Sides set : SETS) {
            for (int i = 0; i < said.size(); i++) {
                Token t = said.get(i);
                int side = sideOf(set, statement, t);
                // the window says the statement's word too: the other side's counts only for the word after it there
                boolean own = side >= 0 && (t.keyedIn(window) || set.sides().get(side).first(evidence, window) != null);
                Token next = i + 1 < said.size() ? said.get(i + 1) : null;
                if (side < 0 || own && (set.converse() || next == null || before(set, side, evidence, window, next))
                        || t.capitalised() && t.start() != statementTokens.get(0).start()) {
                    continue;
                }
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    int other = sideOf(set, evidence, x);
                    if (other < 0 || other == side || set.sides().get(other).first(statement, said) != null
                            || x.capitalised() && x.start() != sentence.get(0).start()
                            || !beside(said, i, there, j, set.converse())
                            || own && !(j + 1 < there.size() && there.get(j + 1).key().equals(next.key()))
                            || set.converse() && (passive(statement, t) || passive(evidence, x))
                            || Restricted.excepts(there, j, next, i > 0 ? said.get(i - 1) : null)) {
                        continue;
                    }
                    return new Contrast(statement.substring(t.start(), t.end()), evidence.substring(x.start(), x.end()));
                }
            }
            Contrast unspaced = set.unspaced().isEmpty() ? null : unspaced(set, statement, evidence, sentence, window);
            if (unspaced != null) {
                return unspaced;
            }
        }
        return null;
    }

    /**
     * Whether a word of the given side stands straight before the statement's word {@code next} in the window: "open
     * on weekends" is said by "open Monday to Friday and on weekends", not by "open Monday to Friday and closed on
     * weekends".
     */
    private static boolean before(Sides set, int side, String evidence, List<Token> window, Token next) {
        List<Token> there = window.stream().filter(Token::content).toList();
        for (int k = 0; k + 1 < there.size(); k++) {
            if (sideOf(set, evidence, there.get(k)) == side && there.get(k + 1).key().equals(next.key())) {
                return true;
            }
        }
        return false;
    }

    private static boolean saysOne(String statement, List<Token> statementTokens) {
        for (Sides set : SETS) {
            for (Token t : statementTokens) {
                if (t.content() && sideOf(set, statement, t) >= 0) {
                    return true;
                }
            }
            for (List<String> side : set.unspaced()) {
                if (within(statement, side) != null) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int sideOf(Sides set, String text, Token t) {
        for (int s = 0; s < set.sides().size(); s++) {
            if (set.sides().get(s).has(text, t)) {
                return s;
            }
        }
        return -1;
    }

    /** "Was sold" says who bought as often as "bought" does: the other side's subject, so no other fact. */
    private static boolean passive(String text, Token t) {
        return PASSIVE.matcher(text.substring(Math.max(0, t.start() - 12), t.start())).find();
    }

    private static final java.util.regex.Pattern PASSIVE = java.util.regex.Pattern.compile(
            "(?i)\\b(?:was|were|is|are|be|been|being|got)\\s+$");

    /**
     * Whether the words next to the statement's word and next to the sentence's share a key: the word before each,
     * its subject, for a set that swaps its subject and object ("the team won" against "the team lost", not "Brazil
     * lost the final" against "Germany won the final"), on either side otherwise ("sales rose 8%" against "an 8% fall
     * in sales").
     */
    private static boolean beside(List<Token> said, int i, List<Token> there, int j, boolean converse) {
        String before = i > 0 ? said.get(i - 1).key() : null;
        String after = i + 1 < said.size() ? said.get(i + 1).key() : null;
        String xBefore = j > 0 ? there.get(j - 1).key() : null;
        String xAfter = j + 1 < there.size() ? there.get(j + 1).key() : null;
        boolean subject = before != null && before.equals(xBefore);
        return subject || !converse && (after != null && after.equals(xAfter)
                || before != null && before.equals(xAfter) || after != null && after.equals(xBefore));
    }

    /**
     * The same read in Chinese, Japanese and Thai, written without spaces: the statement's word as written, none of
     * its side in the window, the other side's in the sentence ("销售额增长了12%" against "销售额下降了12%").
     */
    private static Contrast unspaced(Sides set, String statement, String evidence, List<Token> sentence,
            List<Token> window) {
        for (int side = 0; side < set.unspaced().size(); side++) {
            String word = within(statement, set.unspaced().get(side));
            if (word == null || within(evidence.substring(window.get(0).start(), window.get(window.size() - 1).end()),
                    set.unspaced().get(side)) != null) {
                continue;
            }
            String sentenceText = evidence.substring(sentence.get(0).start(), sentence.get(sentence.size() - 1).end());
            for (int other = 0; other < set.unspaced().size(); other++) {
                String instead = other == side ? null : within(sentenceText, set.unspaced().get(other));
                if (instead != null && within(statement, set.unspaced().get(other)) == null) {
                    return new Contrast(word, instead);
                }
            }
        }
        return null;
    }

    private static String within(String text, List<String> words) {
        for (String w : words) {
            if (text.contains(w)) {
                return w;
            }
        }
        return null;
    }
}
