package dev.contextrecall.lexical.numbers;

import java.util.Map;
import java.util.Set;

/**
 * Number words of the measured languages other than English ({@link NumberWords} holds English's), as the tokenizer
 * folds them: two to twelve and the tens, so that "drei Tage" is "3 Tage" and "cinco oficinas" is not "6 oficinas".
 * "One" is left out in every language, being as often "a" ("ein", "un", "bir"); so are words that as often mean
 * something else: Romanian "nouă" (also "new", "us"), Vietnamese and Arabic (not read: syllables and forms with
 * "and" and case written onto them).
 */
public final class CountWords {

    private static final Map<String, Map<String, Integer>> WORDS = Map.ofEntries(
            Map.entry("de", Map.ofEntries(Map.entry("zwei", 2), Map.entry("drei", 3), Map.entry("vier", 4),
                    Map.entry("funf", 5), Map.entry("sechs", 6), Map.entry("sieben", 7), Map.entry("acht", 8),
                    Map.entry("neun", 9), Map.entry("zehn", 10), Map.entry("elf", 11), Map.entry("zwolf", 12),
                    Map.entry("zwanzig", 20), Map.entry("dreißig", 30), Map.entry("dreissig", 30),
                    Map.entry("vierzig", 40), Map.entry("funfzig", 50), Map.entry("sechzig", 60),
                    Map.entry("siebzig", 70), Map.entry("achtzig", 80), Map.entry("neunzig", 90))),
            Map.entry("nl", Map.ofEntries(Map.entry("twee", 2), Map.entry("drie", 3), Map.entry("vier", 4),
                    Map.entry("vijf", 5), Map.entry("zes", 6), Map.entry("zeven", 7), Map.entry("acht", 8),
                    Map.entry("negen", 9), Map.entry("tien", 10), Map.entry("elf", 11), Map.entry("twaalf", 12),
                    Map.entry("twintig", 20), Map.entry("dertig", 30), Map.entry("veertig", 40),
                    Map.entry("vijftig", 50), Map.entry("zestig", 60), Map.entry("zeventig", 70),
                    Map.entry("tachtig", 80), Map.entry("negentig", 90))),
            Map.entry("fr", Map.ofEntries(Map.entry("deux", 2), Map.entry("trois", 3), Map.entry("quatre", 4),
                    Map.entry("cinq", 5), Map.entry("six", 6), Map.entry("sept", 7), Map.entry("huit", 8),
                    Map.entry("neuf", 9), Map.entry("dix", 10), Map.entry("onze", 11), Map.entry("douze", 12),
                    Map.entry("vingt", 20), Map.entry("vingts", 20), Map.entry("trente", 30),
                    Map.entry("quarante", 40), Map.entry("cinquante", 50), Map.entry("soixante", 60),
                    Map.entry("septante", 70), Map.entry("nonante", 90))),
            Map.entry("es", Map.ofEntries(Map.entry("dos", 2), Map.entry("tres", 3), Map.entry("cuatro", 4),
                    Map.entry("cinco", 5), Map.entry("seis", 6), Map.entry("siete", 7), Map.entry("ocho", 8),
                    Map.entry("nueve", 9), Map.entry("diez", 10), Map.entry("once", 11), Map.entry("doce", 12),
                    Map.entry("veinte", 20), Map.entry("veintidos", 22), Map.entry("veintitres", 23),
                    Map.entry("veinticuatro", 24), Map.entry("veinticinco", 25), Map.entry("veintiseis", 26),
                    Map.entry("veintisiete", 27), Map.entry("veintiocho", 28), Map.entry("veintinueve", 29),
                    Map.entry("treinta", 30), Map.entry("cuarenta", 40), Map.entry("cincuenta", 50),
                    Map.entry("sesenta", 60), Map.entry("setenta", 70), Map.entry("ochenta", 80),
                    Map.entry("noventa", 90))),
            Map.entry("it", Map.ofEntries(Map.entry("due", 2), Map.entry("tre", 3), Map.entry("quattro", 4),
                    Map.entry("cinque", 5), Map.entry("sei", 6), Map.entry("sette", 7), Map.entry("otto", 8),
                    Map.entry("nove", 9), Map.entry("dieci", 10), Map.entry("undici", 11), Map.entry("dodici", 12),
                    Map.entry("venti", 20), Map.entry("trenta", 30), Map.entry("quaranta", 40),
                    Map.entry("cinquanta", 50), Map.entry("sessanta", 60), Map.entry("settanta", 70),
                    Map.entry("ottanta", 80), Map.entry("novanta", 90))),
            Map.entry("pt", Map.ofEntries(Map.entry("dois", 2), Map.entry("duas", 2), Map.entry("tres", 3),
                    Map.entry("quatro", 4), Map.entry("cinco", 5), Map.entry("seis", 6), Map.entry("sete", 7),
                    Map.entry("oito", 8), Map.entry("nove", 9), Map.entry("dez", 10), Map.entry("onze", 11),
                    Map.entry("doze", 12), Map.entry("vinte", 20), Map.entry("trinta", 30),
                    Map.entry("quarenta", 40), Map.entry("cinquenta", 50), Map.entry("sessenta", 60),
                    Map.entry("setenta", 70), Map.entry("oitenta", 80), Map.entry("noventa", 90))),
            Map.entry("ro", Map.ofEntries(Map.entry("doi", 2), Map.entry("doua", 2), Map.entry("trei", 3),
                    Map.entry("patru", 4), Map.entry("cinci", 5), Map.entry("sase", 6), Map.entry("sapte", 7),
                    Map.entry("opt", 8), Map.entry("zece", 10), Map.entry("unsprezece", 11),
                    Map.entry("doisprezece", 12), Map.entry("douasprezece", 12), Map.entry("douazeci", 20),
                    Map.entry("treizeci", 30), Map.entry("patruzeci", 40), Map.entry("cincizeci", 50),
                    Map.entry("saizeci", 60), Map.entry("saptezeci", 70), Map.entry("optzeci", 80),
                    Map.entry("nouazeci", 90))),
            Map.entry("ru", Map.ofEntries(Map.entry("два", 2), Map.entry("две", 2), Map.entry("двух", 2),
                    Map.entry("три", 3), Map.entry("трех", 3), Map.entry("четыре", 4), Map.entry("четырех", 4),
                    Map.entry("пять", 5), Map.entry("пяти", 5), Map.entry("шесть", 6), Map.entry("шести", 6),
                    Map.entry("семь", 7), Map.entry("семи", 7), Map.entry("восемь", 8), Map.entry("восьми", 8),
                    Map.entry("девять", 9), Map.entry("девяти", 9), Map.entry("десять", 10), Map.entry("десяти", 10),
                    Map.entry("одиннадцать", 11), Map.entry("двенадцать", 12), Map.entry("двадцать", 20),
                    Map.entry("тридцать", 30), Map.entry("сорок", 40), Map.entry("пятьдесят", 50),
                    Map.entry("шестьдесят", 60), Map.entry("семьдесят", 70), Map.entry("восемьдесят", 80),
                    Map.entry("девяносто", 90))),
            // as folded: "pięć" is "piec", "dziewięć" "dziewiec"; with the forms a count of people or a case takes
            Map.entry("pl", Map.ofEntries(Map.entry("dwa", 2), Map.entry("dwie", 2), Map.entry("dwoch", 2),
                    Map.entry("trzy", 3), Map.entry("trzech", 3), Map.entry("cztery", 4), Map.entry("czterech", 4),
                    Map.entry("piec", 5), Map.entry("pieciu", 5), Map.entry("szesc", 6), Map.entry("szesciu", 6),
                    Map.entry("siedem", 7), Map.entry("siedmiu", 7), Map.entry("osiem", 8), Map.entry("osmiu", 8),
                    Map.entry("dziewiec", 9), Map.entry("dziewieciu", 9), Map.entry("dziesiec", 10),
                    Map.entry("dziesieciu", 10), Map.entry("jedenascie", 11), Map.entry("dwanascie", 12),
                    Map.entry("dwadziescia", 20), Map.entry("trzydziesci", 30), Map.entry("czterdziesci", 40),
                    Map.entry("piecdziesiat", 50), Map.entry("szescdziesiat", 60), Map.entry("siedemdziesiat", 70),
                    Map.entry("osiemdziesiat", 80), Map.entry("dziewiecdziesiat", 90))),
            Map.entry("el", Map.ofEntries(Map.entry("δυο", 2), Map.entry("τρεις", 3), Map.entry("τρια", 3),
                    Map.entry("τεσσερις", 4), Map.entry("τεσσερα", 4), Map.entry("πεντε", 5), Map.entry("εξι", 6),
                    Map.entry("επτα", 7), Map.entry("εφτα", 7), Map.entry("οκτω", 8), Map.entry("οχτω", 8),
                    Map.entry("εννεα", 9), Map.entry("εννια", 9), Map.entry("δεκα", 10), Map.entry("εντεκα", 11),
                    Map.entry("δωδεκα", 12), Map.entry("εικοσι", 20), Map.entry("τριαντα", 30),
                    Map.entry("σαραντα", 40), Map.entry("πενηντα", 50), Map.entry("εξηντα", 60),
                    Map.entry("εβδομηντα", 70), Map.entry("ογδοντα", 80), Map.entry("ενενηντα", 90))),
            Map.entry("tr", Map.ofEntries(Map.entry("iki", 2), Map.entry("uc", 3), Map.entry("dort", 4),
                    Map.entry("bes", 5), Map.entry("altı", 6), Map.entry("yedi", 7), Map.entry("sekiz", 8),
                    Map.entry("dokuz", 9), Map.entry("on", 10), Map.entry("yirmi", 20), Map.entry("otuz", 30),
                    Map.entry("kırk", 40), Map.entry("elli", 50), Map.entry("altmıs", 60), Map.entry("yetmis", 70),
                    Map.entry("seksen", 80), Map.entry("doksan", 90))),
            // as folded: the nasal and virama marks are off ("पाँच" and "पांच" are "पाच", "ग्यारह" is "गयारह")
            Map.entry("hi", Map.ofEntries(Map.entry("दो", 2), Map.entry("तीन", 3), Map.entry("चार", 4),
                    Map.entry("पाच", 5), Map.entry("छह", 6), Map.entry("सात", 7), Map.entry("आठ", 8),
                    Map.entry("नौ", 9), Map.entry("दस", 10), Map.entry("गयारह", 11), Map.entry("बारह", 12),
                    Map.entry("बीस", 20), Map.entry("तीस", 30), Map.entry("चालीस", 40), Map.entry("पचास", 50))));

    /** The words between a tens word and its units ("treinta y cinco", "vinte e cinco", "douăzeci și cinci"). */
    private static final Map<String, Set<String>> TENS_AND = Map.of("es", Set.of("y"), "pt", Set.of("e"),
            "ro", Set.of("și", "şi", "si"));

    /** Languages that write a tens word and its units apart ("двадцать пять", "είκοσι πέντε", "on beş"). */
    private static final Set<String> TENS_APART = Set.of("ru", "el", "tr", "pl");

    private CountWords() {
    }

    /** Whether number words of {@code language} are read here (not English's: {@link NumberWords}). */
    public static boolean reads(String language) {
        return language != null && WORDS.containsKey(language);
    }

    /** The number a folded word says in {@code language}, or null (English's are {@link NumberWords#number}). */
    public static Integer number(String folded, String language) {
        Map<String, Integer> words = language == null ? null : WORDS.get(language);
        Integer word = words == null ? null : words.get(folded);
        Joined joined = word == null && language != null ? JOINED.get(language) : null;
        return joined == null || folded.length() < 7 ? word : joined.whole(folded);
    }

    /**
     * How German and Dutch write a number as one word, read whole: units before tens with "und" or "en"
     * ("fünfunddreißig", "vijfendertig"), the teens, hundreds and thousands ("dreizehn", "achtzigtausend",
     * "zweihundertfünfzig"). A unit or tens word alone keeps the word lists' rules ("ein" is "a"), and "hundert" alone
     * is left to the multipliers.
     */
    private record Joined(Map<String, Integer> units, Map<String, Integer> teens, Map<String, Integer> tens, String and,
            String hundred, String thousand) {

        Integer whole(String w) {
            int t = w.indexOf(thousand);
            if (t < 0) {
                Integer below = belowThousand(w);
                return w.equals(hundred) || units.containsKey(w) || tens.containsKey(w) ? null : below;
            }
            Integer left = t == 0 ? Integer.valueOf(1) : belowThousand(w.substring(0, t));
            String after = w.substring(t + thousand.length());
            Integer right = after.isEmpty() ? Integer.valueOf(0) : belowThousand(after);
            return left == null || right == null || t == 0 && after.isEmpty() ? null : left * 1000 + right;
        }

        private Integer belowThousand(String w) {
            int h = w.indexOf(hundred);
            if (h < 0) {
                return belowHundred(w);
            }
            Integer left = h == 0 ? Integer.valueOf(1) : units.get(w.substring(0, h));
            String after = w.substring(h + hundred.length());
            Integer right = after.isEmpty() ? Integer.valueOf(0) : belowHundred(after);
            return left == null || right == null ? null : left * 100 + right;
        }

        private Integer belowHundred(String w) {
            Integer one = units.containsKey(w) ? units.get(w) : teens.containsKey(w) ? teens.get(w) : tens.get(w);
            for (int a = w.indexOf(and); one == null && a > 0; a = w.indexOf(and, a + 1)) {
                Integer unit = units.get(w.substring(0, a));
                Integer ten = tens.get(w.substring(a + and.length()));
                one = unit != null && ten != null ? ten + unit : null;
            }
            return one;
        }
    }

    /** The word lists' units, teens and tens of German and Dutch, with "one" and the teens the lists leave out. */
    private static final Map<String, Joined> JOINED = Map.of(
            "de", joined("de", Map.of("ein", 1, "eins", 1), Map.of("dreizehn", 13, "vierzehn", 14, "funfzehn", 15,
                    "sechzehn", 16, "siebzehn", 17, "achtzehn", 18, "neunzehn", 19), "und", "hundert", "tausend"),
            "nl", joined("nl", Map.of("een", 1), Map.of("dertien", 13, "veertien", 14, "vijftien", 15, "zestien", 16,
                    "zeventien", 17, "achttien", 18, "negentien", 19), "en", "honderd", "duizend"));

    private static Joined joined(String language, Map<String, Integer> ones, Map<String, Integer> teens, String and,
            String hundred, String thousand) {
        Map<String, Integer> units = new java.util.HashMap<>(ones);
        Map<String, Integer> allTeens = new java.util.HashMap<>(teens);
        Map<String, Integer> tens = new java.util.HashMap<>();
        WORDS.get(language).forEach((word, n) -> (n < 10 ? units : n < 20 ? allTeens : tens).put(word, n));
        return new Joined(Map.copyOf(units), Map.copyOf(allTeens), Map.copyOf(tens), and, hundred, thousand);
    }

    /**
     * Whether {@code gap}, the text between a tens word and a number word, joins them into one number in
     * {@code language}: a hyphen ("vingt-cinq"), a space where the language writes them apart, or its "and".
     */
    public static boolean joinsTens(String gap, String language) {
        if (gap.equals("-") || gap.equals(" ") && TENS_APART.contains(language)) {
            return true;
        }
        String and = gap.length() > 2 && gap.startsWith(" ") && gap.endsWith(" ") ? gap.substring(1, gap.length() - 1) : "";
        return TENS_AND.getOrDefault(language, Set.of()).contains(and.toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * The number a tens word ({@code tens}, a multiple of ten up to 90, or 60 and 80 in French) and the number word
     * after it make together, or null where they are two numbers: "vingt-cinq" is 25, "soixante-dix-neuf" 79,
     * "quatre-vingt" 80.
     */
    public static Integer joined(int tens, int units, String language) {
        if ("fr".equals(language) && tens == 4 && units == 20) {
            return 80; // "quatre-vingt(s)"
        }
        boolean frenchScore = "fr".equals(language) && (tens == 60 || tens == 80) && units < 20;
        return tens % 10 == 0 && tens >= 10 && tens <= 90 && (units < 10 || frenchScore) ? tens + units : null;
    }
}
