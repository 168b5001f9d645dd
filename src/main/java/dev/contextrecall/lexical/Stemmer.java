package dev.contextrecall.lexical;

/**
 * A light English suffix stripper: plural and possessive endings, -ing, -ed, -ly and a final e, so that
 * "released", "releases" and "release" share one key. Deliberately weaker than a full Porter stemmer: it only
 * has to bring inflections of one word together, and over-stemming would join words that mean different things.
 */
final class Stemmer {

    /**
     * English irregular past forms and their verbs ("won" is "win", "wrote" and "written" are "write"): the suffix
     * rules cannot bring them together. Forms that are also common words of their own ("left", "found", "saw",
     * "lay", "bound", "rose", "shot") are left out.
     */
    private static final java.util.Map<String, String> IRREGULAR = pairs(
            "arose", "arise", "arisen", "arise", "awoke", "awake", "awoken", "awake",
            "began", "begin", "begun", "begin", "bent", "bend", "bitten", "bite",
            "bled", "bleed", "blew", "blow", "blown", "blow", "broke", "break", "broken", "break", "bred", "breed",
            "brought", "bring", "built", "build", "burnt", "burn", "bought", "buy", "caught", "catch",
            "chose", "choose", "chosen", "choose", "came", "come", "dealt", "deal", "dug", "dig", "drew", "draw",
            "drawn", "draw", "drank", "drink", "drunk", "drink", "drove", "drive", "driven", "drive", "ate", "eat",
            "eaten", "eat", "fell", "fall", "fallen", "fall", "fed", "feed", "felt", "feel", "fought", "fight",
            "fled", "flee", "flew", "fly", "flown", "fly", "forbade", "forbid", "forbidden", "forbid",
            "forgot", "forget", "forgotten", "forget", "forgave", "forgive", "forgiven", "forgive",
            "froze", "freeze", "frozen", "freeze", "gave", "give", "given", "give", "went", "go", "gone", "go",
            "grew", "grow", "grown", "grow", "hung", "hang", "heard", "hear", "hid", "hide", "hidden", "hide",
            "held", "hold", "kept", "keep", "knew", "know", "known", "know", "led", "lead", "lent", "lend",
            "lost", "lose", "made", "make", "meant", "mean", "met", "meet", "overtook", "overtake",
            "overtaken", "overtake", "paid", "pay", "rode", "ride", "ridden", "ride", "rang", "ring", "rung", "ring",
            "risen", "rise", "ran", "run", "said", "say", "sought", "seek", "sold", "sell",
            "sent", "send", "shook", "shake", "shaken", "shake", "shrank", "shrink",
            "shrunk", "shrink", "sang", "sing", "sung", "sing", "sank", "sink", "sunk", "sink", "sat", "sit",
            "slept", "sleep", "spoke", "speak", "spoken", "speak", "spent", "spend", "stood", "stand",
            "stole", "steal", "stolen", "steal", "stuck", "stick", "struck", "strike", "swore", "swear",
            "sworn", "swear", "swept", "sweep", "swam", "swim", "swum", "swim", "took", "take", "taken", "take",
            "taught", "teach", "tore", "tear", "torn", "tear", "told", "tell", "thought", "think", "threw", "throw",
            "thrown", "throw", "underwent", "undergo", "undergone", "undergo", "understood", "understand",
            "undertook", "undertake", "undertaken", "undertake", "wore", "wear", "worn", "wear", "wove", "weave",
            "woven", "weave", "won", "win", "withdrew", "withdraw", "withdrawn", "withdraw", "wrote", "write",
            "written", "write");

    private Stemmer() {
    }

    /** The key of an English word: its verb if it is an irregular past form, then {@link #stem}. */
    static String lemma(String word, String language) {
        String verb = language == null || "en".equals(language) ? IRREGULAR.get(word) : null;
        String stem = stem(verb != null ? verb : word);
        if ("fr".equals(language) && (word.endsWith("ee") || word.endsWith("ees")) && stem.endsWith("e")) {
            stem = stem.substring(0, stem.length() - 1); // "achevée" as "achevé": a past participle's gender
        }
        return Negation.cue(stem) && !Negation.cue(word) ? word : stem; // a word whose stem spells "not" is no negation
    }

    /**
     * Every key a token written as one of these folded words may have (stemmed, as an English or French lemma, as a
     * unit): the rules that read a word's text ask a token's key first, so that they cut no string from most words.
     */
    static java.util.Set<String> keys(java.util.Set<String> folded) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String w : folded) {
            keys.add(w);
            keys.add(stem(w));
            keys.add(lemma(w, "en"));
            keys.add(lemma(w, "fr"));
            String unit = dev.contextrecall.lexical.numbers.NumberWords.unit(w);
            if (unit != null) {
                keys.add(unit);
            }
        }
        return java.util.Set.copyOf(keys);
    }

    /** Whether an English word (folded) is a past form: "opened", "built", "won". */
    static boolean past(String word) {
        return word.endsWith("ed") || IRREGULAR.containsKey(word);
    }

    private static java.util.Map<String, String> pairs(String... formThenVerb) {
        java.util.Map<String, String> map = new java.util.HashMap<>();
        for (int i = 0; i < formThenVerb.length; i += 2) {
            map.put(formThenVerb[i], formThenVerb[i + 1]);
        }
        return java.util.Map.copyOf(map);
    }

    private static final String THAI_AND = "และ";

    /** Whether the word has "and" written onto it, as Arabic and Thai do: "ويعمل", "และมีความยาว". */
    static boolean andJoined(String word) {
        return word.length() >= 4 && word.charAt(0) == '\u0648' && Character.UnicodeScript.of(word.charAt(1))
                == Character.UnicodeScript.ARABIC
                || word.startsWith(THAI_AND) && word.codePointCount(0, word.length()) >= THAI_AND.length() + 4;
    }

    static String stem(String word) {
        String w = word;
        if (andJoined(w) && w.charAt(0) == '\u0648') {
            return w.substring(1); // Arabic writes "and" onto the next word: "ويعمل" is "and works"
        }
        if (andJoined(w)) {
            return w.substring(THAI_AND.length()); // Thai too: "และมีความยาว" is "and is long"
        }
        if (w.length() > 4 && w.charAt(w.length() - 1) == '\u0E2F') {
            return w.substring(0, w.length() - 1); // Thai's mark of a word written short: "กรุงเทพฯ" of "กรุงเทพมหานคร"
        }
        if (w.length() <= 3) {
            return w;
        }
        if (w.endsWith("ies") && w.length() > 4) {
            w = w.substring(0, w.length() - 3) + "y";
        } else if (w.endsWith("sses")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.endsWith("ied") && w.length() > 4) {
            w = w.substring(0, w.length() - 3) + "y";
        } else if (w.endsWith("ing") && hasVowel(w, w.length() - 3) && w.length() > 5) {
            w = verb(w.substring(0, w.length() - 3));
        } else if (w.endsWith("ed") && hasVowel(w, w.length() - 2) && w.length() > 4) {
            w = verb(w.substring(0, w.length() - 2));
        } else if (w.endsWith("ly") && w.length() > 5) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.endsWith("e") && w.length() > 4) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    private static boolean hasVowel(String w, int end) {
        for (int i = 0; i < end; i++) {
            if ("aeiouy".indexOf(w.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The verb left when -ed or -ing is cut: a doubled consonant undone ("stopped" to "stop"), or the e given back to
     * a short verb that had one ("noted" to "note", "named" to "name", "making" to "make"), so that these match
     * "note", "name", "make", and "noted" is never read as "not".
     */
    private static String verb(String w) {
        String undoubled = undouble(w);
        if (!undoubled.equals(w)) {
            return undoubled;
        }
        boolean shortSyllable = w.length() == 3 && !vowel(w.charAt(0)) && vowel(w.charAt(1)) && !vowel(w.charAt(2))
                && "wxy".indexOf(w.charAt(2)) < 0;
        return shortSyllable ? w + "e" : w;
    }

    private static boolean vowel(char c) {
        return "aeiou".indexOf(c) >= 0;
    }

    /** "stopped" to "stop", "running" to "run"; but "falling" keeps its double l ("fall"). */
    private static String undouble(String w) {
        int n = w.length();
        if (n >= 3 && w.charAt(n - 1) == w.charAt(n - 2) && "bdgmnprt".indexOf(w.charAt(n - 1)) >= 0) {
            return w.substring(0, n - 1);
        }
        return w;
    }
}
